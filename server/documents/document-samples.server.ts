import type { DocumentType, DocumentVisibility } from "../../app/schemas/documents";
import { isoDay } from "../../app/schemas/days";
import type { Logger } from "../logger.server";
import type { DocumentRepository } from "./document-repository.server";
import type { DocumentsService } from "./documents.server";

/**
 * The fictional documents a new database starts with (decision 0050), so that a first start
 * shows the compliance page, a product's documents and a document request working. Each PDF is
 * drawn here, marked SAMPLE on every page, and each document is marked as a sample in the admin.
 */

interface SampleDocument {
  type: DocumentType;
  title: string;
  number: string;
  issuer: string;
  /** Years from the seeding day: issued before, valid until after. */
  issuedYearsAgo: number;
  validYears: number | null;
  /**
   * Fixed days instead, for a document that must match a sample elsewhere: a registration
   * certificate carries its sample registration's date (server/catalogue/registrations.server.ts).
   */
  dates?: { issuedOn: string; expiresOn: string };
  country?: string;
  scopeNote?: string;
  verificationUrl?: string;
  visibility: DocumentVisibility;
  /** Catalogue slugs; none for a company document. */
  products: string[];
  fileName: string;
  /** The lines of the drawn certificate. */
  body: string[];
}

const COMPANY = "Verdant Meridian Exports";

export const SAMPLE_DOCUMENTS: readonly SampleDocument[] = [
  {
    type: "who-gmp",
    title: "WHO-GMP certificate",
    number: "SAMPLE-WHO-GMP-2025-0417",
    issuer: "State Drugs Control Organisation (sample issuer)",
    issuedYearsAgo: 1,
    validYears: 2,
    scopeNote: "Tablets, capsules, oral liquids and dry syrups (sample scope).",
    verificationUrl: "https://cdsco.gov.in/",
    visibility: "public",
    products: [],
    fileName: "who-gmp-certificate-sample.pdf",
    body: ["Certificate of Good Manufacturing Practice", "in line with WHO guidelines", `issued to ${COMPANY}`],
  },
  {
    type: "iso-9001",
    title: "ISO 9001:2015 certificate",
    number: "SAMPLE-QMS-9001-88213",
    issuer: "Sample Certification Body Pvt. Ltd.",
    issuedYearsAgo: 1,
    validYears: 2,
    scopeNote: "Sourcing, warehousing and export of pharmaceutical, nutraceutical and cosmetic products (sample scope).",
    verificationUrl: "https://www.iafcertsearch.org/",
    visibility: "public",
    products: [],
    fileName: "iso-9001-2015-certificate-sample.pdf",
    body: ["Quality management system certificate", "ISO 9001:2015", `granted to ${COMPANY}`],
  },
  {
    type: "manufacturing-licence",
    title: "Manufacturing licence",
    number: "SAMPLE-ML-25-DL-3301",
    issuer: "State Licensing Authority (sample issuer)",
    issuedYearsAgo: 2,
    validYears: 3,
    visibility: "on-request",
    products: [],
    fileName: "manufacturing-licence-sample.pdf",
    body: ["Licence to manufacture for sale or distribution", "drugs other than those specified in Schedule C", `licensee: ${COMPANY}`],
  },
  {
    type: "coa",
    title: "Certificate of analysis, Verdamol 500 Tablets",
    number: "SAMPLE-COA-VM500-B2417",
    issuer: `${COMPANY} quality control (sample)`,
    issuedYearsAgo: 0,
    validYears: null,
    scopeNote: "Batch VM500-B2417: assay, dissolution, related substances (sample values).",
    visibility: "public",
    products: ["verdamol-500-tablets"],
    fileName: "coa-verdamol-500-sample.pdf",
    body: ["Certificate of analysis", "Verdamol 500 Tablets (Paracetamol 500 mg)", "Batch VM500-B2417: complies with IP"],
  },
  {
    type: "copp",
    title: "CoPP, Verdamol 500 Tablets, Kenya",
    number: "SAMPLE-COPP-VM500-KE-0091",
    issuer: "Central Drugs Standard Control Organisation (sample issuer)",
    issuedYearsAgo: 0,
    validYears: 2,
    country: "KE",
    verificationUrl: "https://cdsco.gov.in/",
    visibility: "on-request",
    products: ["verdamol-500-tablets"],
    fileName: "copp-verdamol-500-kenya-sample.pdf",
    body: ["Certificate of a Pharmaceutical Product", "WHO certification scheme format", "Verdamol 500 Tablets, importing country: Kenya"],
  },
  {
    // The certificate of the sample Kenyan registration of Verdamol 500 Tablets (its number and
    // date): public, so the product page's Registrations table links it on a first start.
    type: "registration",
    title: "Registration certificate, Verdamol 500 Tablets, Kenya",
    number: "SAMPLE-KE-PPB-0417",
    issuer: "Pharmacy and Poisons Board, Kenya (sample issuer)",
    issuedYearsAgo: 0,
    validYears: null,
    dates: { issuedOn: "2023-04-01", expiresOn: "2028-03-31" },
    country: "KE",
    visibility: "public",
    products: ["verdamol-500-tablets"],
    fileName: "registration-verdamol-500-kenya-sample.pdf",
    body: ["Certificate of registration of a pharmaceutical product", "Verdamol 500 Tablets (Paracetamol 500 mg)", `Holder: ${COMPANY}, country: Kenya`],
  },
  {
    type: "copp",
    title: "CoPP, Amoxiverd 500 Capsules, Nigeria",
    number: "SAMPLE-COPP-AX500-NG-0144",
    issuer: "Central Drugs Standard Control Organisation (sample issuer)",
    issuedYearsAgo: 0,
    validYears: 2,
    country: "NG",
    verificationUrl: "https://cdsco.gov.in/",
    visibility: "on-request",
    products: ["amoxiverd-500-capsules"],
    fileName: "copp-amoxiverd-500-nigeria-sample.pdf",
    body: ["Certificate of a Pharmaceutical Product", "WHO certification scheme format", "Amoxiverd 500 Capsules, importing country: Nigeria"],
  },
  {
    type: "coa",
    title: "Certificate of analysis, Ciproverd 500 Tablets",
    number: "SAMPLE-COA-CV500-B1108",
    issuer: `${COMPANY} quality control (sample)`,
    issuedYearsAgo: 0,
    validYears: null,
    visibility: "on-request",
    products: ["ciproverd-500-tablets"],
    fileName: "coa-ciproverd-500-sample.pdf",
    body: ["Certificate of analysis", "Ciproverd 500 Tablets (Ciprofloxacin 500 mg)", "Batch CV500-B1108: complies with IP"],
  },
];

/** One page, with the document's lines and SAMPLE across it. */
export async function drawSamplePdf(sample: Pick<SampleDocument, "title" | "number" | "issuer" | "body">, issuedOn: string, expiresOn: string | null): Promise<Buffer> {
  // pdf-lib is loaded only when a new database gets its samples, not at every start.
  const { PDFDocument, StandardFonts, degrees, rgb } = await import("@cantoo/pdf-lib");
  const document = await PDFDocument.create();
  document.setTitle(`${sample.title} (sample)`);
  document.setProducer(COMPANY);
  document.setCreationDate(new Date(`${issuedOn}T00:00:00Z`));
  document.setModificationDate(new Date(`${issuedOn}T00:00:00Z`));
  const page = document.addPage([595, 842]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  page.drawText("SAMPLE", { x: 120, y: 260, size: 120, font: bold, color: rgb(0.9, 0.9, 0.9), rotate: degrees(45) });
  page.drawRectangle({ x: 36, y: 36, width: 523, height: 770, borderColor: rgb(0.08, 0.5, 0.24), borderWidth: 2 });
  let y = 760;
  page.drawText(sample.title, { x: 60, y, size: 18, font: bold, color: rgb(0.05, 0.3, 0.15) });
  y -= 40;
  for (const line of sample.body) {
    page.drawText(line, { x: 60, y, size: 13, font: regular });
    y -= 22;
  }
  y -= 20;
  for (const [label, value] of [
    ["Number", sample.number],
    ["Issuer", sample.issuer],
    ["Issued on", issuedOn],
    ["Valid until", expiresOn ?? "not applicable"],
  ] as const) {
    page.drawText(`${label}:`, { x: 60, y, size: 11, font: bold });
    page.drawText(value, { x: 150, y, size: 11, font: regular });
    y -= 18;
  }
  page.drawText("Fictional sample document, for demonstration only. Not valid for any purpose.", { x: 60, y: 60, size: 10, font: bold, color: rgb(0.7, 0.1, 0.1) });
  return Buffer.from(await document.save());
}

const yearsFrom = (day: string, years: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return isoDay(date.getTime());
};

/**
 * Writes the sample documents once per database: the first process that claims the seed writes
 * them (another process, or a later start, finds the claim and does nothing). Products not in
 * the catalogue are left out.
 */
export async function seedSampleDocuments(options: {
  repository: DocumentRepository;
  documents: DocumentsService;
  productId: (slug: string) => string | null;
  log: Logger;
  now?: () => number;
}): Promise<number> {
  const now = options.now ?? Date.now;
  if (!(await options.repository.claimSampleSeed(now()))) return 0;
  const today = isoDay(now());
  let written = 0;
  for (const sample of SAMPLE_DOCUMENTS) {
    const productIds = sample.products.map(options.productId).filter((id): id is string => id !== null);
    if (productIds.length < sample.products.length) continue;
    const issuedOn = sample.dates?.issuedOn ?? yearsFrom(today, -sample.issuedYearsAgo);
    const expiresOn = sample.dates?.expiresOn ?? (sample.validYears === null ? null : yearsFrom(issuedOn, sample.validYears));
    const bytes = await drawSamplePdf(sample, issuedOn, expiresOn);
    const outcome = await options.documents.create(
      {
        type: sample.type,
        title: sample.title,
        number: sample.number,
        issuer: sample.issuer,
        issuedOn,
        expiresOn: expiresOn ?? "",
        country: sample.country ?? "",
        scopeNote: sample.scopeNote ?? "",
        verificationUrl: sample.verificationUrl ?? "",
        language: "en",
        visibility: sample.visibility,
        productIds,
      },
      { name: sample.fileName, bytes, oversized: false },
      null,
      true,
    );
    if (outcome.kind === "ok") written += 1;
    else options.log.warn({ title: sample.title, outcome }, "sample document not written");
  }
  options.log.info({ written }, "sample documents written");
  return written;
}
