import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productSeeds } from "../../content/products";
import { featuredProductSlugs } from "../../content/site/home";
import { normalizeProduct } from "../../app/schemas/product";
import { api, login, openServerDatabase } from "../support/admin";
import { startTestServer, type TestServer } from "../support/server";

const PRODUCTS = "/api/admin/products";
const seeded = productSeeds.map(normalizeProduct);

let counter = 0;
/** A valid product input with a name unique within the run. */
function newProduct(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Aaltest ${Date.now().toString(36)}${counter} Tablets`,
    composition: "Testamol IP 250 mg",
    category: "Pharmaceuticals",
    descriptionList: ["First point", "Second point"],
    dosageForm: "Tablets",
    packSize: "10x10 tabs",
    keyBenefits: ["Works"],
    remark: "internal only: do not show",
    status: "published",
    position: 0,
    ...overrides,
  };
}

describe("product management", () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await login(server);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const page = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
    return { status: res.status, location: res.headers.get("location"), html: await res.text() };
  };

  async function create(body: Record<string, unknown> = newProduct()) {
    const answer = await api(server, "POST", PRODUCTS, { cookie, body });
    expect(answer.status, answer.text).toBe(201);
    return answer.json.data as { id: string; slug: string; name: string; status: string; position: number };
  }

  /** Every public place a product could show: its page, its category, search, the sitemap. */
  async function publicPresence(product: { slug: string; name: string }) {
    const [own, category, search, sitemap] = await Promise.all([
      page(`/product/${product.slug}`),
      page(`/category/Pharmaceuticals`),
      page(`/products?q=${encodeURIComponent(product.name)}`),
      page("/sitemap.xml"),
    ]);
    return {
      page: own.status,
      category: category.html.includes(`/product/${product.slug}"`),
      search: search.html.includes(`/product/${product.slug}"`),
      sitemap: sitemap.html.includes(`/product/${product.slug}<`),
    };
  }

  describe("through the JSON endpoints", () => {
    it("refuses every endpoint without a session", async () => {
      for (const [method, path] of [
        ["GET", PRODUCTS],
        ["POST", PRODUCTS],
        ["GET", `${PRODUCTS}/x`],
        ["PUT", `${PRODUCTS}/x`],
        ["DELETE", `${PRODUCTS}/x`],
        ["PATCH", `${PRODUCTS}/x/status`],
        ["POST", `${PRODUCTS}/x/duplicate`],
        ["GET", `${PRODUCTS}/x/history`],
      ] as const) {
        const answer = await api(server, method, path, { body: method === "GET" ? undefined : {} });
        expect(answer.status, `${method} ${path}`).toBe(401);
      }
    });

    it("creates a published product that every public place then shows, without its remark", async () => {
      const product = await create();
      expect(product.status).toBe("published");
      expect(await publicPresence(product)).toEqual({ page: 200, category: true, search: true, sitemap: true });
      expect((await page(`/product/${product.slug}`)).html).not.toContain("internal only");
    });

    it("answers invalid input with clear field errors, a blank list line by its place", async () => {
      const answer = await api(server, "POST", PRODUCTS, {
        cookie,
        body: { name: " ", category: "Sweets", descriptionList: [], dosageForm: "Tablets", packSize: "x", keyBenefits: ["ok", 5], featuredOrder: -1 },
      });
      expect(answer.status).toBe(400);
      expect(answer.json.errors).toEqual({
        name: "Name is required",
        composition: "Composition is required",
        category: "Choose a category",
        descriptionList: "Description list needs at least 1 line",
        "keyBenefits.1": "Key benefits must be a list of lines",
        featuredOrder: "Featured order must be a whole number, 0 or more",
      });
      expect((await api(server, "POST", PRODUCTS, { cookie, body: [1] })).status).toBe(400);
    });

    it("refuses a name whose web address another product has, as a field error on the name", async () => {
      const taken = seeded[0]!;
      for (const name of [taken.name, taken.name.toUpperCase()]) {
        const answer = await api(server, "POST", PRODUCTS, { cookie, body: newProduct({ name }) });
        expect(answer.status).toBe(409);
        expect(answer.json.errors.name).toContain(`/products/${taken.slug}`.replace("/products/", "/products/"));
      }
    });

    it("a draft, and a hidden product, are absent from every public place", async () => {
      const draft = await create(newProduct({ status: "draft" }));
      expect(await publicPresence(draft)).toEqual({ page: 404, category: false, search: false, sitemap: false });
      const shown = await create();
      const hidden = await api(server, "PATCH", `${PRODUCTS}/${shown.id}/status`, { cookie, body: { status: "hidden" } });
      expect(hidden.status).toBe(200);
      expect(hidden.json.data.status).toBe("hidden");
      expect(await publicPresence(shown)).toEqual({ page: 404, category: false, search: false, sitemap: false });
      // Neither is related to the other products of its category.
      const sibling = await page(`/product/${seeded.find((p) => p.category === "Pharmaceuticals")!.slug}`);
      expect(sibling.html).not.toContain(shown.slug);
      // Nor can a quote list take it.
      const addToQuote = (slug: string) =>
        fetch(`${server.url}/quote`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
          body: new URLSearchParams({ intent: "add", product: slug }),
          redirect: "manual",
        });
      expect((await addToQuote(shown.slug)).status).toBe(404);
      expect((await addToQuote(draft.slug)).status).toBe(404);
      const published = await api(server, "PATCH", `${PRODUCTS}/${shown.id}/status`, { cookie, body: { status: "published" } });
      expect(published.json.data.status).toBe("published");
      expect(await publicPresence(shown)).toEqual({ page: 200, category: true, search: true, sitemap: true });
      expect((await addToQuote(shown.slug)).status).toBe(302);
      expect((await api(server, "PATCH", `${PRODUCTS}/${shown.id}/status`, { cookie, body: { status: "gone" } })).status).toBe(400);
    });

    it("the home page features the seeded list in its order, then what admins feature", async () => {
      const home = await page("/");
      const positions = featuredProductSlugs.map((slug) => home.html.indexOf(`/product/${slug}"`));
      expect(positions.every((p) => p > 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);

      const first = (await api(server, "GET", `${PRODUCTS}?q=${encodeURIComponent(seeded.find((p) => p.slug === featuredProductSlugs[0])!.name)}`, { cookie })).json.data.products[0];
      await api(server, "PATCH", `${PRODUCTS}/${first.id}/status`, { cookie, body: { status: "hidden" } });
      expect((await page("/")).html).not.toContain(`/product/${featuredProductSlugs[0]}"`);
      await api(server, "PATCH", `${PRODUCTS}/${first.id}/status`, { cookie, body: { status: "published" } });

      const mine = await create(newProduct({ featured: true, featuredOrder: 0 }));
      const after = (await page("/")).html;
      expect(after.indexOf(`/product/${mine.slug}"`)).toBeGreaterThan(0);
      expect(after.indexOf(`/product/${mine.slug}"`)).toBeLessThan(after.indexOf(`/product/${featuredProductSlugs[1]}"`));
    });

    it("edits a product: the old address answers 301 to the new one, and the history keeps the previous values", async () => {
      const product = await create();
      const renamed = `${product.name} Forte`;
      const answer = await api(server, "PUT", `${PRODUCTS}/${product.id}`, {
        cookie,
        body: newProduct({ name: renamed, packSize: "3x10 tabs", descriptionList: ["Only point"] }),
      });
      expect(answer.status, answer.text).toBe(200);
      const slug = answer.json.data.slug as string;
      expect(slug).toBe(`${product.slug}-forte`);
      const old = await page(`/product/${product.slug}`);
      expect(old.status).toBe(301);
      expect(old.location).toBe(`/product/${slug}`);
      expect((await page(`/product/${product.slug.toUpperCase()}?inquire=1`)).location).toBe(`/product/${slug}?inquire=1`);
      expect((await page(`/product/${slug}`)).html).toContain("3x10 tabs");

      const history = await api(server, "GET", `${PRODUCTS}/${product.id}/history`, { cookie });
      const [edit, creation] = history.json.data.revisions;
      expect(edit).toMatchObject({ action: "update", adminName: "Administrator", previous: { name: product.name, packSize: "10x10 tabs" } });
      expect(creation).toMatchObject({ action: "create", previous: null });

      // Restoring the edit's revision puts the old name back; the renamed address now redirects.
      const restored = await api(server, "POST", `${PRODUCTS}/${product.id}/history/${edit.id}/restore`, { cookie });
      expect(restored.status, restored.text).toBe(200);
      expect(restored.json.data).toMatchObject({ name: product.name, packSize: "10x10 tabs", descriptionList: ["First point", "Second point"] });
      expect((await page(`/product/${product.slug}`)).status).toBe(200);
      expect((await page(`/product/${slug}`)).location).toBe(`/product/${product.slug}`);
      const after = await api(server, "GET", `${PRODUCTS}/${product.id}/history`, { cookie });
      expect(after.json.data.revisions.map((r: { action: string }) => r.action)).toEqual(["restore", "update", "create"]);
      const creationRestore = await api(server, "POST", `${PRODUCTS}/${product.id}/history/${creation.id}/restore`, { cookie });
      expect(creationRestore.status).toBe(400);
      expect((await api(server, "POST", `${PRODUCTS}/${product.id}/history/nope/restore`, { cookie })).status).toBe(404);
    });

    it("the history says what each change changed, old value to new; a change recorded before that says only Edited", async () => {
      const product = await create(newProduct({ status: "draft" }));
      const answer = await api(server, "PUT", `${PRODUCTS}/${product.id}`, {
        cookie,
        body: newProduct({ name: product.name, packSize: "3x10 tabs", keyBenefits: ["Works", "Fast"], status: "draft" }),
      });
      expect(answer.status, answer.text).toBe(200);
      const fr = await api(server, "PUT", `${PRODUCTS}/${product.id}/translations/fr`, { cookie, body: { descriptionList: ["Premier point"], keyBenefits: [] } });
      expect(fr.status, fr.text).toBe(200);
      const history = await api(server, "GET", `${PRODUCTS}/${product.id}/history`, { cookie });
      const [translation, edit, creation] = history.json.data.revisions;
      expect(edit.changes).toEqual([
        { field: "packSize", before: "10x10 tabs", after: "3x10 tabs" },
        { field: "keyBenefits", before: ["Works"], after: ["Works", "Fast"] },
      ]);
      expect(translation.changes).toEqual([{ field: "descriptionList", before: [], after: ["Premier point"] }]);
      expect(creation.changes).toBeNull();

      // A change stored before changes were recorded.
      const database = openServerDatabase(server);
      try {
        await database.db
          .insertInto("product_revisions")
          .values({ id: "0000000000-old", product_id: product.id, admin_id: "x", admin_name: "Former Admin", action: "update", previous: JSON.stringify(edit.previous), changes: null, created_at: 1 })
          .execute();
      } finally {
        await database.close();
      }

      const res = await fetch(`${server.url}/adminproducts/${product.id}/history`, { headers: { cookie } });
      expect(res.status).toBe(200);
      const text = (await res.text()).replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");
      expect(text).toContain("EditedPack size: 10x10 tabs → 3x10 tabs");
      expect(text).toContain("Key benefits: Works → Works · Fast");
      expect(text).toContain("Translation saved (Français)Description list (Français): (empty) → Premier point");
      // The older change: its action alone, right before its author.
      expect(text).toMatch(/Former AdminEdited(?!Pack size|Key benefits|Saved without)/);
    });

    it("a new product taking a renamed product's old address wins over the redirect", async () => {
      const product = await create();
      const moved = await api(server, "PUT", `${PRODUCTS}/${product.id}`, { cookie, body: newProduct({ name: `${product.name} Two` }) });
      expect((await page(`/product/${product.slug}`)).status).toBe(301);
      const taker = await create(newProduct({ name: product.name }));
      expect(taker.slug).toBe(product.slug);
      expect((await page(`/product/${product.slug}`)).status).toBe(200);
      expect((await page(`/product/${moved.json.data.slug}`)).status).toBe(200);
    });

    it("a seeded product an admin edits is marked edited, so the seed leaves it alone", async () => {
      const seed = seeded[3]!;
      const found = (await api(server, "GET", `${PRODUCTS}?q=${encodeURIComponent(seed.name)}`, { cookie })).json.data.products[0];
      expect(found.editedAt).toBeNull();
      const { id: _id, slug: _slug, images: _images, seedSlug: _seed, updatedAt: _u, editedAt: _e, ...values } = found;
      const answer = await api(server, "PUT", `${PRODUCTS}/${found.id}`, { cookie, body: { ...values, packSize: "1x1 admin" } });
      expect(answer.json.data.editedAt).toEqual(expect.any(Number));
      expect(answer.json.data.images).toEqual(seed.images);
    });

    it("duplicates a product as a draft with a distinct name", async () => {
      const product = await create();
      const first = await api(server, "POST", `${PRODUCTS}/${product.id}/duplicate`, { cookie });
      const second = await api(server, "POST", `${PRODUCTS}/${product.id}/duplicate`, { cookie });
      expect(first.status).toBe(201);
      expect(first.json.data).toMatchObject({ name: `${product.name} (copy)`, status: "draft", composition: "Testamol IP 250 mg" });
      expect(second.json.data.name).toBe(`${product.name} (copy 2)`);
      expect((await page(`/product/${first.json.data.slug}`)).status).toBe(404);
      const history = await api(server, "GET", `${PRODUCTS}/${first.json.data.id}/history`, { cookie });
      expect(history.json.data.revisions.map((r: { action: string }) => r.action)).toEqual(["duplicate"]);
    });

    it("deletes a product: gone from the admin and the site, its name free again", async () => {
      const product = await create();
      expect((await api(server, "DELETE", `${PRODUCTS}/${product.id}`, { cookie })).status).toBe(200);
      expect((await api(server, "GET", `${PRODUCTS}/${product.id}`, { cookie })).status).toBe(404);
      expect((await api(server, "DELETE", `${PRODUCTS}/${product.id}`, { cookie })).status).toBe(404);
      expect(await publicPresence(product)).toEqual({ page: 404, category: false, search: false, sitemap: false });
      const again = await create(newProduct({ name: product.name }));
      expect(again.slug).toBe(product.slug);
      // The deletion is in the stored history, with the values it removed.
      const db = openServerDatabase(server);
      try {
        const rows = await db.db.selectFrom("product_revisions").select(["action", "previous"]).where("product_id", "=", product.id).execute();
        expect(rows.map((r) => r.action).sort()).toEqual(["create", "delete"]);
        expect(JSON.parse(rows.find((r) => r.action === "delete")!.previous!)).toMatchObject({ name: product.name });
      } finally {
        await db.close();
      }
    });

    it("lists every product with search, category, dosage form and status filters and paging", async () => {
      const draft = await create(newProduct({ status: "draft", category: "Cosmetic", dosageForm: "Soap" }));
      const all = await api(server, "GET", PRODUCTS, { cookie });
      expect(all.json.data).toMatchObject({ page: 1, pageSize: 20 });
      expect(all.json.data.total).toBeGreaterThan(100);
      expect(all.json.data.products).toHaveLength(20);
      const drafts = await api(server, "GET", `${PRODUCTS}?status=draft&category=cosmetic&form=Soap`, { cookie });
      expect(drafts.json.data.products.map((p: { id: string }) => p.id)).toEqual([draft.id]);
      const byName = await api(server, "GET", `${PRODUCTS}?q=${encodeURIComponent(draft.name)}`, { cookie });
      expect(byName.json.data.products[0].id).toBe(draft.id);
      const last = await api(server, "GET", `${PRODUCTS}?page=999`, { cookie });
      expect(last.json.data.page).toBe(all.json.data.pageCount);
      // A seeded product no admin touched has no history yet, and its page says so.
      const untouched = all.json.data.products.find((p: { editedAt: number | null }) => p.editedAt === null);
      const historyPage = await fetch(`${server.url}/adminproducts/${untouched.id}/history`, { headers: { cookie } });
      expect(await historyPage.text()).toContain("No changes yet");
    });

    it("of many creations of one name at once, exactly one succeeds and the others get the name's field error", async () => {
      const body = newProduct();
      const answers = await Promise.all(Array.from({ length: 8 }, () => api(server, "POST", PRODUCTS, { cookie, body })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.status === 409)) expect(Object.keys(refused.json.errors)).toEqual(["name"]);
      const listed = await api(server, "GET", `${PRODUCTS}?q=${encodeURIComponent(body.name)}`, { cookie });
      expect(listed.json.data.total).toBe(1);
    });

    it("many edits of one product at once each record the values they replaced", async () => {
      const product = await create();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => api(server, "PUT", `${PRODUCTS}/${product.id}`, { cookie, body: newProduct({ name: product.name, packSize: `pack ${i}` }) })),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const revisions = (await api(server, "GET", `${PRODUCTS}/${product.id}/history`, { cookie })).json.data.revisions as Array<{ previous: { packSize: string } | null }>;
      // Each edit saw the previous one's result: the chain of previous values has no repeats.
      const previous = revisions.filter((r) => r.previous).map((r) => r.previous!.packSize);
      expect(previous).toHaveLength(6);
      expect(new Set(previous).size).toBe(6);
    });
  });

  describe("through the page forms (no JavaScript)", () => {
    const post = (path: string, body: Record<string, string>) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, cookie },
        body: new URLSearchParams(body),
        redirect: "manual",
      });

    function formOf(overrides: Record<string, string> = {}) {
      counter += 1;
      return {
        name: `Aaform ${Date.now().toString(36)}${counter} Syrup`,
        composition: "Formamol 5 ml",
        category: "Pharmaceuticals",
        dosageForm: "Syrup",
        packSize: "100 ml",
        "descriptionList.0": "One",
        "descriptionList.1": "Two",
        "keyBenefits.0": "Benefit",
        remark: "",
        status: "published",
        featuredOrder: "0",
        position: "0",
        ...overrides,
      };
    }

    async function idOf(name: string): Promise<string> {
      const listed = await api(server, "GET", `${PRODUCTS}?q=${encodeURIComponent(name)}`, { cookie });
      return listed.json.data.products.find((p: { name: string }) => p.name === name).id;
    }

    it("creates a product and goes back to the list with a notice", async () => {
      const form = formOf();
      const res = await post("/adminproducts/new", form);
      expect(res.status).toBe(302);
      const id = await idOf(form.name);
      // The new product's own page, whose notice links to its pictures.
      expect(res.headers.get("location")).toBe(`/adminproducts/${id}?notice=created`);
      const landing = await (await fetch(`${server.url}/adminproducts/${id}?notice=created`, { headers: { cookie } })).text();
      expect(landing).toMatch(new RegExp(`<p role="status"[^>]*>Product created(<!-- -->)?\\. Next: (<!-- -->)?<a [^>]*href="/adminproducts/${id}/pictures"[^>]*>add its pictures</a>`));
      const created = (await api(server, "GET", `${PRODUCTS}/${id}`, { cookie })).json.data;
      expect(created).toMatchObject({ descriptionList: ["One", "Two"], keyBenefits: ["Benefit"], status: "published", featured: false });
    });

    it("the list buttons add, remove and move lines without saving anything", async () => {
      const form = formOf();
      const added = await post("/adminproducts/new", { ...form, intent: "add:descriptionList" });
      expect(added.status).toBe(200);
      const html = await added.text();
      expect(html).toContain('name="descriptionList.2"');
      expect(html).toContain(`value="${form.name}"`);
      const moved = await (await post("/adminproducts/new", { ...form, intent: "up:descriptionList:1" })).text();
      expect(moved.indexOf('value="Two"')).toBeLessThan(moved.indexOf('value="One"'));
      const removed = await (await post("/adminproducts/new", { ...form, intent: "remove:descriptionList:0" })).text();
      expect(removed).not.toContain('value="One"');
      expect(/<input[^>]*name="descriptionList\.0"[^>]*>/.exec(removed)?.[0]).toContain('value="Two"');
      expect((await api(server, "GET", `${PRODUCTS}?q=${encodeURIComponent(form.name)}`, { cookie })).json.data.total).toBe(0);
    });

    it("a refused post keeps everything typed and says why under the field", async () => {
      const form = formOf({ name: "", "descriptionList.1": "Kept line", remark: "kept remark" });
      const res = await post("/adminproducts/new", form);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain("Name is required");
      expect(html).toContain('value="Kept line"');
      expect(html).toContain("kept remark");
      const taken = await post("/adminproducts/new", formOf({ name: seeded[0]!.name }));
      expect(taken.status).toBe(409);
      expect(await taken.text()).toContain("Another product already has this name");
    });

    it("edits, hides, publishes, duplicates, restores and deletes from the pages", async () => {
      const form = formOf();
      await post("/adminproducts/new", form);
      const id = await idOf(form.name);
      const edited = await post(`/adminproducts/${id}`, { ...form, packSize: "200 ml", featured: "on" });
      expect(edited.headers.get("location")).toBe("/adminproducts?notice=updated");
      expect((await api(server, "GET", `${PRODUCTS}/${id}`, { cookie })).json.data).toMatchObject({ packSize: "200 ml", featured: true });

      const hidden = await post("/adminproducts?status=published", { intent: "hide", id });
      expect(hidden.headers.get("location")).toBe("/adminproducts?status=published&notice=hidden");
      const slug = (await api(server, "GET", `${PRODUCTS}/${id}`, { cookie })).json.data.slug;
      expect((await page(`/product/${slug}`)).status).toBe(404);
      await post("/adminproducts", { intent: "publish", id });
      expect((await page(`/product/${slug}`)).status).toBe(200);

      const duplicated = await post("/adminproducts", { intent: "duplicate", id });
      expect(duplicated.status).toBe(302);
      expect(duplicated.headers.get("location")).toMatch(/^\/adminproducts\/[\w-]+\?notice=duplicated$/);

      const history = (await api(server, "GET", `${PRODUCTS}/${id}/history`, { cookie })).json.data.revisions;
      const editRevision = history.find((r: { action: string }) => r.action === "update");
      const restored = await post(`/adminproducts/${id}/history`, { revision: editRevision.id });
      expect(restored.headers.get("location")).toBe(`/adminproducts/${id}/history?notice=restored`);
      expect((await api(server, "GET", `${PRODUCTS}/${id}`, { cookie })).json.data.packSize).toBe("100 ml");

      const confirmation = await page(`/adminproducts?delete=${id}`);
      expect(confirmation.status).toBe(302); // no session cookie on a plain page fetch: the login
      const withSession = await fetch(`${server.url}/adminproducts?delete=${id}`, { headers: { cookie } });
      expect(await withSession.text()).toContain("Are you sure?");
      // Restoring the creation is refused, and the page says why; so is a row action on nothing.
      const creation = await post(`/adminproducts/${id}/history`, { revision: history.find((r: { action: string }) => r.action === "create").id });
      expect(creation.status).toBe(400);
      expect(await creation.text()).toContain("no earlier values to restore");
      const missing = await post("/adminproducts", { intent: "hide", id: "no-such-product" });
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain("Product not found");
      const deleted = await post(`/adminproducts?delete=${id}`, { intent: "delete", id });
      expect(deleted.headers.get("location")).toBe("/adminproducts?notice=deleted");
      expect((await api(server, "GET", `${PRODUCTS}/${id}`, { cookie })).status).toBe(404);
      expect((await fetch(`${server.url}/adminproducts/${id}`, { headers: { cookie } })).status).toBe(404);
    });
  });
});
