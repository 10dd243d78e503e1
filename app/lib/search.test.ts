import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, matchesAllWords, normalizeSearchText, searchWords } from "./search";

describe("normalizeSearchText", () => {
  it("lower-cases and strips accents", () => {
    expect(normalizeSearchText("Paracétamol CRÈME Ölbad")).toBe("paracetamol creme olbad");
  });

  it("turns punctuation into single spaces", () => {
    expect(normalizeSearchText("Amoxicillin, Clavulanate & Potassium (IP) 0.05% w/w")).toBe(
      "amoxicillin clavulanate potassium ip 0 05 w w",
    );
  });

  it("folds compatibility forms such as the micro sign and full-width letters", () => {
    expect(normalizeSearchText("500 µg ＶＩＴＡＭＩＮ")).toBe("500 μg vitamin");
  });
});

describe("searchWords", () => {
  it("splits on any run of spaces or punctuation and drops duplicates", () => {
    expect(searchWords("  Vitamin   d3,  vitamin ")).toEqual(["vitamin", "d3"]);
  });

  it("is empty for blank or punctuation-only input", () => {
    expect(searchWords("")).toEqual([]);
    expect(searchWords("  ,.; ")).toEqual([]);
  });

  it("looks at the first MAX_QUERY_LENGTH characters only", () => {
    const words = searchWords(`${"a".repeat(MAX_QUERY_LENGTH)} tail`);
    expect(words).toEqual(["a".repeat(MAX_QUERY_LENGTH)]);
  });
});

describe("matchesAllWords", () => {
  const haystack = normalizeSearchText(
    "Mericlav 625 Tablets Each film-coated tablet contains: Amoxicillin Trihydrate IP eq. to Amoxicillin 500 mg, Potassium Clavulanate",
  );

  it("needs every word, in any order", () => {
    expect(matchesAllWords(haystack, searchWords("clavulanate amoxicillin"))).toBe(true);
    expect(matchesAllWords(haystack, searchWords("amoxicillin cefixime"))).toBe(false);
  });

  it("ignores case and accents on both sides", () => {
    expect(matchesAllWords(haystack, searchWords("CLAVULANATE"))).toBe(true);
    expect(matchesAllWords(normalizeSearchText("Paracetamol 500 mg"), searchWords("paracétamol"))).toBe(true);
  });

  it("matches a part of a word", () => {
    expect(matchesAllWords(haystack, searchWords("clav 625"))).toBe(true);
  });

  it("an empty word list matches everything", () => {
    expect(matchesAllWords(haystack, [])).toBe(true);
  });
});
