import type { Messages } from "../../types";
import { catalogue } from "./catalogue";
import { chrome } from "./chrome";
import { forms } from "./forms";
import { documents } from "./documents";
import { mail } from "./mail";
import { quotation } from "./quotation";
import { printed } from "./printed";

export const messages: Messages = { chrome, catalogue, forms, documents, mail, quotation, printed };
