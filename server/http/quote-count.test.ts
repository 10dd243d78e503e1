import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { QUOTE_COUNT_MARK, quoteWordsMark } from "../../app/quote/quote-count";
import { fillQuoteCount, gzipQuoteCount, quoteCountTemplate } from "./quote-count.server";

const words = { one: " product", other: " products" };
const page = (middle: string) =>
  Buffer.from(`<html><body>${"<p>Catalogue</p>".repeat(500)}<a>${middle}</a>${"<p>Footer</p>".repeat(300)}</body></html>`);

describe("the quote count filled in when a page is answered", () => {
  const marked = page(`<span>${QUOTE_COUNT_MARK}</span><span>${quoteWordsMark(words)}</span>`);
  const template = quoteCountTemplate(marked)!;

  it("writes the count and the words that go with it into the marks, and nothing else", () => {
    expect(fillQuoteCount(template, 0).toString()).toBe(page("<span>0</span><span> products</span>").toString());
    expect(fillQuoteCount(template, 1).toString()).toBe(page("<span>1</span><span> product</span>").toString());
    expect(fillQuoteCount(template, 12).toString()).toBe(page("<span>12</span><span> products</span>").toString());
  });

  it("puts together gzip from the stored pieces that decompresses to the same page", () => {
    for (const count of [0, 1, 7, 50]) {
      const gzipped = gzipQuoteCount(template, count);
      expect(gzipped.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      expect(gunzipSync(gzipped).toString(), String(count)).toBe(fillQuoteCount(template, count).toString());
      // The page's bytes are compressed, not stored: far smaller than the page.
      expect(gzipped.length).toBeLessThan(marked.length / 10);
    }
  });

  it("leaves a page without marks alone", () => {
    expect(quoteCountTemplate(page("<span>3</span>"))).toBeNull();
  });
});
