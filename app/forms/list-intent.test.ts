import { describe, expect, it } from "vitest";
import { listIntentValue, readListIntent } from "./list-intent";

describe("a list editor's button intents", () => {
  it("name the list and the row, and read back as written", () => {
    for (const intent of [
      { op: "add", list: "keyBenefits" },
      { op: "remove", list: "descriptionList", row: "2" },
      { op: "up", list: "descriptionList", row: "1" },
      { op: "remove", list: "lines", row: "3f2c-9a" },
    ] as const) {
      expect(readListIntent(listIntentValue(intent))).toEqual(intent);
    }
    expect(listIntentValue({ op: "remove", list: "lines", row: "p1" })).toBe("remove:lines:p1");
  });

  it("are not read from other intents", () => {
    for (const value of ["save", "send", "update", "add", "remove:lines", "add:lines:1", "drop:lines:1", "", null, undefined]) {
      expect(readListIntent(value)).toBeNull();
    }
  });
});
