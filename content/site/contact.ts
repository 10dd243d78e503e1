/** Copy for the Contact page and the choices its form offers. */
import { site } from "../../app/config/site";

export const contactPage = {
  heading: "Get In Touch With Us!",
  intro: `Whether you are sourcing a single product or planning a full range for your market, our export team is ready to help. Call, write or send the form below, and you will receive a detailed business quotation within ${site.quoteTurnaroundHours} hours.`,
  detailsHeading: "Our Contact Details",
  labels: {
    phone: "Phone",
    email: "Email",
    address: "Office Address",
  },
  formTitle: "Feel Free to Contact Us",
  formIntro: "Tell us a little about your requirement. Fields marked with an asterisk are required.",
  mapTitle: `Map showing our office in {city}`,
  /** The plain link beside the map, for when the embedded map cannot load. */
  mapLink: "Open the map in a new tab",
} as const;

/** The usual interests, offered as suggestions; a buyer may write any other. */
export const interestOptions = [
  "Pharmaceutical products",
  "Nutraceutical products",
  "Cosmetic products",
  "Contract manufacturing",
  "Third-party manufacturing",
  "Institutional tenders",
  "Regulatory services",
  "Other",
] as const;

