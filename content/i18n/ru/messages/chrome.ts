/** PLACEHOLDER: English until translated (see content/i18n/en/messages/chrome.ts). */
import type { Messages } from "../../types";
import { chrome as english } from "../../en/messages/chrome";
export const chrome: Messages["chrome"] = english;
