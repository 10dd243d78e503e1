import type { Messages } from "../../types";
import { catalogue } from "./catalogue";
import { chrome } from "./chrome";
import { forms } from "./forms";
import { mail } from "./mail";

export const messages: Messages = { chrome, catalogue, forms, mail };
