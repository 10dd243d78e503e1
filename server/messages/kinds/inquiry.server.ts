import { countryLabel } from "../../../app/admin/message-kinds";
import { InquiryServerSchema } from "../../../app/schemas/inquiry.server";
import { companyMail, receivedAcknowledgement, submission, type MessageKindModule } from "./kind.server";

/** A product page's inquiry (`POST /api/inquiry`). */
export const inquiry = {
  kind: "inquiry",
  submission: submission(InquiryServerSchema, (message) => ({
    email: message.email,
    phone: message.phone,
    product: message.product,
    country: message.country.name,
    country_code: message.country.code,
    message: message.message,
  })),
  lines: false,
  inboxTerms: () => null,
  companyMail: (message) =>
    companyMail(message, {
      subject: `Product inquiry: ${message.product ?? ""} (${message.country ?? ""})`,
      heading: "New product inquiry",
      idLabel: "Reference",
      fields: [
        ["Product", message.product ?? ""],
        ["Email", message.email],
        ["Phone", message.phone],
        ["Country", countryLabel(message.country, message.country_code)],
        ["Message", message.message ?? ""],
      ],
    }),
  acknowledgement: (message, _lines, sender) => receivedAcknowledgement(message, sender),
  emailJs: (message) => ({
    template: "inquiry",
    params: {
      product: message.product ?? "",
      email: message.email,
      phone: message.phone,
      country: message.country ?? "",
      message: message.message ?? "",
    },
  }),
} satisfies MessageKindModule<"inquiry">;
