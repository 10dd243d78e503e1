import { PDFDocument, PDFName, PDFString, StandardFonts } from "@cantoo/pdf-lib";
import sharp from "sharp";

/** Files for the document library's tests, made here (none is downloaded or checked in). */

/** A plain one-page PDF saying `text`. */
export async function plainPdf(text = "Test document"): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

/** A PDF protected by a password. */
export async function encryptedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage();
  document.encrypt({ userPassword: "secret", ownerPassword: "owner" });
  return Buffer.from(await document.save());
}

/** A PDF that runs JavaScript when opened. */
export async function scriptedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage();
  document.addJavaScript("hello", "app.alert('hello');");
  return Buffer.from(await document.save());
}

/** A PDF whose opening launches a program. */
export async function launchingPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage();
  const action = document.context.obj({ Type: "Action", S: "Launch", F: PDFString.of("cmd.exe") });
  document.catalog.set(PDFName.of("OpenAction"), document.context.register(action));
  return Buffer.from(await document.save());
}

/** A PDF's first bytes followed by nothing a reader can use. */
export function damagedPdf(): Buffer {
  return Buffer.concat([Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R"), Buffer.alloc(2000, 0x41)]);
}

/** A Windows executable's first bytes, named .pdf by whoever sends it. */
export function executable(): Buffer {
  const bytes = Buffer.alloc(4096, 0);
  bytes.write("MZ", 0, "latin1");
  bytes.write("This program cannot be run in DOS mode.", 78, "latin1");
  bytes.write("PE\0\0", 128, "latin1");
  return bytes;
}

export function htmlPage(): Buffer {
  return Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
}

export async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#2d6a4f" } }).jpeg().toBuffer();
}

export async function png(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#1b4332" } }).png().toBuffer();
}

/** A valid PDF padded to exactly `size` bytes (a comment after its end, which readers ignore). */
export async function pdfOfSize(size: number): Promise<Buffer> {
  const pdf = await plainPdf("Large document");
  const padding = Buffer.alloc(size - pdf.length, 0x20);
  padding.write("%", 0);
  return Buffer.concat([pdf, padding]);
}
