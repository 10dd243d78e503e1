/** E-mail a buyer receives, in English. Server-only: never sent to the browser. */
export const mail = {
  /** The acknowledgement of a request for quotation. */
  quoteAck: {
    subject: "Your request for quotation {reference}",
    greeting: "Dear {name},",
    intro: "Thank you for your request for quotation. Its reference is {reference}; please quote it in any reply. Our team answers within {hours} hours.",
    terms: "Terms: {incoterm} {destination}, {country}",
    listHeading: "Your list",
    columns: {
      product: "Product",
      quantity: "Quantity",
      unit: "Unit",
      note: "Note",
    },
  },
};
