/** E-mail a buyer receives, in English. Server-only: never sent to the browser. */
export const mail = {
  /** Opens every mail to an address nobody verified: no name the sender typed (decision 0028). */
  greeting: "Hello,",
  /** Closes every acknowledgement: the company's contacts from Settings. */
  contactLine: "Phone: {phone} · E-mail: {email} · WhatsApp: {whatsapp}",
  /** The acknowledgement of a request for quotation. */
  quoteAck: {
    subject: "Your request for quotation {reference}",
    intro: "Thank you for your request for quotation. Its reference is {reference}; please quote it in any reply. Our team answers within {hours} hours.",
    terms: "Terms: {incoterm}, {country}",
    listHeading: "Your list",
    columns: {
      product: "Product",
      quantity: "Quantity",
      unit: "Unit",
    },
  },
};
