import QRCode from "qrcode";
import type { CompanyDetails } from "../../app/company/company";
import { format } from "../../app/i18n/format";
import { localeDirection, type Locale } from "../../app/i18n/locales";
import type { Dictionary } from "../../app/i18n/dictionary.server";
import type { ProductDetail } from "../catalogue/public-catalogue.server";
import { escapeHtml } from "../html.server";
import { PDF_FONT_FAMILY } from "../pdf/pdf-engine.server";

/**
 * The printed files' HTML (decision 0073): a product's data sheet, one A4 page, and the catalogue
 * (a cover, the contents and one data sheet per product). The layout is fixed so that the page
 * of every product is known before printing: each sheet is one page, each page of the contents
 * has CONTENTS_ROWS rows. Every value is escaped; nothing is loaded from anywhere (the QR code is
 * inline SVG). The day of issue and the QR codes are placeholders until the file is printed, so
 * the HTML with them is what the file is fingerprinted by.
 */

/** Stands for the day of issue until the file is printed. */
export const ISSUED_ON = "\u0000issued\u0000";

/**
 * A text escaped for the HTML, without the characters the placeholders are made of (a product
 * named with them prints as named, not as a QR code).
 */
const e = (text: string) => escapeHtml(text.replaceAll("\u0000", "").replaceAll("\uE000", ""));

/**
 * Stands for an address's QR code until the file is printed: the address is in the HTML as text
 * already, so a file's fingerprint needs no drawing (drawing 545 codes was most of a pass that
 * found nothing to print).
 */
const QR_CODE = /\uE000qr ([^\uE000]+)\uE000/g;
const qrCodeOf = (url: string) => `\uE000qr ${url}\uE000`;

/** The HTML with each address's QR code drawn in (inline SVG), ready to print. */
export async function withQrCodes(html: string): Promise<string> {
  const urls = [...new Set([...html.matchAll(QR_CODE)].map((match) => match[1]!))];
  const svgs = new Map(await Promise.all(urls.map(async (url) => [url, await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 0 })] as const)));
  return html.replace(QR_CODE, (_, url: string) => svgs.get(url)!);
}

/** Rows (category headings and products) on one page of the catalogue's contents. */
export const CONTENTS_ROWS = 30;

/** A4 with these margins: the sheet fills the rest, and its content is cut (never spills) at its foot. */
const PAGE_MARGIN = { top: 14, side: 14, bottom: 16 };
const SHEET_HEIGHT_MM = 297 - PAGE_MARGIN.top - PAGE_MARGIN.bottom - 3;

const STYLE = `
  @page { size: A4; margin: ${PAGE_MARGIN.top}mm ${PAGE_MARGIN.side}mm ${PAGE_MARGIN.bottom}mm; }
  * { box-sizing: border-box; }
  body { font-family: ${PDF_FONT_FAMILY}; font-size: 9.5pt; line-height: 1.35; color: #0f172a; margin: 0; }
  .sheet { position: relative; height: ${SHEET_HEIGHT_MM}mm; overflow: hidden; break-after: page; }
  .sheet:last-child { break-after: auto; }
  .sheet-body { height: ${SHEET_HEIGHT_MM - 30}mm; overflow: hidden; }
  .letterhead { display: flex; justify-content: space-between; gap: 6mm; border-bottom: 2px solid #15803d; padding-bottom: 3mm; }
  .company { font-weight: bold; font-size: 12pt; }
  .muted { color: #475569; }
  .kind { margin: 5mm 0 1mm; letter-spacing: 0.04em; color: #166534; font-weight: bold; font-size: 8.5pt; }
  h1 { font-size: 17pt; margin: 0; }
  h2 { font-size: 10.5pt; margin: 4mm 0 1.5mm; }
  .composition { font-size: 11pt; margin: 1.5mm 0 0; }
  [dir="rtl"] .composition { text-align: right; }
  table { width: 100%; border-collapse: collapse; }
  .facts { margin-top: 4mm; }
  .facts th { width: 38%; text-align: start; background: #f1f5f9; font-weight: bold; }
  th, td { text-align: start; border: 1px solid #cbd5e1; padding: 1.2mm 2mm; vertical-align: top; }
  ul { margin: 1mm 0 0; padding-inline-start: 5mm; }
  .sheet-foot { position: absolute; bottom: 0; inset-inline: 0; height: 26mm; display: flex; gap: 4mm; align-items: flex-end; border-top: 1px solid #cbd5e1; padding-top: 2mm; }
  .qr { width: 24mm; height: 24mm; flex: none; }
  .qr svg { width: 100%; height: 100%; }
  .url { direction: ltr; text-align: start; white-space: nowrap; font-size: 8.5pt; }
  [dir="rtl"] .url { text-align: right; }
  .cover { height: ${SHEET_HEIGHT_MM}mm; display: flex; flex-direction: column; justify-content: center; break-after: page; }
  .cover h1 { font-size: 28pt; margin: 4mm 0; }
  .cover .company { font-size: 18pt; color: #166534; }
  .contents { height: ${SHEET_HEIGHT_MM}mm; break-after: page; overflow: hidden; }
  .contents h2 { font-size: 16pt; margin: 0 0 4mm; height: 10mm; }
  .row { display: flex; height: 7.5mm; align-items: baseline; gap: 2mm; white-space: nowrap; }
  .row .name { overflow: hidden; text-overflow: ellipsis; }
  .row .dots { flex: 1; border-bottom: 1px dotted #94a3b8; }
  .row.heading { font-weight: bold; color: #166534; padding-top: 1.5mm; }
`;

function letterhead(company: CompanyDetails): string {
  const address = [company.street, company.locality, company.city, company.postalCode, company.country].filter(Boolean).join(", ");
  const contact = [company.phone, company.email].filter(Boolean).join(" · ");
  return `<div class="letterhead"><div><div class="company">${e(company.name)}</div><div class="muted">${e(address)}</div></div><div class="muted" style="text-align:end"><bdi dir="ltr">${e(contact)}</bdi></div></div>`;
}

/** One product's sheet: the data sheet's one page, and a page of the catalogue. */
export function sheetSection(detail: ProductDetail, dictionary: Dictionary, company: CompanyDetails): string {
  const t = dictionary.messages.printed.dataSheet;
  const r = dictionary.registrations;
  const rows: Array<[string, string]> = [
    [t.category, detail.category.name],
    [dictionary.productDetails.dosageForm, detail.dosageForm.name],
    [dictionary.productDetails.packSize, detail.packSize],
    ...detail.facts.map((fact): [string, string] => [fact.label, fact.value]),
  ];
  const registrations =
    detail.registrations.length === 0
      ? ""
      : `<h2>${e(r.heading)}</h2><table><thead><tr><th>${e(r.columns.country)}</th><th>${e(r.columns.status)}</th><th>${e(r.columns.number)}</th><th>${e(r.columns.validUntil)}</th></tr></thead><tbody>${detail.registrations
          .map(
            (reg) =>
              `<tr><td>${e(reg.country)}</td><td>${e(reg.statusText)}</td><td><bdi dir="ltr">${e(reg.number ?? r.none)}</bdi></td><td>${e(reg.validUntil ?? r.none)}</td></tr>`,
          )
          .join("")}</tbody></table>`;
  const documents =
    detail.documents.length === 0
      ? ""
      : `<h2>${e(t.documents)}</h2><ul>${detail.documents
          .map((doc) => `<li>${e(doc.typeName)}: <bdi>${e(doc.title)}</bdi>${doc.availability === "on-request" ? ` (${e(t.onRequest)})` : ""}</li>`)
          .join("")}</ul>`;
  const list = (items: readonly string[]) => (items.length === 0 ? "" : `<ul>${items.map((item) => `<li>${e(item)}</li>`).join("")}</ul>`);
  return `<section class="sheet" data-product="${e(detail.slug)}">
<div class="sheet-body">
${letterhead(company)}
<p class="kind">${e(t.title)}</p>
<h1><bdi dir="ltr">${e(detail.name)}</bdi></h1>
<p class="composition" dir="ltr">${e(detail.composition)}</p>
<table class="facts"><tbody>${rows.map(([label, value]) => `<tr><th scope="row">${e(label)}</th><td><bdi>${e(value)}</bdi></td></tr>`).join("")}</tbody></table>
${list(detail.descriptionList)}
${detail.keyBenefits.length > 0 ? `<h2>${e(dictionary.messages.catalogue.product.keyBenefits)}</h2>${list(detail.keyBenefits)}` : ""}
${registrations}
${documents}
</div>
<div class="sheet-foot"><div class="qr" role="img" aria-label="${e(detail.url)}">${qrCodeOf(detail.url)}</div><div><div>${e(t.current)}</div><div class="url">${e(detail.url)}</div><div class="muted">${format(e(t.issued), { date: ISSUED_ON })}</div></div></div>
</section>`;
}

function page(language: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${e(language)}" dir="${localeDirection(language)}">
<head>
<meta charset="utf-8">
<title>${e(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** A product's data sheet: one A4 page. */
export function dataSheetHtml(detail: ProductDetail, dictionary: Dictionary, company: CompanyDetails): string {
  const title = `${dictionary.messages.printed.dataSheet.title}: ${detail.name}`;
  return page(dictionary.locale, title, sheetSection(detail, dictionary, company));
}

export interface CatalogueSection {
  /** The category's name in the catalogue's language. */
  name: string;
  products: ProductDetail[];
}

/** Pages before the first product's: the cover and the contents. */
export function contentsPages(sections: readonly CatalogueSection[]): number {
  const rows = sections.length + sections.reduce((sum, section) => sum + section.products.length, 0);
  return Math.max(1, Math.ceil(rows / CONTENTS_ROWS));
}

/** The catalogue's page where each product's sheet is, in order; the cover is page 1. */
export function productPages(sections: readonly CatalogueSection[]): number[] {
  const first = 1 + contentsPages(sections) + 1;
  const count = sections.reduce((sum, section) => sum + section.products.length, 0);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** The page count of the whole catalogue. */
export function cataloguePageCount(sections: readonly CatalogueSection[]): number {
  return 1 + contentsPages(sections) + sections.reduce((sum, section) => sum + section.products.length, 0);
}

/**
 * The catalogue: a cover (the company, the title, the day of issue, how many products), the
 * contents (each category's products with their page) and a sheet per product, category by
 * category. Page numbers are printed at the foot of every page by the engine.
 */
export function catalogueHtml(input: { title: string; sections: CatalogueSection[] }, dictionary: Dictionary, company: CompanyDetails): string {
  const t = dictionary.messages.printed.catalogue;
  const pages = productPages(input.sections);
  const count = pages.length;
  const rows: string[] = [];
  let index = 0;
  for (const section of input.sections) {
    rows.push(`<div class="row heading"><span class="name">${e(section.name)}</span></div>`);
    for (const product of section.products) {
      rows.push(
        `<div class="row"><span class="name"><bdi dir="ltr">${e(product.name)}</bdi></span><span class="dots"></span><span class="page" data-page-of="${e(product.slug)}">${pages[index]}</span></div>`,
      );
      index += 1;
    }
  }
  const contents: string[] = [];
  for (let start = 0; start < rows.length; start += CONTENTS_ROWS) {
    contents.push(`<section class="contents">${start === 0 ? `<h2>${e(t.contents)}</h2>` : ""}${rows.slice(start, start + CONTENTS_ROWS).join("")}</section>`);
  }
  if (contents.length === 0) contents.push(`<section class="contents"><h2>${e(t.contents)}</h2></section>`);
  const address = [company.city, company.country].filter(Boolean).join(", ");
  const cover = `<section class="cover">
<div class="company">${e(company.name)}</div>
<div class="muted">${e(address)}</div>
<h1>${e(input.title)}</h1>
<div>${format(e(t.edition), { date: ISSUED_ON })}</div>
<div class="muted">${e(format(t.productCount, { count: String(count) }))}</div>
<div class="muted" style="margin-top:8mm"><bdi dir="ltr">${e([company.phone, company.email].filter(Boolean).join(" · "))}</bdi></div>
</section>`;
  const sheets = input.sections.flatMap((section) => section.products.map((product) => sheetSection(product, dictionary, company)));
  return page(dictionary.locale, input.title, [cover, ...contents, ...sheets].join("\n"));
}

/** The foot of every page of the catalogue: "Page 3 / 120", filled in by the engine. */
export function catalogueFooter(dictionary: Dictionary): string {
  const label = e(dictionary.messages.printed.catalogue.page);
  return `<div style="width:100%;font-family:${e(PDF_FONT_FAMILY)};font-size:8pt;color:#475569;text-align:center;" dir="${localeDirection(dictionary.locale)}">${label} <span class="pageNumber"></span> / <span class="totalPages"></span></div>`;
}
