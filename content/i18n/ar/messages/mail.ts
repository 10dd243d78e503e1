/** PLACEHOLDER: English until translated (see content/i18n/en/messages/mail.ts). */
import type { Messages } from "../../types";
import { mail as english } from "../../en/messages/mail";
export const mail: Messages["mail"] = english;
