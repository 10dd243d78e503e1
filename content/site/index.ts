/**
 * Every page's copy in English, by page: the list each language's index (content/i18n/<locale>/index.ts)
 * fills with its own modules. A new page's copy is one module here and one line below.
 */
import * as about from "./about";
import * as contact from "./contact";
import * as globalPresence from "./global-presence";
import * as home from "./home";
import * as seo from "./seo";
import * as services from "./services";

export const englishSite = { home, about, services, globalPresence, contact, seo };
