/** The PDFs the site prints for buyers (decision 0073): a product's data sheet and the catalogue, in English. */
export const printed = {
  dataSheet: {
    title: "Product data sheet",
    composition: "Composition",
    category: "Category",
    documents: "Documents available",
    onRequest: "on request",
    issued: "Issued on {date}",
    current: "Current version and full details:",
  },
  catalogue: {
    title: "Product catalogue",
    categoryTitle: "{category}: product catalogue",
    edition: "Edition of {date}",
    productCount: "{count} products",
    contents: "Contents",
    page: "Page",
  },
  links: {
    dataSheet: "Data sheet (PDF)",
    catalogue: "Whole catalogue (PDF)",
    categoryCatalogue: "{category} catalogue (PDF)",
    heading: "Catalogues to download",
  },
  /** Answered while a file is being printed for the first time. */
  preparing: "This file is being prepared. Please try again in a minute.",
};
