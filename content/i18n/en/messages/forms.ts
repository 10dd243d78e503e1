/** Form labels, validation messages and toasts in English (the specification's texts). */
import { VALIDATION_MESSAGES } from "../../../../app/schemas/validation-messages";

export const forms = {
  /** Field labels, shared by the contact, inquiry and quote forms. */
  fields: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    interest: "Interest",
    message: "Message",
    country: "Country",
    company: "Company",
    destination: "Destination port or city",
    incoterm: "Incoterm",
    wantedBy: "Wanted by",
    documents: "Documents needed",
    privateLabel: "Private label",
    quantity: "Quantity",
    unit: "Unit",
    note: "Note",
  },
  placeholders: {
    interest: "Type or pick, e.g. Contract manufacturing",
    country: "Type to search",
    note: "Strength, pack, registration...",
  },
  /** The off-screen field only bots fill (its label is read by nobody but a bot, still it speaks the page's language). */
  honeypot: "Leave this field empty",
  contact: {
    formLabel: "Contact form",
    submit: "Submit",
    /** The usual interests, offered as suggestions (a buyer may write any other); a pick in another language is stored in English. */
    interestOptions: [
      "Pharmaceutical products",
      "Nutraceutical products",
      "Cosmetic products",
      "Contract manufacturing",
      "Third-party manufacturing",
      "Institutional tenders",
      "Regulatory services",
      "Other",
    ],
  },
  inquiry: {
    title: "Inquire about {product}",
    formLabel: "Inquiry about {product}",
    submit: "Send Inquiry",
    close: "Close",
  },
  /** The toasts, and the notices a form shows in their place without JavaScript. */
  notices: {
    sentTitle: "Message sent!",
    sentText: "We have received your inquiry.",
    failedTitle: "Something went wrong!",
    failedText: "Please try again later.",
    /** The toasts' close button. */
    closeToast: "Close toast",
    /** The toasts' region, as assistive technology names it. */
    region: "Notifications",
  },
  quote: {
    title: "Request a quotation",
    metaTitle: "Request a quotation | {site}",
    metaDescription: "Your quote list: quantities, units and export terms for one request for quotation.",
    intro: "Set a quantity and unit for each product, tell us your export terms, and we send one quotation for the whole list.",
    empty: "Your quote list is empty.",
    browse: "Browse products",
    emptyHint: 'and choose "Add to quote" on the ones you need.',
    listHeadingOne: "Your list ({count} product)",
    listHeadingMany: "Your list ({count} products)",
    whatsapp: "Send this list on WhatsApp",
    newTab: "(opens in a new tab)",
    remove: "Remove",
    update: "Update list",
    /** Adds the typed figures to the list, then opens the catalogue. */
    browseMore: "Add more products",
    /** A line whose product was hidden or deleted from the catalogue. */
    unavailable: "No longer available",
    unavailableHint: "We no longer list this product. Our sales team will see it marked as unavailable; remove it if you do not need it.",
    termsHeading: "Your details and terms",
    choose: "Choose...",
    yes: "Yes",
    no: "No",
    send: "Send request",
    sentHeading: "Request sent",
    sentBefore: "Your reference is ",
    sentAfter: ". We have e-mailed you a copy of your list and answer within {hours} hours.",
    /** The units a quantity is counted in, by stored value. */
    units: {
      units: "units",
      strips: "strips",
      boxes: "boxes",
      bottles: "bottles",
      cartons: "cartons",
      kg: "kg",
    },
    /** The documents a buyer may ask for, by stored value. */
    documents: {
      coa: "COA",
      copp: "COPP",
      "who-gmp": "WHO-GMP certificate",
      stability: "Stability data",
      "ctd-actd": "CTD/ACTD dossier",
      "free-sale": "Free-sale certificate",
    },
  },
  /** Every answer of the public forms, by key (app/schemas/validation-messages.ts); placeholders kept. */
  validation: VALIDATION_MESSAGES,
};
