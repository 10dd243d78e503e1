import { normalizeProduct } from "../../app/schemas/product";
import { productSeeds } from "../../content/products";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";

const products = productSeeds.map(normalizeProduct);
const pharmaceuticals = products.filter((p) => p.category === "Pharmaceuticals");
const pharmaPages = Math.ceil(pharmaceuticals.length / 8);
const mericlav = products.find((p) => p.slug === "mericlav-625-tablets");
const imageless = products.find((p) => p.images.length === 0);
if (!mericlav || !imageless) throw new Error("expected Mericlav 625 Tablets and a product without images");

test.describe("catalogue at 1280px", () => {
  test.use({ viewport: DESKTOP });

  test("Products → Category → Product", async ({ page }) => {
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Products");
    await expect(page.getByText("Explore our wide range of high-quality products")).toBeVisible();
    await expect(page.getByTestId("total-products")).toHaveText(String(products.length));
    await expect(page.getByText(`(${pharmaceuticals.length} products)`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Looking for specific products?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Us", exact: true }).last()).toHaveAttribute("href", "/contact");

    await page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Pharmaceuticals" }) })
      .getByRole("link", { name: "View Products" })
      .click();
    await expect(page).toHaveURL("/category/Pharmaceuticals");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pharmaceuticals");
    await expect(page.getByText(`Showing 1-8 of ${pharmaceuticals.length} results`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Read more" })).toHaveCount(8);

    const first = pharmaceuticals[0];
    if (!first) throw new Error("expected a product");
    await page.getByRole("link", { name: "Read more" }).first().click();
    await expect(page).toHaveURL(`/product/${first.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.name);
    await expect(page.getByText(first.composition)).toBeVisible();
    await expect(page.getByRole("row", { name: `Dosage Form ${first.dosageForm}` })).toBeVisible();
    await expect(page.getByRole("row", { name: `Pack Size ${first.packSize}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Key Benefits" })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link")).toHaveText(["Home", "Products", "Pharmaceuticals"]);
    await expect(page.getByRole("region", { name: "Related Products" }).getByRole("link", { name: "Read more" })).toHaveCount(4);
    await expect(page).toHaveTitle(`${first.name} | Verdant Meridian`);
  });

  test("next and previous move through the pages and are disabled at the ends", async ({ page }) => {
    await page.goto("/category/Pharmaceuticals");
    const pages = page.getByRole("navigation", { name: "Pharmaceuticals pages" });
    const previous = pages.getByRole("link", { name: "Previous" });
    const next = pages.getByRole("link", { name: "Next" });
    await expect(previous).toBeDisabled();
    await expect(previous).not.toHaveAttribute("href");
    await expect(next).toBeEnabled();
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    await next.click();
    await expect(page).toHaveURL("/category/Pharmaceuticals?page=2");
    await expect(page.getByText(`Showing 9-16 of ${pharmaceuticals.length} results`)).toBeVisible();
    await expect(previous).toBeEnabled();
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    await previous.click();
    await expect(page).toHaveURL("/category/Pharmaceuticals");
    await expect(page.getByText(`Showing 1-8 of ${pharmaceuticals.length} results`)).toBeVisible();

    await pages.getByRole("link", { name: `Page ${pharmaPages}` }).click();
    await expect(page).toHaveURL(`/category/Pharmaceuticals?page=${pharmaPages}`);
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    const from = (pharmaPages - 1) * 8 + 1;
    await expect(page.getByText(`Showing ${from}-${pharmaceuticals.length} of ${pharmaceuticals.length} results`)).toBeVisible();
  });

  test("a page past the end shows the last page", async ({ page }) => {
    await page.goto("/category/Pharmaceuticals?page=99");
    await expect(page.getByRole("navigation", { name: "Pharmaceuticals pages" }).getByRole("link", { name: "Next" })).toBeDisabled();
    await expect(page.getByText(`of ${pharmaceuticals.length} results`)).toHaveText(
      `Showing ${(pharmaPages - 1) * 8 + 1}-${pharmaceuticals.length} of ${pharmaceuticals.length} results`,
    );
  });

  test("a lower-case category URL shows the category", async ({ page }) => {
    const response = await page.goto("/category/pharmaceuticals");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pharmaceuticals");
    await expect(page.getByText(`Showing 1-8 of ${pharmaceuticals.length} results`)).toBeVisible();
  });

  test("the gallery's arrows stay between the first and the last image; thumbnails pick an image", async ({ page }) => {
    await page.goto(`/product/${mericlav.slug}`);
    const image = page.getByTestId("gallery-image");
    const previous = page.getByRole("button", { name: "Previous image" });
    const next = page.getByRole("button", { name: "Next image" });
    const [front, back] = mericlav.images;
    await expect(image).toHaveAttribute("src", front ?? "");
    await expect(previous).toBeDisabled();

    await previous.click({ force: true });
    await expect(image).toHaveAttribute("src", front ?? "");

    await next.click();
    await expect(image).toHaveAttribute("src", back ?? "");
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await next.click({ force: true });
    await expect(image).toHaveAttribute("src", back ?? "");

    const thumbnails = page.getByRole("list", { name: "Thumbnails" }).getByRole("button");
    await expect(thumbnails).toHaveCount(2);
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-current", "true");
    await thumbnails.nth(0).click();
    await expect(image).toHaveAttribute("src", front ?? "");
    await expect(thumbnails.nth(0)).toHaveAttribute("aria-current", "true");
  });

  test("a product without images shows the placeholder and no arrows", async ({ page }) => {
    await page.goto(`/product/${imageless.slug}`);
    await expect(page.getByTestId("gallery-image")).toHaveAttribute("src", "/new/placeholder.svg");
    await expect(page.getByRole("button", { name: "Next image" })).toHaveCount(0);
  });

  test("the inquiry dialog opens with its title and fields, and closes with Escape", async ({ page }) => {
    await page.goto(`/product/${mericlav.slug}`);
    const trigger = page.getByRole("button", { name: `Inquire About ${mericlav.name}` });
    await trigger.click();
    await expect(page).toHaveURL(`/product/${mericlav.slug}?inquire=1`);
    const dialog = page.getByRole("dialog", { name: `Inquire about ${mericlav.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading")).toHaveText(`Inquire about ${mericlav.name}`);
    for (const field of ["Email", "Phone", "Country", "Message"]) {
      // Required fields carry a " *" marker in their label.
      await expect(dialog.getByLabel(new RegExp(`^${field}\\b`))).toBeVisible();
    }
    expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`/product/${mericlav.slug}`);
    await expect(trigger).toBeFocused();
  });

  test("a link with ?inquire=1 opens the dialog as a modal; the close button closes it", async ({ page }) => {
    await page.goto(`/product/${mericlav.slug}?inquire=1`);
    const dialog = page.getByRole("dialog", { name: `Inquire about ${mericlav.name}` });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`/product/${mericlav.slug}`);
  });

  test("a search by a word of a composition finds the product", async ({ page }) => {
    await page.goto("/products");
    const search = page.getByRole("search", { name: "Products" });
    await search.getByLabel("Search by name or composition").fill("Clavulanate");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/products\?q=Clavulanate/);
    await expect(page.getByRole("heading", { name: 'Search results for "Clavulanate"' })).toBeVisible();
    await expect(page.getByRole("heading", { name: mericlav.name, level: 3 })).toBeVisible();
    await expect(page.getByRole("search").getByLabel("Search by name or composition")).toHaveValue("Clavulanate");

    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(page).toHaveURL("/products");
    await expect(page.getByRole("search").getByLabel("Search by name or composition")).toHaveValue("");
  });

  test("a search by the BP spelling 'amoxycillin' finds the amoxicillin products", async ({ page }) => {
    await page.goto("/products");
    const search = page.getByRole("search", { name: "Products" });
    await search.getByLabel("Search by name or composition").fill("amoxycillin");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/products\?q=amoxycillin/);
    await expect(page.getByRole("heading", { name: 'Search results for "amoxycillin"' })).toBeVisible();
    await expect(page.getByRole("heading", { name: mericlav.name, level: 3 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Amoxiverd 500 Capsules", level: 3 })).toBeVisible();
  });

  test("the category page searches within its category, by dosage form too", async ({ page }) => {
    await page.goto("/category/Cosmetic");
    const search = page.getByRole("search", { name: "Products" });
    await expect(search.getByLabel("Category")).toHaveValue("Cosmetic");
    await search.getByLabel("Dosage form").selectOption("Soap");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/category=Cosmetic/);
    const soaps = products.filter((p) => p.category === "Cosmetic" && p.dosageForm === "Soap");
    await expect(page.getByText(`Showing 1-${Math.min(8, soaps.length)} of ${soaps.length} results`)).toBeVisible();
  });

  test("a search without result says so and offers the contact page", async ({ page }) => {
    await page.goto("/products?q=unobtainium");
    await expect(page.getByText('No products match "unobtainium".')).toBeVisible();
    await page.getByRole("link", { name: "contact our team" }).click();
    await expect(page).toHaveURL("/contact");
  });
});

test.describe("not found", () => {
  test.use({ viewport: DESKTOP, allowedConsoleErrors: [/status of 404/] });

  test("an unknown category says 'No products found in this category.' with 404", async ({ page }) => {
    const response = await page.goto("/category/Sweets");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sweets");
    await expect(page.getByText("No products found in this category.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an unknown product shows 'Product not found' with 404", async ({ page }) => {
    const response = await page.goto("/product/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product not found");
    await expect(page).toHaveTitle("Product not found | Verdant Meridian");
    await expectNoAxeViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false });

  test("pagination links and the inquiry button still work", async ({ page }) => {
    await page.goto("/category/Pharmaceuticals");
    await page.getByRole("navigation", { name: "Pharmaceuticals pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/category/Pharmaceuticals?page=2");
    await expect(page.getByText(`Showing 9-16 of ${pharmaceuticals.length} results`)).toBeVisible();

    await page.goto(`/product/${mericlav.slug}`);
    await page.getByRole("button", { name: `Inquire About ${mericlav.name}` }).click();
    await expect(page).toHaveURL(`/product/${mericlav.slug}?inquire=1`);
    const dialog = page.getByRole("dialog", { name: `Inquire about ${mericlav.name}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    // The close button is an empty GET form: the browser leaves a bare "?".
    await expect(page).toHaveURL(new RegExp(`/product/${mericlav.slug}\\??$`));
    await expect(dialog).toHaveCount(0);
  });
});

for (const [label, viewport] of [
  ["390px", MOBILE],
  ["1280px", DESKTOP],
] as const) {
  test.describe(`axe and overflow at ${label}`, () => {
    test.use({ viewport });

    for (const path of ["/products", "/products?q=tablet", "/category/Pharmaceuticals?page=2", `/product/${mericlav.slug}`]) {
      test(`${path} has no axe violation and no horizontal overflow`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
        expect(await hasHorizontalOverflow(page)).toBe(false);
      });
    }
  });
}
