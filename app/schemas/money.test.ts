import { describe, expect, it } from "vitest";
import { PRICE_DECIMALS, QUANTITY_DECIMALS, decimalString, discountMinor, formatMoney, formatQuantity, formatUnitPrice, lineTotalMinor, parseDecimal, quotationTotals } from "./money";

describe("parseDecimal", () => {
  it("scales what the admin types to an integer, commas and spaces ignored", () => {
    expect(parseDecimal("1,234.567", QUANTITY_DECIMALS)).toBe(1_234_567n);
    expect(parseDecimal(" 0.0125 ", PRICE_DECIMALS)).toBe(125n);
    expect(parseDecimal("12", PRICE_DECIMALS)).toBe(120_000n);
    expect(parseDecimal("12.", PRICE_DECIMALS)).toBe(120_000n);
  });
  it("refuses more places than allowed, signs, exponents and words", () => {
    for (const text of ["0.00001", "-1", "1e3", "abc", "", "1.2.3", "0x10", "9999999999999"]) expect(parseDecimal(text, PRICE_DECIMALS), text).toBeNull();
  });
});

describe("totals", () => {
  it("three lines of 1,234.567 units at 0.0125 USD are exactly 15.43 each and 46.29 in all", () => {
    const line = { quantity: parseDecimal("1234.567", QUANTITY_DECIMALS)!, unitPrice: parseDecimal("0.0125", PRICE_DECIMALS)! };
    // 1234.567 × 0.0125 = 15.4320875: rounded once per line.
    expect(lineTotalMinor(line.quantity, line.unitPrice)).toBe(1543n);
    const totals = quotationTotals([line, line, line], 0n);
    expect(totals).toEqual({ lineTotals: [1543n, 1543n, 1543n], subtotal: 4629n, discount: 0n, total: 4629n });
    expect(decimalString(totals.total, 2)).toBe("46.29");
  });
  it("rounds half up, once, and never through a float", () => {
    // 0.005 exactly rounds up; a float would give 0.00499999.
    expect(lineTotalMinor(1_000n, 50n)).toBe(1n);
    expect(lineTotalMinor(1_000n, 49n)).toBe(0n);
    // 0.1 + 0.2 style sums stay exact.
    expect(quotationTotals([{ quantity: 1_000n, unitPrice: 1_000n }, { quantity: 1_000n, unitPrice: 2_000n }], 0n).total).toBe(30n);
    // Amounts far beyond a double's 2^53.
    const big = lineTotalMinor(999_999_999_999_999n, 99_999_999_9999n);
    expect(big).toBe((999_999_999_999_999n * 99_999_999_9999n * 2n + 10n ** 5n) / (2n * 10n ** 5n));
  });
  it("takes a discount of hundredths of a percent from the subtotal", () => {
    expect(discountMinor(4629n, 500n)).toBe(231n); // 5 % of 46.29 = 2.3145
    expect(quotationTotals([{ quantity: 1_000n, unitPrice: 1_000_000n }], 1250n)).toMatchObject({ subtotal: 10_000n, discount: 1_250n, total: 8_750n });
  });
});

describe("formatting in the buyer's language", () => {
  it("writes money, prices and quantities as each language does", () => {
    expect(formatMoney(4629n, "USD", "en")).toBe("$46.29");
    expect(formatMoney(123456789n, "EUR", "fr")).toBe("1\u202f234\u202f567,89\u00a0€");
    expect(formatMoney(4629n, "AED", "ar")).toBe("\u200f46.29\u00a0د.إ.\u200f");
    expect(formatMoney(4629n, "INR", "en")).toBe("₹46.29");
    expect(formatUnitPrice(125n, "USD", "en")).toBe("$0.0125");
    expect(formatUnitPrice(21_000n, "USD", "en")).toBe("$2.10");
    expect(formatQuantity(1_234_567n, "ru")).toBe("1\u00a0234,567");
    expect(formatQuantity(500_000n, "en")).toBe("500");
  });
  it("formats digits a float could not hold", () => {
    expect(formatMoney(12345678901234567n, "USD", "en")).toBe("$123,456,789,012,345.67");
  });
});
