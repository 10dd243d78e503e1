import { describe, expect, it } from "vitest";
import { deriveUserName } from "./username";

describe("deriveUserName", () => {
  it("trims, lower-cases and removes spaces, then adds the number", () => {
    expect(deriveUserName("  Asha  Mehra Rao ", () => 0)).toBe("ashamehrarao1000");
  });

  it("adds a number from 1000 to 9999, both ends included", () => {
    expect(deriveUserName("Asha", () => 0)).toBe("asha1000");
    expect(deriveUserName("Asha", () => 0.5)).toBe("asha5500");
    expect(deriveUserName("Asha", () => 0.9999999)).toBe("asha9999");
    for (let i = 0; i < 200; i++) {
      const suffix = Number(deriveUserName("x").slice(1));
      expect(suffix).toBeGreaterThanOrEqual(1000);
      expect(suffix).toBeLessThanOrEqual(9999);
      expect(Number.isInteger(suffix)).toBe(true);
    }
  });

  it("removes tabs and other white space too", () => {
    expect(deriveUserName("Ravi\tKumar\nSingh", () => 0.25)).toBe("ravikumarsingh3250");
  });

  it("gives nothing for an empty or blank name", () => {
    expect(deriveUserName("", () => 0.3)).toBe("");
    expect(deriveUserName("   ", () => 0.3)).toBe("");
  });
});
