/**
 * The document library's public texts in English: the Quality and compliance page and a
 * product's Documents section. Placeholders are written {name} and filled by `format`.
 */
export const documents = {
  compliance: {
    heading: "Quality and Compliance",
    intro:
      "Our certificates and licences, with their numbers, issuers and validity. Before your first order, please check each one with its issuer: the issuer's register is the proof, not a PDF.",
    certificatesHeading: "Company certificates",
    none: "No certificates are published yet. Ask us for them through the contact page.",
    askUs: "Ask us for a document",
  },
  fields: {
    number: "Number",
    issuer: "Issuer",
    validUntil: "Valid until",
    issuedOn: "Issued on",
    country: "Country",
    noExpiry: "No expiry date",
  },
  status: {
    expired: "Expired on {date}",
    expiredNote: "This document is no longer valid; a renewal is in progress. Ask us for the current one.",
    sample: "Sample document (fictional)",
  },
  actions: {
    verify: "Verify with the issuer",
    opensNewTab: "(opens in a new tab)",
    download: "Download",
    onRequest: "On request",
    request: "Request",
  },
  product: {
    heading: "Documents",
    intro: "Public documents download at once; the others are sent after we approve your request.",
  },
  types: {
    "who-gmp": "WHO-GMP certificate",
    "iso-9001": "ISO 9001 certificate",
    "manufacturing-licence": "Manufacturing licence",
    "import-export-code": "Import-export code",
    "gst-registration": "GST registration",
    "company-other": "Company document",
    coa: "Certificate of analysis",
    copp: "Certificate of pharmaceutical product (CoPP)",
    "free-sale": "Free sale certificate",
    sds: "Safety data sheet",
    stability: "Stability summary",
    specification: "Specification",
    leaflet: "Patient information leaflet",
    bioequivalence: "Bioequivalence summary",
    "product-other": "Product document",
    registration: "Registration certificate",
  },
};
