import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import express from "express";
import { describe, expect, it } from "vitest";
import { QUOTE_COUNT_MARK, quoteWordsMark } from "../../app/quote/quote-count";
import { fillQuoteCount, fillQuoteCounts, gzipQuoteCount, quoteCountTemplate } from "./quote-count.server";

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

describe("fillQuoteCounts, before the renderer", () => {
  it("fills a rendered page's marks with the request's count, even split across writes, and leaves files and data requests alone", async () => {
    const marked = `<p>${QUOTE_COUNT_MARK}</p><p>${quoteWordsMark(words)}</p>`;
    const app = express();
    app.use(fillQuoteCounts(async (req) => (req.headers.cookie === "quote=a" ? 1 : 4)));
    const send = (type: string) => (_req: express.Request, res: express.Response) => {
      res.setHeader("content-type", type);
      // Split inside a mark: the page is held whole before it is filled.
      res.write(marked.slice(0, 5));
      res.end(marked.slice(5));
    };
    app.get("/page", send("text/html; charset=utf-8"));
    app.get("/page.data", send("text/x-script"));
    app.get("/file.csv", send("text/csv"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${url}/page`, { headers: { cookie: "quote=a" } })).text()).toBe("<p>1</p><p> product</p>");
      expect(await (await fetch(`${url}/page`)).text()).toBe("<p>4</p><p> products</p>");
      expect(await (await fetch(`${url}/page.data`)).text()).toBe(marked);
      expect(await (await fetch(`${url}/file.csv`)).text()).toBe(marked);
    } finally {
      server.close();
    }
  });
});
