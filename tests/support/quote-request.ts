/**
 * A buyer's request for quotation as the tests post it to `/api/quote`: the terms without the
 * lines, which each test adds (and overrides what it checks).
 */
export const quoteTerms = {
  name: "Wanjiru Kamau",
  company: "Coast Pharma Ltd",
  email: "wanjiru@coastpharma.example",
  phone: "+254 712 345678",
  country: "Kenya",
  destination: "Mombasa",
  incoterm: "CIF",
  wantedBy: "",
  documents: ["coa"],
  privateLabel: "no",
  message: "",
};
