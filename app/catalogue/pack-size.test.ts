import { describe, expect, it } from "vitest";
import { packUnits as ar } from "../../content/i18n/ar/pack-units";
import { packUnits as fr } from "../../content/i18n/fr/pack-units";
import { packUnits as ru } from "../../content/i18n/ru/pack-units";
import { packUnits as es } from "../../content/i18n/es/pack-units";
import { localPackSize } from "./pack-size";

describe("localPackSize", () => {
  it("writes a counted unit in the page's language, in the plural form of its count", () => {
    expect(localPackSize("10 tabs", "fr", fr)).toBe("10 comprimés");
    expect(localPackSize("1 tab", "fr", fr)).toBe("1 comprimé");
    expect(localPackSize("10x10 tabs", "fr", fr)).toBe("10x10 comprimés");
    expect(localPackSize("10 x 15 caps", "es", es)).toBe("10x15 cápsulas");
    expect(localPackSize("1 vial", "es", es)).toBe("1 vial");
    expect(localPackSize("1 tab", "ru", ru)).toBe("1 таблетка");
    expect(localPackSize("3 tabs", "ru", ru)).toBe("3 таблетки");
    expect(localPackSize("10x10 tabs", "ru", ru)).toBe("10x10 таблеток");
    expect(localPackSize("21 caps", "ru", ru)).toBe("21 капсула");
    expect(localPackSize("4 caps", "ru", ru)).toBe("4 капсулы");
    expect(localPackSize("1 tab", "ar", ar)).toBe("1 قرص");
    expect(localPackSize("2 tabs", "ar", ar)).toBe("2 قرصان");
    expect(localPackSize("3 tabs", "ar", ar)).toBe("3 أقراص");
    expect(localPackSize("10x15 tabs", "ar", ar)).toBe("10x15 قرصًا");
    expect(localPackSize("1 sachet", "ar", ar)).toBe("1 كيس");
  });

  it("keeps measures, unknown units and English as typed", () => {
    expect(localPackSize("200ml", "fr", fr)).toBe("200ml");
    expect(localPackSize("30g", "ru", ru)).toBe("30g");
    expect(localPackSize("1kg", "ar", ar)).toBe("1kg");
    expect(localPackSize("10 strips", "fr", fr)).toBe("10 strips");
    expect(localPackSize("10x10 tabs", "en", null)).toBe("10x10 tabs");
  });
});
