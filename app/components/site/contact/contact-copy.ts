import type { SiteContent } from "~content/i18n/types";

/** The contact page's copy in one language, as its loader sends it. */
export type ContactPageCopy = SiteContent["contact"]["contactPage"];
