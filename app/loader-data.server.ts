import { AsyncLocalStorage } from "node:async_hooks";
import { documentData, sendInDocuments, type DocumentData } from "./loader-data";

/**
 * Which request a loader's `send` is answering, when it is a document's (app/loader-data.ts): its
 * values then go in the page's data block, not in React Router's stream. The server runs each
 * document request inside `asDocument` (server/app.server.ts, through the entry module, which
 * holds this module's one copy); a navigation's `.data` request runs in `outsideDocuments` and
 * gets the JSON.
 */
const documents = new AsyncLocalStorage<DocumentData>();
sendInDocuments(() => documents.getStore());

/** Runs `answer` as a document request's: its loaders and its render. */
export function asDocument<T>(answer: () => T): T {
  return documents.run(documentData(), answer);
}

/** Runs `answer` outside any document, whatever context it was called from: a `.data` request's. */
export function outsideDocuments<T>(answer: () => T): T {
  return documents.exit(answer);
}
