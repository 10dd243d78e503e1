import { describe, expect, it } from "vitest";
import { greetingName } from "./greeting";

describe("greetingName", () => {
  it("takes the first word of the name", () => {
    expect(greetingName("Asha Mehra")).toBe("Asha");
    expect(greetingName("  Ravi\tKumar ")).toBe("Ravi");
  });

  it("cuts the first word to 12 characters", () => {
    expect(greetingName("Bartholomewina Smith")).toBe("Bartholomewi");
    expect(greetingName("Abcdefghijkl")).toBe("Abcdefghijkl");
  });

  it("counts characters, not UTF-16 units", () => {
    expect(greetingName("😀😀😀😀😀😀😀😀😀😀😀😀😀😀")).toBe("😀".repeat(12));
  });

  it("says 'Admin' when no name is stored", () => {
    expect(greetingName(null)).toBe("Admin");
    expect(greetingName(undefined)).toBe("Admin");
    expect(greetingName("")).toBe("Admin");
    expect(greetingName("   ")).toBe("Admin");
  });
});
