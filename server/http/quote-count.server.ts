import type { IncomingMessage } from "node:http";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import {
  QUOTE_COUNT_MARK,
  QUOTE_WORDS_MARK_END,
  QUOTE_WORDS_MARK_START,
  QUOTE_WORDS_SEPARATOR,
  quoteCountWords,
} from "../../app/quote/quote-count";

/**
 * A page rendered for a GET holds marks where the header's quote count goes (app/quote/quote-count.ts);
 * every answer writes the visitor's count into them, the page cache's and the renderer's alike
 * (docs/decisions/0017-quote-list-cookie.md). The page is kept once, as a template: the text
 * between the marks, and the same text compressed so a visitor's gzip answer is put together
 * from stored pieces without compressing the page again.
 */

type Slot = { kind: "count" } | { kind: "words"; one: Buffer; other: Buffer };

export interface QuoteCountTemplate {
  /** The page's text around the slots: one more than there are slots. */
  texts: Buffer[];
  slots: Slot[];
  /** Each text as raw deflate ending on a byte boundary (the last one ends the stream). */
  deflated: Buffer[];
}

const COUNT = Buffer.from(QUOTE_COUNT_MARK);
const WORDS = Buffer.from(QUOTE_WORDS_MARK_START);
const SEPARATOR = Buffer.from(QUOTE_WORDS_SEPARATOR);
const WORDS_END = Buffer.from(QUOTE_WORDS_MARK_END);

/** The page split at its marks, or null when it holds none (it is the same for everyone). */
export function splitAtQuoteCount(page: Buffer): Pick<QuoteCountTemplate, "texts" | "slots"> | null {
  const texts: Buffer[] = [];
  const slots: Slot[] = [];
  let from = 0;
  for (;;) {
    const count = page.indexOf(COUNT, from);
    const words = page.indexOf(WORDS, from);
    if (count === -1 && words === -1) break;
    if (count !== -1 && (words === -1 || count < words)) {
      texts.push(page.subarray(from, count));
      slots.push({ kind: "count" });
      from = count + COUNT.length;
      continue;
    }
    const separator = page.indexOf(SEPARATOR, words + WORDS.length);
    const end = separator === -1 ? -1 : page.indexOf(WORDS_END, separator + SEPARATOR.length);
    if (end === -1) break;
    texts.push(page.subarray(from, words));
    slots.push({ kind: "words", one: page.subarray(words + WORDS.length, separator), other: page.subarray(separator + SEPARATOR.length, end) });
    from = end + WORDS_END.length;
  }
  if (slots.length === 0) return null;
  texts.push(page.subarray(from));
  return { texts, slots };
}

/**
 * The page split at its marks with each text compressed, for the page cache to keep; null when it
 * holds none. Compressing costs more than rendering the page did: only a page that is kept pays it.
 */
export function quoteCountTemplate(page: Buffer): QuoteCountTemplate | null {
  const split = splitAtQuoteCount(page);
  if (!split) return null;
  const { texts, slots } = split;
  const deflated = texts.map((text, i) =>
    zlib.deflateRawSync(text, {
      level: zlib.constants.Z_BEST_COMPRESSION,
      // A sync flush ends a piece on a byte boundary without ending the stream: the pieces and
      // the visitor's count between them concatenate into one valid deflate stream.
      finishFlush: i === texts.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
    }),
  );
  return { texts, slots, deflated };
}

function slotText(slot: Slot, count: number): Buffer {
  if (slot.kind === "count") return Buffer.from(String(count));
  return quoteCountWords(count, slot);
}

/** The page's bytes with this count in every slot. */
export function fillQuoteCount(template: Pick<QuoteCountTemplate, "texts" | "slots">, count: number): Buffer {
  const parts: Buffer[] = [];
  template.slots.forEach((slot, i) => parts.push(template.texts[i]!, slotText(slot, count)));
  parts.push(template.texts[template.texts.length - 1]!);
  return Buffer.concat(parts);
}

/** A deflate block that stores the bytes as they are (each slot's few bytes). */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0; // not the last block, stored; the rest of the byte is padding
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The same page as gzip, from the stored compressed pieces and the count (RFC 1952). */
export function gzipQuoteCount(template: QuoteCountTemplate, count: number): Buffer {
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  template.slots.forEach((slot, i) => {
    const text = template.texts[i]!;
    const value = slotText(slot, count);
    crc = zlib.crc32(value, zlib.crc32(text, crc));
    length += text.length + value.length;
    parts.push(template.deflated[i]!, storedBlock(value));
  });
  const last = template.texts[template.texts.length - 1]!;
  crc = zlib.crc32(last, crc);
  length += last.length;
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(template.deflated[template.deflated.length - 1]!, trailer);
  return Buffer.concat(parts);
}

/** A request whose rendered page holds the marks: a page (not a data request) for a GET or HEAD. */
export function answersCountAtAnswer(req: { method?: string; path: string }): boolean {
  return (req.method === "GET" || req.method === "HEAD") && !req.path.endsWith(".data");
}

/**
 * Express middleware mounted before the page renderer (and before the page cache's capture, which
 * keeps the marked page): holds the rendered page and sends it with the visitor's count filled in.
 */
export function fillQuoteCounts(countOf: (req: IncomingMessage) => Promise<number>): RequestHandler {
  return (req, res, next) => {
    if (!answersCountAtAnswer(req)) {
      next();
      return;
    }
    const chunks: Buffer[] = [];
    const write = res.write;
    const end = res.end;
    /** Only a page is held: a file a route makes (a spreadsheet, the sitemap) streams as it comes. */
    const isPage = () => /^text\/html\b/i.test(String(res.getHeader("content-type") ?? ""));
    const collect = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array),
      );
    };
    res.write = function (this: typeof res, chunk: unknown, ...rest: unknown[]) {
      if (chunks.length === 0 && !isPage()) {
        res.write = write;
        res.end = end;
        return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      }
      collect(chunk, rest[0]);
      const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    } as typeof res.write;
    res.end = function (this: typeof res, chunk?: unknown, ...rest: unknown[]) {
      collect(typeof chunk === "function" ? undefined : chunk, rest[0]);
      const callback = [chunk, ...rest].find((arg) => typeof arg === "function") as (() => void) | undefined;
      res.write = write;
      res.end = end;
      const page = Buffer.concat(chunks);
      const template = splitAtQuoteCount(page);
      if (!template) {
        res.end(page, callback);
        return this;
      }
      countOf(req).then(
        (count) => res.end(fillQuoteCount(template, count), callback),
        // The count could not be read (the database is away): the page goes out with none.
        () => res.end(fillQuoteCount(template, 0), callback),
      );
      return this;
    } as typeof res.end;
    next();
  };
}
