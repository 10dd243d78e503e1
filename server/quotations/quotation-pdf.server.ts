import type { CompanyDetails } from "../../app/company/company";
import { format } from "../../app/i18n/format";
import { localeDirection, type Locale } from "../../app/i18n/locales";
import type { Messages } from "../../content/i18n/types";
import { escapeHtml } from "../html.server";
import { PDF_FONT_FAMILY } from "../pdf/pdf-engine.server";
import type { QuotationLinkView } from "./quotations.server";

type BuyerView = NonNullable<QuotationLinkView["quotation"]>;

/**
 * A quotation's version as a printable A4 document in its language (decision 0072): the company's
 * letterhead, the number, dates, the lines in a table whose header repeats on every page, the
 * totals and the terms. Right to left for Arabic, product names kept left to right. Every value
 * is escaped; nothing is loaded from anywhere.
 */
export function quotationHtml(q: BuyerView, t: Messages["quotation"], language: Locale, company: CompanyDetails): string {
  const e = escapeHtml;
  const dir = localeDirection(language);
  const terms = (
    [
      [t.terms.delivery, `${q.incoterm} ${q.port}`.trim()],
      [t.terms.payment, q.paymentTerms],
      [t.terms.leadTime, q.leadTime],
      [t.terms.notes, q.notes],
    ] as const
  ).filter(([, value]) => value);
  const contact = [company.phone, company.email].filter(Boolean).join(" · ");
  return `<!doctype html>
<html lang="${e(language)}" dir="${dir}">
<head>
<meta charset="utf-8">
<title>${e(format(t.title, { number: q.number }))}</title>
<style>
  @page { size: A4; margin: 18mm 16mm; }
  body { font-family: ${PDF_FONT_FAMILY}; font-size: 10.5pt; color: #0f172a; margin: 0; }
  header { border-bottom: 2px solid #15803d; padding-bottom: 4mm; margin-bottom: 6mm; }
  header > div + div { margin-top: 5mm; }
  .company { font-weight: bold; font-size: 13pt; }
  .muted { color: #475569; }
  h1 { font-size: 18pt; margin: 0 0 2mm; white-space: nowrap; }
  table { width: 100%; border-collapse: collapse; margin: 6mm 0; }
  thead { display: table-header-group; }
  th { text-align: start; border-bottom: 1.5px solid #334155; padding: 2mm 2mm 2mm 0; font-size: 9.5pt; }
  td { border-bottom: 1px solid #cbd5e1; padding: 2mm 2mm 2mm 0; vertical-align: top; }
  tr { break-inside: avoid; }
  .num { text-align: end; white-space: nowrap; font-variant-numeric: tabular-nums; }
  .totals { margin-inline-start: auto; width: 60%; }
  .totals td { border: none; padding: 1mm 0; }
  .total td { font-weight: bold; font-size: 12.5pt; border-top: 1.5px solid #334155; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 1.5mm 6mm; margin: 6mm 0 0; }
  dt { font-weight: bold; }
  dd { margin: 0; white-space: pre-wrap; }
</style>
</head>
<body>
<header>
  <div><div class="company">${e(company.name)}</div><div class="muted">${e([company.street, company.city, company.country].filter(Boolean).join(", "))}</div><div class="muted">${e(contact)}</div></div>
  <div><h1>${e(format(t.title, { number: q.number }))}</h1><div>${e(format(t.sent, { version: q.version, date: q.sentOn }))}</div><div>${e(format(t.validUntil, { date: q.validUntil }))}</div></div>
</header>
<table>
  <thead><tr><th>${e(t.columns.product)}</th><th class="num">${e(t.columns.quantity)}</th><th>${e(t.columns.unit)}</th><th class="num">${e(t.columns.unitPrice)}</th><th class="num">${e(t.columns.total)}</th></tr></thead>
  <tbody>
${q.lines
  .map(
    (line) =>
      `    <tr><td><bdi dir="ltr">${e(line.product)}</bdi></td><td class="num">${e(line.quantity)}</td><td><bdi>${e(line.unit)}</bdi></td><td class="num">${e(line.unitPrice)}</td><td class="num">${e(line.lineTotal)}</td></tr>`,
  )
  .join("\n")}
  </tbody>
</table>
<table class="totals">
  <tr><td>${e(t.subtotal)}</td><td class="num">${e(q.subtotal)}</td></tr>
${q.hasDiscount ? `  <tr><td>${e(format(t.discount, { percent: q.discountPercent }))}</td><td class="num">${e(q.discount)}</td></tr>\n` : ""}  <tr class="total"><td>${e(t.total)}</td><td class="num">${e(q.total)}</td></tr>
</table>
${terms.length > 0 ? `<dl>${terms.map(([label, value]) => `<dt>${e(label)}</dt><dd><bdi>${e(value)}</bdi></dd>`).join("")}</dl>` : ""}
</body>
</html>
`;
}
