import type { APIRequestContext, Page } from "@playwright/test";
import { makePicture } from "../support/pictures";
import { signInByApi, toast } from "./support/admin";
import { DESKTOP, MOBILE, catalogueTest as test, expect, expectNoAxeViolations } from "./support/fixtures";

// The specs that change the catalogue run on a server of their own per worker (catalogueTest);
// each test still works on a product of its own and removes the pictures it added.
const GALLERY_PRODUCT = "verdaleaf-ubtan-face-pack-powder";
const AXE_PRODUCT = "verdaleaf-cooling-body-powder";
const PLAIN_PRODUCT = "verdaleaf-herbal-hair-wash-powder";
const PROGRESS_PRODUCT = "verdaleaf-hair-styling-gel";

/** A product's id (no public page shows it), from the admin products API searching by its name. */
async function productId(page: Page, slug: string): Promise<string> {
  const res = await page.request.get(`/api/admin/products?q=${encodeURIComponent(slug.replace(/-/g, " "))}`);
  expect(res.status(), await res.text()).toBe(200);
  const { products } = ((await res.json()) as { data: { products: Array<{ id: string; slug: string }> } }).data;
  const product = products.find((p) => p.slug === slug);
  if (!product) throw new Error(`no product with the slug ${slug}`);
  return product.id;
}

const picturesPage = (id: string) => `/adminproducts/${id}/pictures`;
const picturesApi = (id: string) => `/api/admin/products/${id}/pictures`;

async function removeAll(request: APIRequestContext, id: string) {
  const res = await request.get(picturesApi(id));
  const { pictures } = ((await res.json()) as { data: { pictures: Array<{ id: string }> } }).data;
  for (const picture of pictures) expect((await request.delete(`${picturesApi(id)}/${picture.id}`)).status()).toBe(200);
}

test.describe("product pictures, with JavaScript", () => {
  // The blank alt text is refused with a 400, which the browser logs.
  test.use({ viewport: DESKTOP, allowedConsoleErrors: [/status of 400/] });

  test("an admin uploads two pictures, names them, reorders them and sees them on the product page; the zoom view works by keyboard", async ({ page }) => {
    await signInByApi(page);
    const id = await productId(page, GALLERY_PRODUCT);
    await page.goto(picturesPage(id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pictures of Verdaleaf Ubtan Face Pack Powder");

    await page.getByLabel("Add pictures").setInputFiles([
      { name: "front.png", mimeType: "image/png", buffer: await makePicture("png", 800, 800) },
      { name: "back.jpg", mimeType: "image/jpeg", buffer: await makePicture("jpeg", 1200, 900) },
    ]);
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(toast(page, "Pictures uploaded")).toBeVisible();
    await expect(page.getByTestId("picture-list").getByRole("listitem")).toHaveCount(2);

    // Each save is answered before the next form is sent (a new post would cancel one in flight).
    const answered = () => page.waitForResponse((res) => res.request().method() === "POST" && res.url().includes("/pictures"));
    for (const [position, alt] of [[1, "Ubtan pack, front"], [2, "Ubtan pack, back"]] as const) {
      await page.getByLabel(`Alt text of picture ${position}`).fill(alt);
      const saved = answered();
      await page.getByRole("button", { name: `Save alt text of picture ${position}` }).click();
      expect((await saved).status()).toBe(200);
      await expect(toast(page, "Alt text saved").first()).toBeVisible();
    }

    await page.getByLabel("Alt text of picture 1").fill("");
    await page.getByRole("button", { name: "Save alt text of picture 1" }).click();
    await expect(page.getByLabel("Alt text of picture 1")).toHaveAccessibleDescription("Alt text is required");
    await page.getByLabel("Alt text of picture 1").fill("Ubtan pack, front");

    await page.getByRole("button", { name: "Move up picture 2" }).click();
    await expect(toast(page, "Order saved")).toBeVisible();
    await expect(page.getByLabel("Alt text of picture 1")).toHaveValue("Ubtan pack, back");
    await expect(page.getByRole("button", { name: "Move up picture 1" })).toBeDisabled();

    await page.goto(`/product/${GALLERY_PRODUCT}`);
    const lead = page.getByTestId("gallery-image");
    await expect(lead).toHaveAttribute("alt", "Ubtan pack, back");
    await expect(lead.locator("xpath=..")).toHaveJSProperty("tagName", "PICTURE");
    await expect(lead.locator("xpath=../source").first()).toHaveAttribute("type", "image/avif");
    await expect(lead).toHaveAttribute("width", "1200");
    await expect(lead).toHaveAttribute("height", "900");
    expect(await lead.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const thumbnails = page.getByRole("list", { name: "Thumbnails" }).locator("picture img");
    await expect(thumbnails).toHaveCount(2);
    expect(await thumbnails.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual(["Ubtan pack, back", "Ubtan pack, front"]);

    // The zoom view: opened from the keyboard, the largest variant, Escape closes, focus returns.
    const zoom = page.getByRole("button", { name: "Zoom image" });
    await zoom.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Ubtan pack, back (zoomed)" });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("button", { name: "Close zoomed image" })).toBeFocused();
    const zoomed = dialog.locator("img");
    await expect.poll(() => zoomed.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/1200\.(avif|webp)$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(zoom).toBeFocused();

    // A sideways swipe on a touch screen turns to the next picture.
    const frame = lead.locator("xpath=../..");
    const finger = (clientX: number) => ({ pointerType: "touch", pointerId: 1, isPrimary: true, clientX, clientY: 200, bubbles: true });
    await frame.dispatchEvent("pointerdown", finger(400));
    await frame.dispatchEvent("pointerup", finger(250));
    await expect(lead).toHaveAttribute("alt", "Ubtan pack, front");
    await expect(page.getByText("Image 2 of 2")).toBeAttached();

    await removeAll(page.request, id);
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`a slow upload shows its progress, and the file box is empty once the pictures are in, at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInByApi(page);
      const id = await productId(page, PROGRESS_PRODUCT);
      await page.goto(picturesPage(id));
      // The upload's answer comes 2 s late, as over a slow connection.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname.includes("/pictures"),
        async (route) => {
          if (route.request().method() !== "POST") return route.continue();
          const response = await route.fetch();
          await held;
          await route.fulfill({ response });
        },
      );
      const input = page.getByLabel("Add pictures");
      await input.setInputFiles([
        { name: "front.png", mimeType: "image/png", buffer: await makePicture("png", 800, 800) },
        { name: "side.webp", mimeType: "image/webp", buffer: await makePicture("webp", 900, 600) },
      ]);
      await page.getByRole("button", { name: "Upload" }).click();
      const progress = page.getByRole("progressbar", { name: "Upload progress" });
      await expect(progress).toBeVisible();
      await expect(page.getByRole("button", { name: /Uploading/ })).toBeDisabled();
      await expectNoAxeViolations(page);
      release();
      await expect(toast(page, "Pictures uploaded")).toBeVisible();
      await expect(page.getByTestId("picture-list").getByRole("listitem")).toHaveCount(2);
      await expect(progress).toBeHidden();
      // Nothing left chosen: a second press would not upload the same two files again.
      await expect(input).toHaveValue("");
      await page.unrouteAll({ behavior: "wait" });
      await removeAll(page.request, id);
    });

    test(`the pictures page passes axe at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInByApi(page);
      const id = await productId(page, AXE_PRODUCT);
      const res = await page.request.post(picturesApi(id), {
        multipart: { pictures: { name: "pack.webp", mimeType: "image/webp", buffer: await makePicture("webp", 600, 600) } },
      });
      expect(res.status(), await res.text()).toBe(201);
      await page.goto(picturesPage(id));
      await expect(page.getByTestId("picture-list").getByRole("listitem")).toHaveCount(1);
      await expectNoAxeViolations(page);
      await removeAll(page.request, id);
    });
  }
});

test.describe("product pictures, without JavaScript", () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false });

  test("the plain file input uploads, and the page says so", async ({ page }) => {
    await signInByApi(page);
    const id = await productId(page, PLAIN_PRODUCT);
    await page.goto(picturesPage(id));
    await page.getByLabel("Add pictures").setInputFiles([{ name: "pack.avif", mimeType: "image/avif", buffer: await makePicture("avif", 500, 500) }]);
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page).toHaveURL(`${picturesPage(id)}?notice=uploaded`);
    await expect(page.getByRole("status")).toHaveText("Pictures uploaded.");
    await expect(page.getByTestId("picture-list").getByRole("listitem")).toHaveCount(1);
    await removeAll(page.request, id);
  });
});
