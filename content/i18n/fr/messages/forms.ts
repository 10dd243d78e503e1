/** PLACEHOLDER: English until translated (see content/i18n/en/messages/forms.ts). */
import type { Messages } from "../../types";
import { forms as english } from "../../en/messages/forms";
export const forms: Messages["forms"] = english;
