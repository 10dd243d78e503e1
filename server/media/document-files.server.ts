import type * as PdfLib from "@cantoo/pdf-lib";

type PDFObject = PdfLib.PDFObject;

/**
 * A document's file judged by its bytes (docs/decisions/0050-document-library.md): a PDF, JPEG
 * or PNG by its magic number, whatever its name or the client's content type say; a PDF is
 * then parsed (@cantoo/pdf-lib, the maintained fork of pdf-lib) and refused when it is
 * encrypted, damaged, or carries JavaScript or a launch action.
 */
export type DocumentFileKind = { type: "application/pdf"; extension: "pdf" } | { type: "image/jpeg"; extension: "jpg" } | { type: "image/png"; extension: "png" };

export type DocumentFileCheck = { ok: true; kind: DocumentFileKind } | { ok: false; reason: string };

export const DOCUMENT_REFUSALS = {
  empty: "The file is empty.",
  type: "Only PDF, JPEG and PNG files are accepted; this file is none of them, whatever its name says.",
  encrypted: "The PDF is encrypted or password-protected; upload it without protection.",
  damaged: "The PDF is damaged and cannot be read.",
  script: "The PDF carries JavaScript, which is not accepted.",
  launch: "The PDF carries an action that launches a program or opens another file, which is not accepted.",
  image: "The picture is damaged: it does not end where a JPEG or PNG ends.",
} as const;

const PDF_MAGIC = Buffer.from("%PDF-");
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_END = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** The kind of file the bytes are, by their magic number, or null. */
export function sniffDocumentFile(bytes: Buffer): DocumentFileKind | null {
  // A PDF may have a little junk before its header (readers accept 1024 bytes); none is accepted here.
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return { type: "application/pdf", extension: "pdf" };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { type: "image/jpeg", extension: "jpg" };
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return { type: "image/png", extension: "png" };
  return null;
}

/** Actions that run something: JavaScript, or a launch of a program or file. */
const SCRIPT_ACTIONS = new Set(["JavaScript"]);
const LAUNCH_ACTIONS = new Set(["Launch"]);

type Found = "script" | "launch" | undefined;

/** Looks through one object (and what it holds directly) for a script or a launch. */
function inspectObject(pdf: typeof PdfLib, object: PDFObject | undefined, seen: Set<PDFObject>): Found {
  const { PDFArray, PDFDict, PDFName, PDFRawStream, PDFRef } = pdf;
  if (!object || seen.has(object)) return undefined;
  seen.add(object);
  if (object instanceof PDFRawStream) return inspectObject(pdf, object.dict, seen);
  if (object instanceof PDFArray) {
    for (let i = 0; i < object.size(); i++) {
      const found = inspectObject(pdf, object.get(i), seen);
      if (found) return found;
    }
    return undefined;
  }
  if (!(object instanceof PDFDict)) return undefined;
  let found: Found;
  for (const [key, value] of object.entries()) {
    const name = key.decodeText();
    // /JS holds an action's script; /JavaScript is the document's name tree of scripts.
    if (name === "JS" || name === "JavaScript") return "script";
    if (name === "S" && value instanceof PDFName) {
      const action = value.decodeText();
      if (SCRIPT_ACTIONS.has(action)) return "script";
      if (LAUNCH_ACTIONS.has(action)) found ??= "launch";
    }
    if (!(value instanceof PDFRef)) {
      const inner = inspectObject(pdf, value, seen);
      if (inner === "script") return inner;
      found ??= inner;
    }
  }
  return found;
}

/** Parses a PDF and answers why it is refused, or undefined when it is fit to keep. */
async function inspectPdf(bytes: Buffer): Promise<string | undefined> {
  // pdf-lib is loaded at the first document checked, not at every start of the server.
  const pdf = await import("@cantoo/pdf-lib");
  const { PDFDocument, PDFRef } = pdf;
  let document: PdfLib.PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
  } catch {
    // An encrypted file's objects do not parse as plain ones: read leniently, only to say which.
    const lenient = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false }).catch(() => null);
    return lenient?.isEncrypted ? DOCUMENT_REFUSALS.encrypted : DOCUMENT_REFUSALS.damaged;
  }
  if (document.isEncrypted) return DOCUMENT_REFUSALS.encrypted;
  try {
    if (document.getPageCount() < 1) return DOCUMENT_REFUSALS.damaged;
  } catch {
    return DOCUMENT_REFUSALS.damaged;
  }
  // Every object of the file, wherever it hangs (catalogue, pages, annotations, forms, outlines):
  // a script or a launch anywhere refuses the file.
  const seen = new Set<PDFObject>();
  let launch = false;
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const found = inspectObject(pdf, object, seen);
    if (found === "script") return DOCUMENT_REFUSALS.script;
    if (found === "launch") launch = true;
  }
  const trailer = document.context.trailerInfo;
  for (const object of [trailer.Root, trailer.Info]) {
    const found = inspectObject(pdf, object instanceof PDFRef ? document.context.lookup(object) : object, seen);
    if (found === "script") return DOCUMENT_REFUSALS.script;
    if (found === "launch") launch = true;
  }
  return launch ? DOCUMENT_REFUSALS.launch : undefined;
}

/** A JPEG ends with EOI and a PNG with its IEND chunk: a cut or padded file does not. */
function inspectImage(kind: DocumentFileKind, bytes: Buffer): string | undefined {
  if (kind.type === "image/png") return bytes.subarray(bytes.length - PNG_END.length).equals(PNG_END) ? undefined : DOCUMENT_REFUSALS.image;
  const tail = bytes.subarray(Math.max(0, bytes.length - 64));
  return tail.includes(Buffer.from([0xff, 0xd9])) ? undefined : DOCUMENT_REFUSALS.image;
}

/** Whether the bytes may be kept as a document's file, and as what. */
export async function checkDocumentFile(bytes: Buffer): Promise<DocumentFileCheck> {
  if (bytes.length === 0) return { ok: false, reason: DOCUMENT_REFUSALS.empty };
  const kind = sniffDocumentFile(bytes);
  if (!kind) return { ok: false, reason: DOCUMENT_REFUSALS.type };
  const reason = kind.type === "application/pdf" ? await inspectPdf(bytes) : inspectImage(kind, bytes);
  return reason ? { ok: false, reason } : { ok: true, kind };
}
