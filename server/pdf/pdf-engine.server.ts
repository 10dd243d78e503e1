import type { Browser, BrowserServer, Page } from "playwright-core";
import { concurrencyLimit } from "../concurrency-limit.server";

/**
 * The site's one PDF engine (docs/decisions/0071-pdf-engine.md): Debian's Chromium driven by
 * playwright-core prints HTML and CSS to PDF. One browser, started at the first render and
 * reused; an HTML document is printed in a page of its own context with scripts off, the page
 * kept warm for the next document; a page at an address gets a new context, closed after it. At
 * most `concurrency` renders run at once, the rest wait their turn. A render that passes
 * `timeoutMs` is abandoned: its context is closed (the browser restarted when even that hangs,
 * or when it never gave the render a page) and the render tried once more; a second failure
 * throws a PdfRenderError. The engine only returns bytes or throws: what a document is made from
 * stays with its caller, who may try again later.
 */

/** Latin, Cyrillic and Arabic in one family, from Debian's fonts-dejavu-core; Chromium embeds its subset. */
export const PDF_FONT_FAMILY = `"DejaVu Sans", sans-serif`;

/** The Chromium flags of a server without a display or a sandbox-capable kernel setup. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface PdfEngineOptions {
  /** Chromium's executable (CHROMIUM_PATH; Debian's /usr/bin/chromium by default). */
  executablePath: string;
  /** Renders at once (PDF_CONCURRENCY). */
  concurrency: number;
  /** One attempt's limit in milliseconds (PDF_RENDER_TIMEOUT_MS). */
  timeoutMs: number;
  /** Told when a render is abandoned or the browser restarted. */
  onWarning?: (message: string, err?: unknown) => void;
}

/** What to print: a document's HTML (its CSS inline or from `baseUrl`), or a page at an address. */
export type PdfSource = { html: string; baseUrl?: string } | { url: string };

export interface PdfPageOptions {
  /** A4 unless the document's CSS `@page` says otherwise (preferCSSPageSize). */
  format?: "A4" | "A5" | "Letter";
  landscape?: boolean;
  /** Paper margins; without them, the document's CSS `@page { margin }` (none when it has none). */
  margin?: { top?: string; right?: string; bottom?: string; left?: string };
  /** Chromium's header and footer templates (classes pageNumber, totalPages, date, url, title). */
  headerTemplate?: string;
  footerTemplate?: string;
  /** A tagged (accessible) PDF: its structure for screen readers; about 100 ms more and a bigger file. Default true. */
  tagged?: boolean;
}

export class PdfRenderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PdfRenderError";
  }
}

class RenderTimeout extends Error {}

interface Running {
  server: BrowserServer;
  browser: Browser;
  /** Pages that printed an HTML document and wait for the next: a new page costs 150-300 ms. */
  idle: Page[];
}

export class PdfEngine {
  private browser: Promise<Running> | undefined;
  private readonly limit: <T>(task: () => Promise<T>) => Promise<T>;
  private closed = false;
  private running = 0;
  /** The most renders seen in flight at once since the engine started. */
  peakInFlight = 0;

  constructor(private readonly options: PdfEngineOptions) {
    this.limit = concurrencyLimit(options.concurrency);
  }

  /** Renders running now (waiting ones excluded). */
  get inFlight(): number {
    return this.running;
  }

  /** The PDF's bytes; throws PdfRenderError after two failed attempts. */
  render(source: PdfSource, page: PdfPageOptions = {}): Promise<Uint8Array> {
    if (this.closed) return Promise.reject(new PdfRenderError("The PDF engine is closed"));
    return this.limit(async () => {
      this.running += 1;
      this.peakInFlight = Math.max(this.peakInFlight, this.running);
      try {
        return await this.attempt(source, page).catch((first: unknown) => {
          if (this.closed) throw first;
          this.options.onWarning?.("PDF render failed; trying once more", first);
          return this.attempt(source, page);
        });
      } catch (err) {
        if (err instanceof PdfRenderError) throw err;
        throw new PdfRenderError(`The PDF could not be rendered: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      } finally {
        this.running -= 1;
      }
    });
  }

  /** The browser's process id once it runs (its memory, with its children's, is the engine's). */
  async browserPid(): Promise<number | undefined> {
    const running = await this.browser?.catch(() => undefined);
    return running?.server.process().pid;
  }

  /** Closes the browser; renders still waiting fail. Safe to call twice. */
  async close(): Promise<void> {
    this.closed = true;
    await this.restart();
  }

  private launch(): Promise<Running> {
    if (!this.browser) {
      const launching = (async () => {
        // Loaded at the first render: a server that prints nothing never pays for it at start.
        const { chromium } = await import("playwright-core");
        const server = await chromium.launchServer({ executablePath: this.options.executablePath, args: CHROMIUM_ARGS, timeout: 30_000 }).catch((err: unknown) => {
          throw new PdfRenderError(
            `Chromium could not be started from ${this.options.executablePath} (CHROMIUM_PATH): a server that prints PDFs needs Debian's chromium and fonts-dejavu-core`,
            { cause: err },
          );
        });
        try {
          return { server, browser: await chromium.connect(server.wsEndpoint(), { timeout: 30_000 }), idle: [] };
        } catch (err) {
          await server.kill();
          throw err;
        }
      })();
      this.browser = launching;
      const forget = () => {
        if (this.browser === launching) this.browser = undefined;
      };
      launching.then(({ browser }) => browser.on("disconnected", forget), forget);
    }
    return this.browser;
  }

  /** Ends the browser (every context in it) so the next render starts a fresh one. */
  private async restart(): Promise<void> {
    const launching = this.browser;
    this.browser = undefined;
    const running = await launching?.catch(() => undefined);
    if (!running) return;
    // close() asks politely; a browser that does not answer within a second is killed.
    const closing = running.server.close().catch(() => undefined);
    const answered = await Promise.race([closing.then(() => true), delay(1_000).then(() => false)]);
    if (!answered) await running.server.kill().catch(() => undefined);
  }

  /** A page of its own context for an HTML document: a warm one left by an earlier render, or a new one. */
  private async takePage(running: Running, source: PdfSource): Promise<Page> {
    if (!("url" in source)) {
      const warm = running.idle.pop();
      if (warm && !warm.isClosed()) return warm;
    }
    // A page at an address runs its scripts; a document given as HTML has none to run.
    const context = await running.browser.newContext({ javaScriptEnabled: "url" in source });
    return context.newPage();
  }

  private async attempt(source: PdfSource, options: PdfPageOptions): Promise<Uint8Array> {
    const running = await this.launch();
    let page: Page | undefined;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderTimeout(`The PDF render took longer than ${this.options.timeoutMs} ms`)), this.options.timeoutMs);
    });
    const work = (async () => {
      page = await this.takePage(running, source);
      if ("url" in source) await page.goto(source.url, { waitUntil: "load", timeout: 0 });
      else await page.setContent(withBase(source.html, source.baseUrl), { waitUntil: "load", timeout: 0 });
      const pdf = await page.pdf({
        format: options.format ?? "A4",
        landscape: options.landscape ?? false,
        margin: options.margin,
        printBackground: true,
        preferCSSPageSize: true,
        displayHeaderFooter: Boolean(options.headerTemplate || options.footerTemplate),
        headerTemplate: options.headerTemplate ?? "<span></span>",
        footerTemplate: options.footerTemplate ?? "<span></span>",
        tagged: options.tagged ?? true,
      });
      return new Uint8Array(pdf);
    })();
    let reusable = false;
    try {
      const pdf = await Promise.race([work, timedOut]);
      reusable = !("url" in source);
      return pdf;
    } catch (err) {
      if (err instanceof RenderTimeout) {
        this.options.onWarning?.(err.message);
        work.catch(() => undefined);
        // Closing the context aborts the page's work; a browser too stuck to close it, or to
        // give the render a page at all, is restarted.
        if (!page || !(await closeWithin(page, 2_000))) await this.restart();
        throw new PdfRenderError(err.message, { cause: err });
      }
      throw err;
    } finally {
      clearTimeout(timer);
      // A page that printed its HTML waits, blank, for the next; any other goes with its context.
      if (page && reusable && this.browser && running.idle.length < this.options.concurrency) {
        await page.setContent("", { timeout: 5_000 }).then(
          () => running.idle.push(page!),
          () => page!.context().close().catch(() => undefined),
        );
      } else if (page) await closeWithin(page, 2_000);
    }
  }
}

/** Closes a page's context; false when the browser did not answer within `ms`. */
function closeWithin(page: Page, ms: number): Promise<boolean> {
  const closing = page
    .context()
    .close()
    .catch(() => undefined);
  return Promise.race([closing.then(() => true), delay(ms).then(() => false)]);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** A `<base>` first in the head, so relative stylesheets and images resolve against the site. */
function withBase(html: string, baseUrl: string | undefined): string {
  if (!baseUrl) return html;
  const base = `<base href="${baseUrl.replace(/"/g, "&quot;")}">`;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}
