import type { NavItem } from "../../app/config/navigation";
import { messages } from "../../content/i18n/en/messages";
import { companyDefaults } from "../../app/config/site";
import { siteContentFor } from "../../app/i18n/dictionary.server";

/**
 * The English page copy as a new database shows it: the copy names the company's facts as
 * placeholders, filled here with the defaults of app/config/site.ts, as the pages fill them.
 */
export const englishCopy = siteContentFor("en", companyDefaults);

/** A menu entry's English label: the `nav` text of its page id. */
export const navLabel = (item: NavItem): string => messages.chrome.nav[item.page];
