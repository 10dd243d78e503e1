/** PLACEHOLDER: English until translated (see content/i18n/en/messages/catalogue.ts). */
import type { Messages } from "../../types";
import { catalogue as english } from "../../en/messages/catalogue";
export const catalogue: Messages["catalogue"] = english;
