import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PDF_FONT_FAMILY, PdfEngine, PdfRenderError } from "~server/pdf/pdf-engine.server";
import { allText, hasJoinedArabic, readPdf } from "../support/pdf-text";

// The PDF engine on Debian's Chromium (decision 0071): what it prints is read back with pdf.js.

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const ARABIC = "أقراص باراسيتامول للتصدير";
const ARABIC_WITH_NAME = "أقراص Paracetamol 500 للتصدير";
const CYRILLIC = "Парацетамол таблетки для экспорта";

function page(body: string, dir: "ltr" | "rtl" = "ltr"): string {
  return `<!doctype html><html dir="${dir}"><head><meta charset="utf-8"><style>
    @page { margin: 12mm; }
    body { font-family: ${PDF_FONT_FAMILY}; font-size: 11pt; margin: 0; }
    table { border-collapse: collapse; width: 100%; }
    th, td { border: 1px solid #999; padding: 4pt; text-align: start; }
  </style></head><body>${body}</body></html>`;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A table of `rows` rows under one header row: three A4 pages at 90. */
function longTable(rows: number): string {
  const lines = Array.from({ length: rows }, (_, i) => `<tr><td>Line ${i + 1}</td><td>${CYRILLIC}</td><td dir="rtl">${ARABIC}</td></tr>`).join("");
  return page(`<table><thead><tr><th>Product column</th><th>Название</th><th>الاسم</th></tr></thead><tbody>${lines}</tbody></table>`);
}

describe("the PDF engine", () => {
  let engine: PdfEngine;
  const warnings: string[] = [];

  beforeAll(() => {
    engine = new PdfEngine({ executablePath, concurrency: 2, timeoutMs: 20_000, onWarning: (message) => warnings.push(message) });
  });
  afterAll(() => engine.close());

  it("prints Latin, Cyrillic and Arabic with the fonts embedded, Arabic joined and in reading order", async () => {
    // No browser until the first PDF: a site without Chromium starts and serves.
    expect(await engine.browserPid()).toBeUndefined();
    const pdf = await engine.render({
      html: page(`<p>Paracetamol Tablets BP 500 mg</p><p>${CYRILLIC}</p><p dir="rtl">${ARABIC}</p><p dir="rtl">${ARABIC_WITH_NAME}</p>`),
    });
    const read = await readPdf(pdf);
    expect(read.pageCount).toBe(1);
    const lines = read.pages[0]!;
    const texts = lines.map((line) => line.text);
    expect(texts).toContain("Paracetamol Tablets BP 500 mg");
    expect(texts).toContain(CYRILLIC);
    expect(texts).toContain(ARABIC);
    // A Latin product name inside Arabic stays left to right, in its place in the sentence.
    expect(texts).toContain(ARABIC_WITH_NAME);
    const arabic = lines.find((line) => line.text === ARABIC)!;
    // Drawn joined: initial, medial and final forms, not the letters' isolated forms.
    expect(hasJoinedArabic(arabic.raw)).toBe(true);
    expect(read.fonts.some((font) => /^[A-Z]{6}\+DejaVuSans/.test(font))).toBe(true);
  });

  it("repeats a long table's header row on every page", async () => {
    const read = await readPdf(await engine.render({ html: longTable(90) }));
    expect(read.pageCount).toBe(3);
    for (const lines of read.pages) {
      // The header's line, read from the right as a line with Arabic in it is.
      expect(lines[0]?.text).toBe("الاسم Product column Название");
    }
    expect(allText(read).filter((line) => /\bLine \d+\b/.test(line))).toHaveLength(90);
  });

  it("prints A4 pages unless told otherwise", async () => {
    const pdf = await engine.render({ html: page("<p>A4</p>") });
    const read = await readPdf(pdf);
    expect(read.pageCount).toBe(1);
    const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
    const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
    const [, , width, height] = (await doc.getPage(1)).view;
    await doc.destroy();
    // 210 × 297 mm is 595.3 × 841.9 points; Chromium rounds A4 to whole hundredths of an inch.
    expect(Math.abs(width! - 595.3)).toBeLessThan(1);
    expect(Math.abs(height! - 841.9)).toBeLessThan(1);
  });

  it("runs at most PDF_CONCURRENCY renders at once and every one of many gets its own document", async () => {
    const limited = new PdfEngine({ executablePath, concurrency: 2, timeoutMs: 20_000 });
    try {
      let most = 0;
      const watch = setInterval(() => (most = Math.max(most, limited.inFlight)), 5);
      const pdfs = await Promise.all(Array.from({ length: 6 }, (_, i) => limited.render({ html: page(`<p>Document ${i + 1}</p>`) })));
      clearInterval(watch);
      expect(limited.peakInFlight).toBe(2);
      expect(most).toBeLessThanOrEqual(2);
      const firsts = await Promise.all(pdfs.map(async (pdf) => allText(await readPdf(pdf))[0]));
      expect(firsts).toEqual(["Document 1", "Document 2", "Document 3", "Document 4", "Document 5", "Document 6"]);
    } finally {
      await limited.close();
    }
  });

  describe("a render that hangs", () => {
    // A picture whose server never answers keeps the page from loading: the render hangs.
    let hanging = 0;
    let answerAfter = Infinity;
    let server: http.Server;
    let base = "";
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        hanging += 1;
        if (hanging > answerAfter) res.writeHead(204).end();
        // Otherwise never answered.
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterEach(() => {
      hanging = 0;
      answerAfter = Infinity;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it("is abandoned after the timeout, tried once more, and the next render still works", async () => {
      const quick = new PdfEngine({ executablePath, concurrency: 2, timeoutMs: 1_500 });
      try {
        const started = performance.now();
        const failure = await quick.render({ html: page(`<img src="${base}/never.png" alt=""><p>stuck</p>`) }).catch((err: unknown) => err);
        expect(failure).toBeInstanceOf(PdfRenderError);
        expect((failure as Error).message).toMatch(/longer than 1500 ms/);
        expect(hanging).toBe(2);
        expect(performance.now() - started).toBeLessThan(10_000);
        const next = await readPdf(await quick.render({ html: page("<p>Next document</p>") }));
        expect(allText(next)).toEqual(["Next document"]);
      } finally {
        await quick.close();
      }
    });

    it("is retried once: a second attempt that finishes gives the document", async () => {
      const quick = new PdfEngine({ executablePath, concurrency: 1, timeoutMs: 1_500 });
      answerAfter = 1;
      try {
        const read = await readPdf(await quick.render({ html: page(`<img src="${base}/slow.png" alt=""><p>Second attempt</p>`) }));
        expect(hanging).toBe(2);
        expect(allText(read)).toEqual(["Second attempt"]);
      } finally {
        await quick.close();
      }
    });
  });

  it("starts a new browser when the one it had is gone", async () => {
    const pid = await engine.browserPid();
    expect(pid).toBeGreaterThan(0);
    process.kill(pid!, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const read = await readPdf(await engine.render({ html: page("<p>After the crash</p>") }));
    expect(allText(read)).toEqual(["After the crash"]);
    expect(await engine.browserPid()).not.toBe(pid);
  });

  it("kills a browser that stops answering and prints the document in a new one", async () => {
    const quick = new PdfEngine({ executablePath, concurrency: 1, timeoutMs: 1_500 });
    try {
      await quick.render({ html: page("<p>First</p>") });
      const frozen = (await quick.browserPid())!;
      process.kill(frozen, "SIGSTOP");
      const read = await readPdf(await quick.render({ html: page("<p>After the freeze</p>") }));
      expect(allText(read)).toEqual(["After the freeze"]);
      expect(await quick.browserPid()).not.toBe(frozen);
      // The frozen browser is gone, not left behind stopped.
      await expect.poll(() => processExists(frozen), { timeout: 5_000 }).toBe(false);
    } finally {
      await quick.close();
    }
  });

  it("says what a server needs when Chromium is not there", async () => {
    const missing = new PdfEngine({ executablePath: "/nonexistent/chromium", concurrency: 1, timeoutMs: 5_000 });
    try {
      const failure = await missing.render({ html: page("<p>never</p>") }).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(PdfRenderError);
      expect((failure as Error).message).toMatch(/CHROMIUM_PATH.*chromium and fonts-dejavu-core/);
    } finally {
      await missing.close();
    }
  });

  it("refuses to render once closed", async () => {
    const closing = new PdfEngine({ executablePath, concurrency: 1, timeoutMs: 5_000 });
    await closing.close();
    await expect(closing.render({ html: page("<p>late</p>") })).rejects.toThrow(PdfRenderError);
  });
});
