import type { contactPage } from "~content/site/contact";
import type { Translated } from "~content/i18n/types";

/** The contact page's copy in one language, as its loader sends it. */
export type ContactPageCopy = Translated<typeof contactPage>;
