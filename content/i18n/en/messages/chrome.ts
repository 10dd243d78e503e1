/**
 * The site's frame in English: header, footer, top bar, language switcher, error views.
 * Spec texts to the letter. Placeholders are written {name} and filled by `format`.
 */
export const chrome = {
  skipLink: "Skip to content",
  nav: {
    /** Landmark names of the two menus. */
    mainLabel: "Main",
    mobileLabel: "Mobile",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    home: "Home",
    about: "About Us",
    globalPresence: "Global Presence",
    services: "Services",
    products: "Products",
    contact: "Contact Us",
    compliance: "Quality and Compliance",
  },
  quoteBadge: {
    label: "Quote",
    /** Read after the count by screen readers: "3 products". */
    one: " product",
    other: " products",
  },
  logo: {
    /** The small line under the short name. */
    subtitle: "Exports",
  },
  topBar: {
    businessType: "Export, Trader and Wholesale Supplier",
  },
  footer: {
    contact: "Contact",
    quickLinks: "Quick links",
    findUs: "Find us",
    mapAlt: "Map of our office in {city} {postalCode} (opens in a new tab)",
    copyright: "© {year} {name}. All rights reserved.",
  },
  chatButton: {
    label: "Chat with us on WhatsApp (opens in a new tab)",
    /** The WhatsApp message a "Send on WhatsApp" link pre-fills, before the list of products. */
    quoteGreeting: "Hello, I would like a quotation for:",
  },
  errors: {
    notFoundCode: "Error 404",
    errorCode: "Error 500",
    notFoundTitle: "Page not found",
    errorTitle: "Unexpected Application Error!",
    notFoundText: "The page you asked for does not exist or has moved. Our catalogue and contact details are a click away.",
    errorText: "Something went wrong on our side. Please try again in a moment, or contact us and we will help.",
    home: "Go to the home page",
    products: "Browse products",
    contact: "Contact us",
  },
  breadcrumbs: {
    label: "Breadcrumb",
    home: "Home",
  },
  pagination: {
    previous: "Previous",
    next: "Next",
    page: "Page {page}",
  },
  contactPrompt: {
    heading: "Looking for specific products?",
    text: "Contact our team for detailed information about our product range",
    button: "Contact Us",
  },
  /** Small words of the marketing pages' sections that their copy modules do not hold. */
  sections: {
    viewDetails: "View Details",
    /** Read after "View Details" by screen readers only. */
    viewDetailsOf: " of {name}",
    viewAllProducts: "VIEW ALL PRODUCTS",
    statsLabel: "Our company in numbers",
    /** Read after a region's count of countries by screen readers only. */
    countries: " countries",
    servicesOnPage: "Services on this page",
  },
  carousel: {
    label: "Highlights",
    slide: "{index} of {count}",
    pause: "Pause slide show",
    play: "Play slide show",
    previous: "Previous slide",
    next: "Next slide",
    showSlide: "Show slide {index} of {count}",
  },
  languageSwitcher: {
    /** The control's accessible name. */
    label: "Language",
  },
  languageSuggestion: {
    /** Shown in the visitor's own language when their browser prefers one we speak. */
    text: "This page is available in English.",
    accept: "Read in English",
    dismiss: "Dismiss",
  },
};
