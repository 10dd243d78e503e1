import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, login, openServerDatabase, type ApiAnswer } from "../support/admin";
import { SVG, makeElf, makePicture, makePixelBomb, makeRotatedJpeg, picturesApi, picturesForm, type UploadFile } from "../support/pictures";
import { startTestServer, type TestServer } from "../support/server";

const SLUG = "verdamol-500-tablets";
const IMMUTABLE = "public, max-age=31536000, immutable";

interface PictureData {
  id: string;
  key: string;
  alt: string;
  width: number;
  height: number;
  widths: number[];
  position: number;
}

/** Every file under a folder, as relative paths. */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
  } catch {
    return [];
  }
}

describe("product pictures (admin JSON endpoints, media route, public pages)", () => {
  let server: TestServer;
  let cookie: string;
  let productId: string;
  const mediaDir = () => path.join(server.dataDir, "media");

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await login(server);
    const db = openServerDatabase(server);
    try {
      productId = (await db.db.selectFrom("products").select("id").where("slug", "=", SLUG).executeTakeFirstOrThrow()).id;
    } finally {
      await db.close();
    }
  });
  afterAll(async () => {
    await server?.dispose();
  });

  async function upload(files: readonly UploadFile[], id = productId): Promise<ApiAnswer> {
    const res = await fetch(`${server.url}${picturesApi(id)}`, { method: "POST", headers: { cookie }, body: picturesForm(files) });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: JSON.parse(text) };
  }
  const list = async (): Promise<PictureData[]> => (await api(server, "GET", picturesApi(productId), { cookie })).json.data.pictures;
  const productPage = async () => (await fetch(`${server.url}/product/${SLUG}`)).text();
  /** The `<picture>` elements of the page's gallery image and thumbnails, in document order. */
  const pictureAlts = (html: string) => [...html.matchAll(/<picture[^>]*>[\s\S]*?<img[^>]*alt="([^"]*)"/g)].map((m) => m[1]);
  /** The thumbnails' alt texts, in order. */
  const thumbnailAlts = (html: string) => pictureAlts(/aria-label="Thumbnails"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "");

  it("needs an admin session", async () => {
    const res = await fetch(`${server.url}${picturesApi(productId)}`, { method: "POST", body: picturesForm([{ name: "a.png", bytes: await makePicture("png") }]) });
    expect(res.status).toBe(401);
    expect((await api(server, "GET", picturesApi(productId))).status).toBe(401);
  });

  it("takes JPEG, PNG, WebP and AVIF in one upload, whatever the names and claimed types, and serves every variant immutably", async () => {
    const files: UploadFile[] = [
      { name: "pack.jpg", bytes: await makePicture("jpeg", 2400, 1600) },
      { name: "pack.png", bytes: await makePicture("png", 700, 700), type: "application/octet-stream" },
      { name: "no-extension", bytes: await makePicture("webp", 500, 400), type: "text/plain" },
      { name: "pack.avif", bytes: await makePicture("avif", 300, 300), type: "image/avif" },
    ];
    const answer = await upload(files);
    expect(answer.status, answer.text).toBe(201);
    const uploaded: PictureData[] = answer.json.data;
    expect(uploaded.map((p) => [p.width, p.height, p.widths])).toEqual([
      [1920, 1280, [320, 640, 1280, 1920]],
      [700, 700, [320, 640, 700]],
      [500, 400, [320, 500]],
      [300, 300, [300]],
    ]);
    expect(uploaded.map((p) => p.position)).toEqual([0, 1, 2, 3]);
    // Every key is new: never one used before.
    expect(new Set(uploaded.map((p) => p.key)).size).toBe(4);

    for (const picture of uploaded) {
      for (const width of picture.widths) {
        for (const format of ["avif", "webp"] as const) {
          const res = await fetch(`${server.url}/media/${picture.key}/${width}.${format}`);
          expect(res.status).toBe(200);
          expect(res.headers.get("cache-control")).toBe(IMMUTABLE);
          expect(res.headers.get("content-type")).toBe(`image/${format}`);
          const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
          expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
          expect(meta.width).toBe(width);
        }
      }
    }
    // The pictures alone (the sample documents of a new database are under documents/).
    expect((await filesUnder(mediaDir())).filter((file) => file.startsWith("products/"))).toHaveLength(2 * (4 + 3 + 2 + 1));
  });

  it("shows the pictures on the product page as <picture> with AVIF and WebP sources, srcset, sizes, width and height", async () => {
    const [first] = await list();
    const html = await productPage();
    const gallery = /<picture[^>]*>([\s\S]*?)<\/picture>/.exec(html)?.[1] ?? "";
    expect(gallery).toContain(`<source type="image/avif" srcSet="/media/${first!.key}/320.avif 320w, /media/${first!.key}/640.avif 640w`);
    expect(gallery).toMatch(/<source type="image\/webp" srcSet="[^"]+1920\.webp 1920w" sizes="[^"]+"/);
    expect(gallery).toMatch(new RegExp(`<img src="/media/${first!.key}/640\\.webp" alt="Verdamol 500 Tablets" width="1920" height="1280"`));
    // The drawings give way (they stay in the stored product, for when the pictures go).
    expect(html).not.toMatch(/<img[^>]*verdamol-500-tablets-front\.svg/);
    // The category page's card shows the first picture too.
    const category = await (await fetch(`${server.url}/category/Pharmaceuticals`)).text();
    expect(category).toContain(`srcSet="/media/${first!.key}/320.avif 320w`);
  });

  it.each([
    ["an SVG", { name: "logo.svg", bytes: SVG, type: "image/svg+xml" }, '"logo.svg" is an SVG drawing. Only JPEG, PNG, WebP or AVIF pictures can be uploaded.'],
    ["a renamed executable", { name: "photo.jpg", bytes: makeElf(), type: "image/jpeg" }, '"photo.jpg" is not a JPEG, PNG, WebP or AVIF picture.'],
    ["an oversized file", { name: "huge.jpg", bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff) }, '"huge.jpg" is larger than 10 MB.'],
  ])("refuses %s with a clear message, and stores nothing of the upload", async (_what, bad, message) => {
    const before = await filesUnder(mediaDir());
    const count = (await list()).length;
    // A good picture beside the bad one is not kept either: all or nothing.
    const answer = await upload([{ name: "good.png", bytes: await makePicture("png", 400, 400) }, bad]);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ success: false, message, errors: { pictures: message } });
    expect(await filesUnder(mediaDir())).toEqual(before);
    expect(await list()).toHaveLength(count);
  });

  it("refuses a decompression bomb from its header, without decoding it", async () => {
    const before = await filesUnder(mediaDir());
    const answer = await upload([{ name: "bomb.png", bytes: await makePixelBomb(), type: "image/png" }]);
    expect(answer.status).toBe(400);
    expect(answer.json.errors.pictures).toMatch(/^"bomb\.png" is 100000 × 100000 pixels: a picture may have at most 50 million pixels/);
    expect(await filesUnder(mediaDir())).toEqual(before);
    // The server is still well.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("refuses more than ten files at once, and an upload without files", async () => {
    const png = await makePicture("png", 50, 50);
    const many = await upload(Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, bytes: png })));
    expect(many.status).toBe(413);
    expect(many.json.message).toBe("At most 10 pictures can be uploaded at once.");
    const none = await upload([]);
    expect(none.status).toBe(400);
    expect(none.json.errors).toEqual({ pictures: "Choose at least one picture to upload." });
  });

  it("applies the EXIF orientation and strips EXIF", async () => {
    const answer = await upload([{ name: "rotated.jpg", bytes: await makeRotatedJpeg() }]);
    expect(answer.status, answer.text).toBe(201);
    const [picture] = answer.json.data as PictureData[];
    expect([picture!.width, picture!.height]).toEqual([200, 400]);
    for (const format of ["avif", "webp"]) {
      const bytes = Buffer.from(await (await fetch(`${server.url}/media/${picture!.key}/200.${format}`)).arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([200, 400]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes("secret-exif-marker")).toBe(false);
    }
    await api(server, "DELETE", `${picturesApi(productId)}/${picture!.id}`, { cookie });
  });

  it("requires alt text, and shows a saved one on the public page", async () => {
    const [first] = await list();
    for (const alt of ["", "   "]) {
      const refused = await api(server, "PATCH", `${picturesApi(productId)}/${first!.id}`, { cookie, body: { alt } });
      expect(refused.status).toBe(400);
      expect(refused.json.errors).toEqual({ alt: "Alt text is required" });
    }
    expect((await api(server, "PATCH", `${picturesApi(productId)}/${first!.id}`, { cookie, body: {} })).json.errors).toEqual({ alt: "Alt text is required" });
    const saved = await api(server, "PATCH", `${picturesApi(productId)}/${first!.id}`, { cookie, body: { alt: "  Verdamol carton, front  " } });
    expect(saved.status).toBe(200);
    expect(saved.json.data.alt).toBe("Verdamol carton, front");
    expect(pictureAlts(await productPage())[0]).toBe("Verdamol carton, front");
    expect((await api(server, "PATCH", `${picturesApi(productId)}/nope`, { cookie, body: { alt: "x" } })).status).toBe(404);
  });

  it("reorders, refusing an order that is not exactly the product's pictures", async () => {
    const before = await list();
    const ids = before.map((p) => p.id);
    for (const order of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), "unknown"], "nope"]) {
      const refused = await api(server, "PUT", `${picturesApi(productId)}/order`, { cookie, body: { order } });
      expect(refused.status).toBe(400);
    }
    const reversed = [...ids].reverse();
    const answer = await api(server, "PUT", `${picturesApi(productId)}/order`, { cookie, body: { order: reversed } });
    expect(answer.status, answer.text).toBe(200);
    expect((await list()).map((p) => p.id)).toEqual(reversed);
    const alts = before.map((p) => p.alt).reverse();
    expect(pictureAlts(await productPage()).slice(0, 1)).toEqual(alts.slice(0, 1));
    // The thumbnails list them all, in the new order.
    const thumbs = thumbnailAlts(await productPage());
    expect(thumbs).toEqual(alts);
  });

  it("removes a picture with its files; the media route then answers 404", async () => {
    const [first, ...rest] = await list();
    const url = `${server.url}/media/${first!.key}/${first!.widths[0]}.webp`;
    expect((await fetch(url)).status).toBe(200);
    const answer = await api(server, "DELETE", `${picturesApi(productId)}/${first!.id}`, { cookie });
    expect(answer.status).toBe(200);
    expect((await list()).map((p) => [p.id, p.position])).toEqual(rest.map((p, i) => [p.id, i]));
    const gone = await fetch(url);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("cache-control")).toBe("no-store");
    expect((await filesUnder(mediaDir())).filter((f) => f.startsWith(first!.key))).toEqual([]);
    expect((await productPage())).not.toContain(first!.key);
    expect((await api(server, "DELETE", `${picturesApi(productId)}/${first!.id}`, { cookie })).status).toBe(404);
  });

  it("answers 404 for unknown keys and keys that try to leave the media folder", async () => {
    for (const key of ["products/0000/320.webp", "../data.sqlite", "%2e%2e/%2e%2e/etc/passwd", "products/UPPER/1.webp", "x"]) {
      expect((await fetch(`${server.url}/media/${key}`)).status, key).toBe(404);
    }
  });

  it("keeps concurrent uploads to one product in distinct places", async () => {
    const before = (await list()).length;
    const png = await makePicture("png", 60, 60);
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload([{ name: "c.png", bytes: png }])));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const positions = (await list()).map((p) => p.position);
    expect(positions).toEqual(Array.from({ length: before + 4 }, (_, i) => i));
  });

  it("answers 404 for a product that does not exist", async () => {
    expect((await upload([{ name: "a.png", bytes: await makePicture("png", 40, 40) }], "no-such-product")).status).toBe(404);
    expect((await api(server, "GET", picturesApi("no-such-product"), { cookie })).status).toBe(404);
  });

  describe("the admin page's forms, posted without JavaScript", () => {
    const page = () => `/adminproducts/${productId}/pictures`;
    const post = (body: FormData | URLSearchParams) =>
      fetch(`${server.url}${page()}`, { method: "POST", headers: { cookie }, body, redirect: "manual" });

    it("needs a session: the page sends a visitor to the login", async () => {
      const res = await fetch(`${server.url}${page()}`, { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toMatch(/^\/adminlogin\?redirectTo=/);
    });

    it("uploads through the multipart form and lands back on the page with a notice", async () => {
      const before = (await list()).length;
      const res = await post(picturesForm([{ name: "a.webp", bytes: await makePicture("webp", 500, 500) }, { name: "b.jpg", bytes: await makePicture("jpeg", 500, 500) }], { intent: "upload" }));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`${page()}?notice=uploaded`);
      expect(await list()).toHaveLength(before + 2);
      const html = await (await fetch(`${server.url}${page()}?notice=uploaded`, { headers: { cookie } })).text();
      expect(html).toContain("Pictures uploaded.");
      expect(html).toContain('type="file"');
      expect(html).toMatch(/enctype="multipart\/form-data"/i);
    });

    it("shows a refused upload's reason under the file field", async () => {
      const before = await filesUnder(mediaDir());
      const res = await post(picturesForm([{ name: "logo.svg", bytes: SVG }], { intent: "upload" }));
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain("&quot;logo.svg&quot; is an SVG drawing. Only JPEG, PNG, WebP or AVIF pictures can be uploaded.");
      expect(await filesUnder(mediaDir())).toEqual(before);
    });

    it("refuses a blank alt text with the field's error, saves a good one, moves and removes", async () => {
      const [first, second] = await list();
      const blank = await post(new URLSearchParams({ intent: "alt", picture: first!.id, alt: " " }));
      expect(blank.status).toBe(400);
      expect(await blank.text()).toContain("Alt text is required");

      const saved = await post(new URLSearchParams({ intent: "alt", picture: first!.id, alt: "Carton, side" }));
      expect(saved.status).toBe(302);
      expect((await list())[0]!.alt).toBe("Carton, side");

      const moved = await post(new URLSearchParams({ intent: "down", picture: first!.id }));
      expect(moved.status).toBe(302);
      expect((await list()).slice(0, 2).map((p) => p.id)).toEqual([second!.id, first!.id]);

      const count = (await list()).length;
      const removed = await post(new URLSearchParams({ intent: "remove", picture: first!.id }));
      expect(removed.status).toBe(302);
      expect(removed.headers.get("location")).toBe(`${page()}?notice=removed`);
      expect(await list()).toHaveLength(count - 1);
    });

    it("answers 404 inside the admin chrome for a product that does not exist", async () => {
      const res = await fetch(`${server.url}/adminproducts/no-such-product/pictures`, { headers: { cookie } });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("This product could not be found.");
    });
  });
});
