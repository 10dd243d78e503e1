/**
 * Exact money for quotations (docs/decisions/0072-quotations.md): amounts are integers, never
 * floating point. A quantity is kept in thousandths, a unit price in ten-thousandths of the
 * currency, a total in the currency's minor unit (cents); each line's total is rounded once,
 * half up, and the quotation's total is the sum of its lines less its discount.
 */

export const CURRENCIES = ["USD", "EUR", "GBP", "INR", "AED"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);

/** Decimal places a quantity and a unit price may have. */
export const QUANTITY_DECIMALS = 3;
export const PRICE_DECIMALS = 4;
/** Every currency of the list has two decimal places (cents, paise, fils...). */
export const MINOR_DECIMALS = 2;
/** A discount in hundredths of a percent (basis points): 2 decimals, 0 to 100 %. */
export const DISCOUNT_DECIMALS = 2;

/**
 * A decimal as the admin types it ("1,234.567", " 0.0125 ") scaled to `decimals` places as an
 * integer; null when it is not a plain non-negative number or has more places than allowed.
 */
export function parseDecimal(text: string, decimals: number): bigint | null {
  const plain = text.trim().replace(/[,\s]/g, "");
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(plain);
  if (!match) return null;
  const fraction = match[2] ?? "";
  if (fraction.length > decimals) return null;
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
}

/** `value / divisor`, rounded half up (both non-negative). */
function divideHalfUp(value: bigint, divisor: bigint): bigint {
  return (value * 2n + divisor) / (divisor * 2n);
}

/** A line's total in minor units: quantity (thousandths) times unit price (ten-thousandths), rounded once. */
export function lineTotalMinor(quantity: bigint, unitPrice: bigint): bigint {
  return divideHalfUp(quantity * unitPrice, 10n ** BigInt(QUANTITY_DECIMALS + PRICE_DECIMALS - MINOR_DECIMALS));
}

/** A discount of `basisPoints` hundredths of a percent of `subtotal` (minor units), rounded half up. */
export function discountMinor(subtotal: bigint, basisPoints: bigint): bigint {
  return divideHalfUp(subtotal * basisPoints, 10_000n);
}

/** The totals of a quotation's lines: each line's, their sum, the discount and what is due. */
export function quotationTotals(lines: ReadonlyArray<{ quantity: bigint; unitPrice: bigint }>, discountBasisPoints: bigint) {
  const lineTotals = lines.map((line) => lineTotalMinor(line.quantity, line.unitPrice));
  const subtotal = lineTotals.reduce((sum, total) => sum + total, 0n);
  const discount = discountMinor(subtotal, discountBasisPoints);
  return { lineTotals, subtotal, discount, total: subtotal - discount };
}

/** A scaled integer as a plain decimal string ("46.30", "1234.567"), trailing zeros kept to `minDecimals`. */
export function decimalString(value: bigint, decimals: number, minDecimals = decimals): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  while (fraction.length > minDecimals && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/**
 * An amount in minor units as the buyer's language writes money ("46,30 $US", "US$46.30",
 * "46٫30 US$"): formatted from its decimal string, so no digit passes through a float.
 */
export function formatMoney(minor: bigint, currency: Currency, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: MINOR_DECIMALS, maximumFractionDigits: MINOR_DECIMALS });
  return format.format(decimalString(minor, MINOR_DECIMALS) as unknown as number);
}

/** A unit price (ten-thousandths) in the buyer's language, with the places it has (at least 2). */
export function formatUnitPrice(price: bigint, currency: Currency, locale: string): string {
  const text = decimalString(price, PRICE_DECIMALS, MINOR_DECIMALS);
  const places = text.split(".")[1]?.length ?? 0;
  const format = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: places, maximumFractionDigits: places });
  return format.format(text as unknown as number);
}

/** A quantity (thousandths) in the buyer's language, with only the places it has. */
export function formatQuantity(quantity: bigint, locale: string): string {
  const text = decimalString(quantity, QUANTITY_DECIMALS, 0);
  const places = text.split(".")[1]?.length ?? 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places }).format(text as unknown as number);
}
