/** The buyer's page of a sent quotation (decision 0072), in English. */
export const quotation = {
  title: "Quotation {number}",
  sent: "Version {version}, sent on {date}",
  validUntil: "Valid until {date}",
  columns: {
    product: "Product",
    quantity: "Quantity",
    unit: "Unit",
    unitPrice: "Unit price",
    total: "Total",
  },
  subtotal: "Subtotal",
  discount: "Discount ({percent} %)",
  total: "Total",
  terms: {
    delivery: "Delivery terms",
    payment: "Payment terms",
    leadTime: "Lead time",
    notes: "Notes",
  },
  acceptHeading: "Accept",
  acceptHint:
    "By accepting, you ask us to prepare the pro forma invoice on these terms.",
  accept: "Accept this quotation",
  declineHeading: "Decline",
  reason: "Reason",
  note: "Anything you would like to tell us (optional)",
  decline: "Decline this quotation",
  reasons: {
    price: "The price",
    "lead-time": "The lead time",
    "other-supplier": "We chose another supplier",
    "no-registration": "The product is not registered in our country",
    other: "Another reason",
  },
  accepted:
    "Thank you: you accepted this quotation on {date}. We will send you the pro forma invoice.",
  declined: "You declined this quotation on {date}. Thank you for telling us.",
  expired:
    "This quotation was valid until {date}. Please write to us for a new one.",
  replaced:
    "This quotation has been revised: please open the link in our latest e-mail.",
  unknown:
    "This link is not valid. Check that you opened the whole address from our e-mail.",
  reasonRequired: "Choose a reason",
  noteTooLong: "Keep it to 1,000 characters",
};
