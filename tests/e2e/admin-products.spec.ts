import type { Page } from "@playwright/test";
import { makePicture } from "../support/pictures";
import { controlsUnderToast, signInByApi, toast } from "./support/admin";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, catalogueTest as test } from "./support/fixtures";

const API = "/api/admin/products";

let counter = 0;
function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter} Cream`;
}

/**
 * A draft made through the API; returns its id. A draft, so that the public catalogue other
 * specs count (on the same server) does not change.
 */
async function createByApi(page: Page, name: string, descriptionList = ["First", "Second"]): Promise<string> {
  const res = await page.request.post(API, {
    data: {
      name,
      composition: "Aloe vera 10%",
      category: "Cosmetic",
      descriptionList,
      dosageForm: "Topical Gel",
      packSize: "50 g",
      keyBenefits: [],
      status: "draft",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

async function storedLines(page: Page, id: string): Promise<string[]> {
  const res = await page.request.get(`${API}/${id}`);
  return ((await res.json()) as { data: { descriptionList: string[] } }).data.descriptionList;
}

const lines = (page: Page) => page.getByTestId("descriptionList-lines").getByRole("textbox");

/** Adds a third line, moves it up, removes the first: First, Second -> Third, Second. */
async function editDescriptionList(page: Page) {
  await page.getByRole("button", { name: "Add description line" }).click();
  await expect(lines(page)).toHaveCount(3);
  await page.getByLabel("Description line 3", { exact: true }).fill("Third");
  await page.getByRole("button", { name: "Move description line 3 up" }).click();
  await expect(lines(page).nth(1)).toHaveValue("Third");
  await page.getByRole("button", { name: "Remove description line 1" }).click();
  await expect(lines(page)).toHaveCount(2);
  await expect(lines(page).nth(0)).toHaveValue("Third");
  await expect(lines(page).nth(1)).toHaveValue("Second");
}

test.use({ viewport: DESKTOP });

test.beforeEach(async ({ page }) => {
  await signInByApi(page);
});

test("an admin adds a product with two pictures and sees it on its category page and in search", async ({ page }) => {
  const name = uniqueName("Aaadded");
  await page.goto("/admindashboard");
  await page.getByRole("link", { name: "Products", exact: true }).click();
  await expect(page).toHaveURL("/adminproducts");
  await page.getByRole("link", { name: "New product" }).click();
  await expect(page).toHaveURL("/adminproducts/new");

  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Composition" }).fill("Shea butter 5%");
  await page.getByRole("combobox", { name: "Category" }).selectOption("Cosmetic");
  await page.getByRole("combobox", { name: "Dosage form" }).selectOption("Topical Gel");
  await page.getByRole("textbox", { name: "Pack size" }).fill("100 g");
  await page.getByLabel("Description line 1", { exact: true }).fill("Soothes dry skin");
  await page.getByRole("button", { name: "Add key benefit" }).click();
  await page.getByLabel("Key benefit 1", { exact: true }).fill("Non-greasy");
  await page.getByRole("combobox", { name: "Status" }).selectOption("published");
  await page.getByLabel("Display order", { exact: true }).fill("0");
  await page.getByRole("button", { name: "Create product" }).click();

  await expect(toast(page, "Product created")).toBeVisible();
  // The new product's own page, with its pictures one link away.
  await expect(page).toHaveURL(/\/adminproducts\/[0-9a-f-]{36}\?notice=created$/);
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);

  // Two pictures, through the notice's link.
  await page.getByRole("status").getByRole("link", { name: "add its pictures" }).click();
  await page.getByLabel("Add pictures").setInputFiles([
    { name: "front.png", mimeType: "image/png", buffer: await makePicture("png", 800, 800) },
    { name: "side.webp", mimeType: "image/webp", buffer: await makePicture("webp", 1000, 750) },
  ]);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(toast(page, "Pictures uploaded")).toBeVisible();
  await expect(page.getByTestId("picture-list").getByRole("listitem")).toHaveCount(2);

  await page.goto("/category/Cosmetic");
  const card = page.getByRole("link", { name: new RegExp(name) }).first();
  await expect(card).toBeVisible();
  await expect(page.locator("picture").filter({ has: page.locator(`img[alt="${name}"]`) }).first()).toBeVisible();
  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  await expect(page.locator("picture img").first()).toHaveAttribute("alt", name);
  await page.getByRole("link", { name: new RegExp(name) }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("Non-greasy")).toBeVisible();
  await expect(page.getByTestId("gallery-image").locator("xpath=..")).toHaveJSProperty("tagName", "PICTURE");
});

// The product added above leaves the public catalogue at once: other specs on this server count it.
test.afterEach(async ({ page }) => {
  const res = await page.request.get(`${API}?q=Aaadded&status=published`);
  for (const { id } of ((await res.json()) as { data: { products: Array<{ id: string }> } }).data.products) {
    expect((await page.request.delete(`${API}/${id}`)).status()).toBe(200);
  }
});

test("a refused save keeps everything typed and shows the error under the field", async ({ page }) => {
  await page.goto("/adminproducts/new");
  await page.getByRole("textbox", { name: "Composition" }).fill("Kept text");
  await page.getByLabel("Description line 1", { exact: true }).fill("Kept line");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: "Composition" })).toHaveValue("Kept text");
  await expect(page.getByLabel("Description line 1", { exact: true })).toHaveValue("Kept line");
});

test("an admin edits a description list: add, reorder, remove, save", async ({ page }) => {
  const id = await createByApi(page, uniqueName("Listjs"));
  await page.goto(`/adminproducts/${id}`);
  await expect(page.getByRole("link", { name: "Pictures" })).toHaveAttribute("href", `/adminproducts/${id}/pictures`);
  await editDescriptionList(page);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Product updated")).toBeVisible();
  expect(await storedLines(page, id)).toEqual(["Third", "Second"]);
});

test("delete asks first, then the product is gone from the list", async ({ page }) => {
  const name = uniqueName("Deleteme");
  await createByApi(page, name);
  await page.goto(`/adminproducts?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Are you sure?" });
  // It says which product goes.
  await expect(dialog).toHaveAccessibleDescription(`This action cannot be undone. ${name} will be deleted.`);
  await dialog.getByRole("button", { name: "No" }).click();
  await expect(page.getByRole("button", { name: `Delete ${name}` })).toBeFocused();
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(toast(page, "Product deleted")).toBeVisible();
  await expect(page.getByTestId("product-row")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin edits a description list with plain form posts", async ({ page }) => {
    const id = await createByApi(page, uniqueName("Listnojs"));
    await page.goto(`/adminproducts/${id}`);
    await editDescriptionList(page);
    // Nothing is saved until Save.
    expect(await storedLines(page, id)).toEqual(["First", "Second"]);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL("/adminproducts?notice=updated");
    await expect(page.getByRole("status")).toHaveText("Product updated");
    expect(await storedLines(page, id)).toEqual(["Third", "Second"]);
  });
});

for (const [label, viewport] of [
  ["1280", DESKTOP],
  ["390", MOBILE],
] as const) {
  test.describe(`at ${label} px`, () => {
    test.use({ viewport });

    test("a toast covers no control: after Create product on the new product's page, after Delete on the list", async ({ page }) => {
      const name = uniqueName("Toasted");
      await page.goto("/adminproducts/new");
      await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
      await page.getByRole("textbox", { name: "Composition" }).fill("Shea butter 5%");
      await page.getByRole("combobox", { name: "Category" }).selectOption("Cosmetic");
      await page.getByRole("combobox", { name: "Dosage form" }).selectOption("Topical Gel");
      await page.getByRole("textbox", { name: "Pack size" }).fill("100 g");
      await page.getByLabel("Description line 1", { exact: true }).fill("Soothes dry skin");
      await page.getByRole("button", { name: "Create product" }).click();
      const created = toast(page, "Product created");
      await expect(created).toBeVisible();
      await expect(page).toHaveURL(/\/adminproducts\/[0-9a-f-]{36}\?notice=created$/);
      expect(await controlsUnderToast(created)).toEqual([]);

      await page.goto(`/adminproducts?q=${encodeURIComponent(name)}`);
      await page.getByRole("button", { name: `Delete ${name}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
      const deleted = toast(page, "Product deleted");
      await expect(deleted).toBeVisible();
      await expect(page.getByTestId("product-row")).toHaveCount(0);
      // The list's Import / export and New product buttons among them.
      expect(await controlsUnderToast(deleted)).toEqual([]);
      await expectNoAxeViolations(page);
    });

    test("the list, new, edit and history screens pass axe and fit the screen", async ({ page }) => {
      const id = await createByApi(page, uniqueName("Axe"));
      await page.request.put(`${API}/${id}`, {
        data: {
          name: uniqueName("Axe renamed"),
          composition: "Aloe vera 12%",
          category: "Cosmetic",
          descriptionList: ["One"],
          dosageForm: "Topical Gel",
          packSize: "50 g",
          keyBenefits: ["Calms"],
          status: "draft",
        },
      });
      for (const path of ["/adminproducts", "/adminproducts/new", `/adminproducts/${id}`, `/adminproducts/${id}/history`]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await hasHorizontalOverflow(page), path).toBe(false);
        await expectNoAxeViolations(page);
      }
    });
  });
}
