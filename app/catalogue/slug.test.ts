import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it("lower-cases and turns spaces into hyphens", () => {
    expect(slugify("Paracetamol 500 mg")).toBe("paracetamol-500-mg");
  });

  it("drops punctuation", () => {
    expect(slugify("Amoxicillin, Clavulanate & More!")).toBe("amoxicillin-clavulanate--more");
  });

  it("drops percent signs, dots and slashes", () => {
    expect(slugify("0.1% w/w")).toBe("01-ww");
    expect(slugify("Clobetasol Cream 0.05%")).toBe("clobetasol-cream-005");
  });

  it("drops plus signs", () => {
    expect(slugify("Calcium + Vitamin D3")).toBe("calcium--vitamin-d3");
  });

  it("drops brackets but keeps their contents", () => {
    expect(slugify("Omega-3 (Fish Oil) [1000 mg]")).toBe("omega-3-fish-oil-1000-mg");
  });

  it("makes one hyphen per space, so repeated spaces give repeated hyphens", () => {
    expect(slugify("Neem  Soap")).toBe("neem--soap");
    expect(slugify(" Aloe Gel ")).toBe("-aloe-gel-");
  });

  it("keeps hyphens already in the name", () => {
    expect(slugify("Mericlav-625 Duo")).toBe("mericlav-625-duo");
  });

  it("keeps digits next to letters", () => {
    expect(slugify("Cefixime 500mg")).toBe("cefixime-500mg");
    expect(slugify("Verdamol 500 Tablets")).toBe("verdamol-500-tablets");
  });

  it("keeps underscores because they are word characters", () => {
    expect(slugify("Batch_A 10")).toBe("batch_a-10");
  });

  it("drops non-ASCII letters, since \\w is ASCII-only", () => {
    expect(slugify("Crème Gel")).toBe("crme-gel");
  });

  it("drops tabs and other whitespace that is not a plain space", () => {
    expect(slugify("Zinc\tSulfate")).toBe("zincsulfate");
  });

  it("returns an empty string for an empty name", () => {
    expect(slugify("")).toBe("");
  });
});
