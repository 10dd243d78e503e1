import { plainPdf } from "./document-fixtures";
import type { TestServer } from "./server";

/** The library's page, which takes the new-document form (multipart) and each document's details form. */
const LIBRARY = "/admindocuments";

/**
 * Adds a company document through the library's form as a signed-in admin would (a PDF drawn
 * for it) and answers its id. `fields` adds to or replaces the defaults: an "other company
 * document", public, in English, with no expiry date unless given.
 */
export async function addDocument(server: Pick<TestServer, "url">, cookie: string, fields: Record<string, string>): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ intent: "new-document", type: "company-other", language: "en", visibility: "public", ...fields })) body.append(name, value);
  body.append("file", new Blob([new Uint8Array(await plainPdf(fields.title ?? "Document"))], { type: "application/pdf" }), "document.pdf");
  const res = await fetch(`${server.url}${LIBRARY}`, { method: "POST", headers: { cookie }, body, redirect: "manual" });
  const id = /^\/admindocuments\/([0-9a-f-]{36})\?/.exec(res.headers.get("location") ?? "")?.[1];
  if (res.status !== 302 || !id) throw new Error(`The document was not added (${res.status}): ${(await res.text()).match(/id="[^"]*-error"[^>]*>[^<]*/g)?.join(" ")}`);
  return id;
}

/** Saves a document's details form with these values (every detail the form posts must be given). */
export async function saveDocumentDetails(server: Pick<TestServer, "url">, cookie: string, id: string, fields: Record<string, string>): Promise<void> {
  const res = await fetch(`${server.url}${LIBRARY}/${id}`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ intent: "document-details", type: "company-other", language: "en", visibility: "public", ...fields }),
    redirect: "manual",
  });
  if (res.status !== 302) throw new Error(`The details were not saved (${res.status}): ${(await res.text()).match(/id="[^"]*-error"[^>]*>[^<]*/g)?.join(" ")}`);
}
