/** E-mail a buyer receives, in English. Server-only: never sent to the browser. */
export const mail = {
  /** Opens every mail to an address nobody verified: no name the sender typed (decision 0028). */
  greeting: "Hello,",
  /** Closes every acknowledgement: the company's contacts from Settings. */
  contactLine: "Phone: {phone} · E-mail: {email} · WhatsApp: {whatsapp}",
  /** The acknowledgement of a contact message or an inquiry: it arrived, and when to expect an answer. */
  messageAck: {
    subject: "We have received your message",
    intro:
      "Thank you for writing to us. Your message has reached our team, who answer within {hours} hours. To add anything, simply reply to this e-mail.",
  },
  /** The acknowledgement of a request for quotation. */
  quoteAck: {
    subject: "Your request for quotation {reference}",
    intro:
      "Thank you for your request for quotation. Its reference is {reference}; please quote it in any reply. Our team answers within {hours} hours.",
    terms: "Terms: {incoterm}, {country}",
    listHeading: "Your list",
    columns: {
      product: "Product",
      quantity: "Quantity",
      unit: "Unit",
    },
  },
  /** Staff's answer to a document request: the link, or why not (decision 0062). */
  documentAnswer: {
    subjectApproved: "Your document request has been approved",
    subjectDeclined: "Your document request",
    approved: "We have approved your request for these documents:",
    partly: "We cannot share the other documents you asked for.",
    declined: "We are sorry: we cannot share the documents you asked for.",
    note: "Our note: {note}",
    linkLine: "Download them from this link until {date}:",
  },
  /** A sent quotation's mail, above the greeting and signature of the reply it is sent as (decision 0072). */
  /** The reminder of a sent quotation before its last valid day, once (decision 0072). */
  quotationReminder: {
    subject: "Reminder: quotation {number}",
    body: "Our quotation {number} is valid until {date}. To accept or decline it, open the link in our e-mail of {sent}; the quotation is attached again.",
  },
  quotation: {
    subject: "Quotation {number}",
    body: "Please find our quotation {number} for a total of {total}, valid until {date}.\n\nYou can read it, and accept or decline it, at this address:\n{link}",
  },
  /** Who a reply greets when the buyer gave no name: filled in for {name}. */
  replyAnyone: "Sir or Madam",
  /** Staff's reply templates, one per kind of message: the defaults until staff edit them (decision 0069). */
  replyTemplates: {
    contact: {
      subject: "Your message to {company} ({reference})",
      body: "Dear {name},\n\nThank you for writing to {company}.\n\n\n\nKind regards,\n{company}",
    },
    inquiry: {
      subject: "Your inquiry to {company} ({reference})",
      body: "Dear {name},\n\nThank you for your inquiry about {products}.\n\n\n\nKind regards,\n{company}",
    },
    quote: {
      subject: "Your request for quotation {reference}",
      body: "Dear {name},\n\nThank you for your request for quotation {reference} for:\n{products}\n\n\n\nKind regards,\n{company}",
    },
    "document-request": {
      subject: "Your document request ({reference})",
      body: "Dear {name},\n\nThank you for your interest in our documents. Please find them attached.\n\n\n\nKind regards,\n{company}",
    },
  },
};
