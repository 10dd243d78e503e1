import { readFileSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MAX_BYTES } from "../../app/schemas/documents";
import { login, openServerDatabase } from "../support/admin";
import { encryptedPdf, executable, htmlPage, jpeg, launchingPdf, pdfOfSize, plainPdf, png, scriptedPdf } from "../support/document-fixtures";
import { startTestServer, type TestServer } from "../support/server";

const LIBRARY = "/admindocuments";

/** Every file under a folder, as relative paths. */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
  } catch {
    return [];
  }
}

interface Upload {
  name: string;
  bytes: Buffer;
  type?: string;
}

describe("the document library (admin pages, file checks, streamed downloads, visibility)", () => {
  let server: TestServer;
  let cookie: string;
  let productIds: string[];
  const documentsDir = () => path.join(server.dataDir, "media", "documents");

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await login(server);
    const db = openServerDatabase(server);
    try {
      productIds = (await db.db.selectFrom("products").select("id").orderBy("name").limit(3).execute()).map((row) => row.id);
    } finally {
      await db.close();
    }
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const count = async () => {
    const db = openServerDatabase(server);
    try {
      const documents = await db.db.selectFrom("documents").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
      const versions = await db.db.selectFrom("document_versions").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
      return { documents: Number(documents.n), versions: Number(versions.n) };
    } finally {
      await db.close();
    }
  };
  const storageKey = async (id: string) => {
    const db = openServerDatabase(server);
    try {
      return (await db.db.selectFrom("document_versions").select("storage_key").where("document_id", "=", id).orderBy("version", "desc").executeTakeFirstOrThrow()).storage_key;
    } finally {
      await db.close();
    }
  };

  function form(fields: Record<string, string | string[]>, file?: Upload): FormData {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
    if (file) body.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }), file.name);
    return body;
  }
  const companyFields = (title: string, visibility = "public") => ({
    intent: "new-document",
    type: "who-gmp",
    title,
    number: "WHO-GMP/DL/2026/001",
    issuer: "State Drugs Control Department",
    issuedOn: "2026-01-01",
    expiresOn: "2029-12-31",
    verificationUrl: "https://example.org/register",
    language: "en",
    visibility,
  });
  const post = (target: string, body: FormData | URLSearchParams) => fetch(`${server.url}${target}`, { method: "POST", headers: { cookie }, body, redirect: "manual" });

  /** Adds a document through the page and answers its id. */
  async function add(fields: Record<string, string | string[]>, file: Upload): Promise<string> {
    const res = await post(LIBRARY, form(fields, file));
    expect(res.status, (await res.clone().text()).match(/id="[^"]*-error"[^>]*>[^<]*/g)?.join(" ")).toBe(302);
    const location = res.headers.get("location") ?? "";
    expect(location).toMatch(/^\/admindocuments\/[0-9a-f-]{36}\?notice=created$/);
    return location.slice(LIBRARY.length + 1, location.indexOf("?"));
  }

  it("a new database starts with the sample documents, each marked as a sample, written once", async () => {
    const db = openServerDatabase(server);
    let rows: { id: string; title: string; visibility: string; sample: number; type: string }[];
    try {
      rows = await db.db.selectFrom("documents").select(["id", "title", "visibility", "sample", "type"]).where("sample", "=", 1).execute();
    } finally {
      await db.close();
    }
    const titles = rows.map((row) => row.title);
    expect(titles).toEqual(expect.arrayContaining(["WHO-GMP certificate", "ISO 9001:2015 certificate", "CoPP, Verdamol 500 Tablets, Kenya", "Certificate of analysis, Verdamol 500 Tablets"]));
    expect(rows.some((row) => row.visibility === "on-request")).toBe(true);
    const who = rows.find((row) => row.type === "who-gmp")!;
    const res = await fetch(`${server.url}/documents/${who.id}`);
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const copp = rows.find((row) => row.title.startsWith("CoPP, Verdamol"))!;
    expect((await fetch(`${server.url}/documents/${copp.id}`)).status).toBe(404);
    const list = await (await fetch(`${server.url}${LIBRARY}`, { headers: { cookie } })).text();
    expect(list.match(/>Sample</g)?.length).toBe(rows.length);
  });

  it("needs a session: the library sends a visitor to the login, and an anonymous post stores nothing", async () => {
    const page = await fetch(`${server.url}${LIBRARY}`, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/adminlogin\?redirectTo=/);
    const before = await count();
    const res = await fetch(`${server.url}${LIBRARY}`, { method: "POST", body: form(companyFields("Anonymous"), { name: "a.pdf", bytes: await plainPdf() }), redirect: "manual" });
    expect(res.status).not.toBe(200);
    expect(await count()).toEqual(before);
  });

  it.each([
    ["a PDF", "certificate.pdf", () => plainPdf("WHO-GMP"), "application/pdf"],
    ["a JPEG", "scan.jpeg", () => jpeg(), "image/jpeg"],
    ["a PNG, sent as octet-stream without an extension", "scan", () => png(), "image/png"],
  ] as const)("takes %s and streams it back as an attachment, never sniffed, sandboxed", async (_, name, make, type) => {
    const bytes = await make();
    const id = await add(companyFields(`Certificate ${name}`), { name, bytes, type: "application/octet-stream" });
    const res = await fetch(`${server.url}/documents/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(type);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+\.(pdf|jpg|png)"/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("sandbox");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each([
    ["an encrypted PDF", "locked.pdf", () => encryptedPdf(), "The PDF is encrypted or password-protected"],
    ["a PDF with JavaScript", "script.pdf", () => scriptedPdf(), "The PDF carries JavaScript"],
    ["a PDF with a launch action", "launch.pdf", () => launchingPdf(), "launches a program"],
    ["a renamed executable", "setup.pdf", async () => executable(), "Only PDF, JPEG and PNG files are accepted"],
    ["an HTML page named .pdf", "page.pdf", async () => htmlPage(), "Only PDF, JPEG and PNG files are accepted"],
    ["20 MB and one byte", "large.pdf", () => pdfOfSize(DOCUMENT_MAX_BYTES + 1), "The file is larger than 20 MB."],
  ] as const)("refuses %s with the reason under the file field, and stores nothing", async (_, name, make, reason) => {
    const before = { rows: await count(), files: await filesUnder(documentsDir()) };
    const res = await post(LIBRARY, form(companyFields(`Refused ${name}`), { name, bytes: await make() }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(reason);
    expect(html).toMatch(/id="new-document-file-error"/);
    expect(await count()).toEqual(before.rows);
    expect(await filesUnder(documentsDir())).toEqual(before.files);
  });

  it("takes a file of exactly 20 MB", async () => {
    const id = await add(companyFields("Exactly 20 MB"), { name: "large.pdf", bytes: await pdfOfSize(DOCUMENT_MAX_BYTES) });
    const res = await fetch(`${server.url}/documents/${id}`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(DOCUMENT_MAX_BYTES));
  });

  it("says what is wrong with the details under each field, the file's reason with them", async () => {
    const before = await count();
    const res = await post(
      LIBRARY,
      form({ ...companyFields("Bad"), type: "copp", expiresOn: "", verificationUrl: "http://example.org", productIds: [] }, { name: "a.html", bytes: htmlPage() }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("This type of document needs its country");
    expect(html).toContain("This type of document needs its expiry date");
    expect(html).toContain("Verification URL must be an https:// address");
    expect(html).toContain("Attach the document to at least one product");
    expect(html).toContain("Only PDF, JPEG and PNG files are accepted");
    expect(await count()).toEqual(before);
  });

  describe("visibility", () => {
    let onRequest: string;
    let internal: string;
    const productFields = (visibility: string) => ({
      intent: "new-document",
      type: "coa",
      title: `Certificate of analysis, ${visibility}`,
      number: "COA-1",
      language: "en",
      visibility,
      productIds: productIds.slice(0, 2),
    });

    beforeAll(async () => {
      onRequest = await add(productFields("on-request"), { name: "coa.pdf", bytes: await plainPdf("COA") });
      internal = await add(productFields("internal"), { name: "coa.pdf", bytes: await plainPdf("Internal") });
    });

    it("gives an anonymous request 404 for an on-request or internal document by every URL it has", async () => {
      for (const id of [onRequest, internal]) {
        const key = await storageKey(id);
        for (const url of [`/documents/${id}`, `/admindocuments/${id}/versions/1/file`, `/media/${key}`, `/media/${key.toUpperCase()}`]) {
          const res = await fetch(`${server.url}${url}`, { redirect: "manual" });
          expect(res.status, url).toBe(404);
          expect((await res.arrayBuffer()).byteLength, url).toBeLessThan(100);
        }
        const page = await fetch(`${server.url}/admindocuments/${id}`, { redirect: "manual" });
        expect(page.status).toBe(302);
      }
    });

    it("lets a signed-in admin download any document's file, and no one else", async () => {
      const res = await fetch(`${server.url}/admindocuments/${internal}/versions/1/file`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
      // The public URL stays closed even to an admin: it serves public documents only.
      expect((await fetch(`${server.url}/documents/${internal}`, { headers: { cookie } })).status).toBe(404);
      expect((await fetch(`${server.url}/admindocuments/${internal}/versions/1/file`, { headers: { cookie: "sid=forged" } })).status).toBe(404);
    });

    it("a public document turned internal is no longer downloadable", async () => {
      const id = await add(companyFields("Turned internal"), { name: "a.pdf", bytes: await plainPdf() });
      expect((await fetch(`${server.url}/documents/${id}`)).status).toBe(200);
      const saved = await post(`${LIBRARY}/${id}`, new URLSearchParams({ ...companyFields("Turned internal", "internal"), intent: "document-details" }));
      expect(saved.status).toBe(302);
      expect((await fetch(`${server.url}/documents/${id}`)).status).toBe(404);
    });
  });

  it("a new version replaces the file and keeps the earlier one in the history", async () => {
    const first = await plainPdf("Version one");
    const second = await plainPdf("Version two, renewed");
    const id = await add(companyFields("ISO 9001 certificate"), { name: "iso.pdf", bytes: first });
    const res = await post(`${LIBRARY}/${id}`, form({ intent: "new-version" }, { name: "iso-2027.pdf", bytes: second }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${LIBRARY}/${id}?notice=version`);
    const current = Buffer.from(await (await fetch(`${server.url}/documents/${id}`)).arrayBuffer());
    expect(current.equals(second)).toBe(true);
    const one = Buffer.from(await (await fetch(`${server.url}/admindocuments/${id}/versions/1/file`, { headers: { cookie } })).arrayBuffer());
    expect(one.equals(first)).toBe(true);
    const page = await (await fetch(`${server.url}${LIBRARY}/${id}?notice=version`, { headers: { cookie } })).text();
    expect(page).toContain("New version uploaded");
    expect(page).toMatch(/Version 2[\s\S]*iso-2027\.pdf[\s\S]*Current[\s\S]*Version 1[\s\S]*iso\.pdf/);

    // A refused new version keeps the current file.
    const refused = await post(`${LIBRARY}/${id}`, form({ intent: "new-version" }, { name: "evil.pdf", bytes: await scriptedPdf() }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The PDF carries JavaScript");
    expect(Buffer.from(await (await fetch(`${server.url}/documents/${id}`)).arrayBuffer()).equals(second)).toBe(true);
  });

  it("lists the documents in the admin with their type, products and visibility", async () => {
    const html = await (await fetch(`${server.url}${LIBRARY}`, { headers: { cookie } })).text();
    expect(html).toContain('data-testid="document-list"');
    expect(html).toContain("Certificate of analysis, on-request");
    expect(html).toContain("On request");
    expect(html).toContain("Internal");
  });

  it("streams 50 parallel downloads of a 20 MB file with under 60 MB of resident memory growth", async () => {
    const MB = 1024 * 1024;
    const id = await add(companyFields("Large public document"), { name: "large.pdf", bytes: await pdfOfSize(DOCUMENT_MAX_BYTES) });
    const pid = server.process.pid!;
    const status = () => readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status())?.[1]) * 1024;
    // One download first, so what the first one loads (code, buffers) is not counted.
    await (await fetch(`${server.url}/documents/${id}`)).arrayBuffer();
    // A new peak from here (VmHWM), as the hostile-requests test measures.
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    const before = kb("VmRSS");
    const sizes = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const res = await fetch(`${server.url}/documents/${id}`);
        let size = 0;
        const reader = res.body!.getReader();
        for (let read = await reader.read(); !read.done; read = await reader.read()) size += read.value.byteLength;
        return size;
      }),
    );
    expect(sizes).toEqual(Array.from({ length: 50 }, () => DOCUMENT_MAX_BYTES));
    const growth = kb("VmHWM") - before;
    console.log(`50 parallel downloads of 20 MB: server peak RSS growth ${(growth / MB).toFixed(1)} MB`);
    expect(growth).toBeLessThan(60 * MB);
  });

  it("writes the sample documents once: a restart on the same database writes none again", { timeout: 120_000 }, async () => {
    const samples = async () => {
      const db = openServerDatabase(server);
      try {
        return Number((await db.db.selectFrom("documents").select((eb) => eb.fn.countAll().as("n")).where("sample", "=", 1).executeTakeFirstOrThrow()).n);
      } finally {
        await db.close();
      }
    };
    const before = await samples();
    expect(before).toBeGreaterThan(0);
    await server.stop();
    server = await startTestServer({ reuse: { dataDir: server.dataDir, databaseUrl: server.databaseUrl } });
    expect(await samples()).toBe(before);
  });
});
