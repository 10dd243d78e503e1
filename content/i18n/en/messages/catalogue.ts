/**
 * The catalogue's pages in English: listings, search, product page, quote list. Spec texts to
 * the letter. Placeholders are written {name} and filled by `format`.
 */
export const catalogue = {
  /** 'Showing X-Y of N results' (specification: Category page). */
  resultsSummary: "Showing {from}-{to} of {total} results",
  products: {
    heading: "Products",
    intro: "Explore our wide range of high-quality products",
    totalProducts: "Total Products",
    categoriesLabel: "Categories",
    /** What a search asked for: the words alone, the filters alone, or both. */
    searchWords: "\"{q}\"",
    searchWordsIn: "\"{q}\" in {filters}",
    filterSeparator: ", ",
    /** The country filter among the filters: "registered in Kenya". */
    registeredIn: "registered in {country}",
    searchResultsFor: "Search results for {search}",
    searchResultsTitle: "Search results for {search} | {title}",
    clearSearch: "Clear search",
    searchPagesLabel: "Search results pages",
    noMatch: "No products match {search}.",
    noMatchHelp:
      "Try a shorter word, check the spelling, or choose another category or dosage form. We also supply many molecules and strengths that are not listed here:",
    noMatchContact: "contact our team",
    noMatchAfter: "and tell us what you are looking for.",
  },
  category: {
    title: "{category} | {brand}",
    titleWithPage: "{category}, page {page} of {pageCount} | {brand}",
    /** The category and the dosage forms are written in lower case inside the sentence. */
    metaDescription: "{count} {category} products from {company}, exporter in {city}: {forms}. Composition, dosage form and pack size for each.",
    pagesLabel: "{category} pages",
    empty: "No products found in this category.",
    emptyAllCategories: "See all product categories",
    emptyOr: "or",
    emptyContact: "contact our team",
    emptyAfter: "for a product you do not see.",
  },
  categoryCard: {
    count: "({count} products)",
    viewProducts: "View Products",
    /** What each category illustration shows. */
    imageAlt: {
      Pharmaceuticals: "Illustration of a medicine carton, a blister strip of tablets, a vial and capsules",
      Nutraceuticals: "Illustration of a supplement jar with softgels, green leaves, an orange slice and a powder scoop",
      Cosmetic: "Illustration of a gel tube, a soap bar with bubbles, aloe leaves and a flower",
    },
  },
  productCard: {
    readMore: "Read more",
    /** Spoken after 'Read more': "Read more about {name}". */
    readMoreAbout: " about {name}",
  },
  addToQuote: {
    add: "Add to quote",
    added: "Added to quote",
    /** The button's accessible name: its visible words, then the product. */
    label: "{action}: {name}",
    onList: "{name} is on your quote list",
    /** The link beside the confirmation a page shows after "Add to quote" without JavaScript. */
    viewList: "View your quote list",
  },
  searchForm: {
    label: "Products",
    query: "Search by name or composition",
    placeholder: "e.g. paracetamol, vitamin D3, aloe",
    category: "Category",
    allCategories: "All categories",
    dosageForm: "Dosage form",
    allDosageForms: "All dosage forms",
    country: "Country of registration",
    allCountries: "All countries",
    submit: "Search",
  },
  product: {
    title: "{name} | {brand}",
    metaDescription: "{name} ({dosageForm}, {packSize}) for export from {city}. {composition}",
    notFound: "Product not found",
    details: "Product details",
    keyBenefits: "Key Benefits",
    related: "Related Products",
    askOnWhatsApp: "Ask on WhatsApp",
    opensInNewTab: " (opens in a new tab)",
    inquire: "Inquire About {name}",
  },
  gallery: {
    label: "{name} images",
    zoom: "Zoom image",
    previous: "Previous image",
    next: "Next image",
    position: "Image {index} of {count}",
    thumbnails: "Thumbnails",
    zoomed: "{alt} (zoomed)",
    closeZoom: "Close zoomed image",
  },
  /** Alt texts of the product drawings and the placeholder. */
  images: {
    comingSoon: "{name}: product image coming soon",
    front: "{name}: {dosageForm} pack, front view",
    back: "{name}: back of the pack with composition and pack size",
    numbered: "{name}: image {index} of {count}",
  },
};
