/**
 * Every text of the public site's interface in English, by area. Each language has the same
 * files under content/i18n/<locale>/messages/, checked against these shapes by TypeScript.
 */
import { catalogue } from "./catalogue";
import { chrome } from "./chrome";
import { forms } from "./forms";
import { documents } from "./documents";
import { mail } from "./mail";
import { quotation } from "./quotation";
import { printed } from "./printed";

export const messages = { chrome, catalogue, forms, documents, mail, quotation, printed };
