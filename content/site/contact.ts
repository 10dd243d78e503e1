/** Copy for the Contact page (the form's own texts, its usual interests among them, are in messages/forms.ts). */
import { site } from "../../app/config/site";
import type { PageSeo } from "../../app/seo/seo";

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

/** The page's name in the menus. */
export const nav = "Contact Us";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Contact Us | ${site.shortName}`,
  description: `Contact our export team in {city} by phone, e-mail or the enquiry form, and receive a detailed business quotation within ${site.quoteTurnaroundHours} hours.`,
};
