import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { WHOLE_CATALOGUE } from "../../app/config/paths";
import { dictionaryFor } from "../../app/i18n/dictionary.server";
import { parseEnv } from "../../server/env.server";
import { createLogger } from "../../server/logger.server";
import { quotationHtml } from "../../server/quotations/quotation-pdf.server";
import { createServices } from "../../server/services.server";
import { treePssMb } from "./pdf-engines";

/**
 * The printed files of decision 0073 as the site prints them (issue 26): a product's data sheet
 * and the whole catalogue through the PrintedFiles pass (the PDF and its storage), a quotation of
 * twenty lines through the engine; the browser's peak memory while it worked. The site's own
 * services on a fresh SQLite database with the seeded catalogue.
 */
export const PRINTED_BENCH = {
  sheets: 10,
  quotations: 5,
  quotationLines: 20,
  budgetSheetMs: 1_000,
  budgetCatalogueMs: 10_000,
  budgetQuotationMs: 1_000,
} as const;

export interface PrintedFigure {
  products: number;
  /** The median of PRINTED_BENCH.sheets data sheets, each printed and stored by a pass of its own. */
  sheetMs: number;
  /** The whole catalogue in English, printed and stored. */
  catalogueMs: number;
  cataloguePages: number;
  /** The median of PRINTED_BENCH.quotations renders of a quotation's HTML. */
  quotationMs: number;
  /** Chromium's processes, peak PSS in MB. */
  enginePeakMb: number;
  error?: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchPrinted(): Promise<PrintedFigure> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-printed-"));
  const env = parseEnv({ DATA_DIR: dir, NODE_ENV: "production", LOG_LEVEL: "silent", ADMIN_EMAIL: "bench@example.com", ADMIN_PASSWORD: "Bench12345", PRINTED_FILES: "off", PDF_CONCURRENCY: "1" });
  const services = await createServices(env, createLogger(env));
  let peak = 0;
  const sample = setInterval(() => {
    void services.pdf.browserPid().then((pid) => {
      if (pid) peak = Math.max(peak, treePssMb(pid));
    });
  }, 50);
  try {
    const products = services.catalogue.listProducts();
    const idOf = (index: number) => services.catalogue.getProductId(products[index]!.slug)!;
    // The browser's start is not a data sheet's: one sheet first, not counted.
    await services.printed.build((kind, scope, language) => kind === "data-sheet" && scope === idOf(products.length - 1) && language === "en");
    const sheets: number[] = [];
    for (let i = 0; i < PRINTED_BENCH.sheets; i++) {
      const started = performance.now();
      const pass = await services.printed.build((kind, scope, language) => kind === "data-sheet" && scope === idOf(i) && language === "en");
      if (pass.printed !== 1) throw new Error(`the data sheet of ${products[i]!.slug} was not printed`);
      sheets.push(performance.now() - started);
    }
    const started = performance.now();
    const pass = await services.printed.build((kind, scope, language) => kind === "catalogue" && scope === WHOLE_CATALOGUE && language === "en");
    if (pass.printed !== 1) throw new Error("the catalogue was not printed");
    const catalogueMs = performance.now() - started;
    const catalogue = (await services.printed.open("catalogue", WHOLE_CATALOGUE, "en"))!;
    catalogue.file.body.destroy();

    const lines = products.slice(0, PRINTED_BENCH.quotationLines).map((product, index) => ({
      position: index + 1,
      product: product.name,
      quantity: "1,234.567",
      unit: "box",
      unitPrice: "$0.0125",
      lineTotal: "$15.43",
    }));
    const quotations: number[] = [];
    for (let i = 0; i < PRINTED_BENCH.quotations; i++) {
      const html = quotationHtml(
        { number: `QT-2026-${String(i + 1).padStart(4, "0")}`, version: 1, sentOn: "27 November 2026", validUntil: "27 December 2026", incoterm: "CIF", port: "Mombasa", paymentTerms: "30% advance", leadTime: "4 weeks", notes: "", discountPercent: "0", hasDiscount: false, lines, subtotal: "$308.64", discount: "$0.00", total: "$308.64" },
        dictionaryFor("en").messages.quotation,
        "en",
        services.settings.company(),
      );
      const began = performance.now();
      await services.pdf.render({ html });
      quotations.push(performance.now() - began);
    }
    return {
      products: products.length,
      sheetMs: median(sheets),
      catalogueMs,
      cataloguePages: catalogue.record.pages,
      quotationMs: median(quotations),
      enginePeakMb: peak,
    };
  } catch (error) {
    return { products: 0, sheetMs: 0, catalogueMs: 0, cataloguePages: 0, quotationMs: 0, enginePeakMb: peak, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearInterval(sample);
    await services.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Within every budget, and printed at all. */
export function printedPasses(f: PrintedFigure): boolean {
  return !f.error && f.sheetMs <= PRINTED_BENCH.budgetSheetMs && f.catalogueMs <= PRINTED_BENCH.budgetCatalogueMs && f.quotationMs <= PRINTED_BENCH.budgetQuotationMs;
}
