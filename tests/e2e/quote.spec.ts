import type { Page } from "@playwright/test";
import { sitePath } from "../../app/config/paths";
import { normalizeProduct } from "../../app/schemas/product";
import { productSeeds } from "../../content/products";
import { signInByApi } from "./support/admin";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";

const [a, b, c] = productSeeds.slice(0, 3).map(normalizeProduct) as [ReturnType<typeof normalizeProduct>, ReturnType<typeof normalizeProduct>, ReturnType<typeof normalizeProduct>];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const line = (page: Page, name: string) => page.getByRole("group", { name: new RegExp(`^${escape(name)}`) });
const count = (page: Page) => page.getByTestId("quote-count");
// A category page lists product cards (/products lists the categories).
const listing = sitePath("category", { category: a.category });

/** Two products from their cards on a category page, the third from its product page. */
async function addThree(page: Page) {
  await page.goto(listing);
  await expect(count(page)).toHaveText("0");
  await page.getByRole("button", { name: `Add to quote: ${a.name}` }).click();
  await expect(count(page)).toHaveText("1");
  await page.getByRole("button", { name: `Add to quote: ${b.name}` }).click();
  await expect(count(page)).toHaveText("2");
  await page.goto(`/product/${c.slug}`);
  await page.getByRole("button", { name: `Add to quote: ${c.name}` }).click();
  await expect(count(page)).toHaveText("3");
}

async function setQuantities(page: Page) {
  await line(page, a.name).getByLabel("Quantity").fill("200,000");
  await line(page, b.name).getByLabel("Quantity").fill("5000");
  await line(page, b.name).getByLabel("Unit").selectOption("boxes");
  await line(page, c.name).getByLabel("Quantity").fill("40");
  await line(page, c.name).getByLabel("Note").fill("Shelf life 24 months");
  // The button's own post, not a save sent as the fields were typed (the page may reload before the button's lands).
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith("/quote") && r.request().method() === "POST" && /(^|&)intent=update(&|$)/.test(r.request().postData() ?? ""),
  );
  await page.getByRole("button", { name: "Update list" }).click();
  expect((await saved).status()).toBe(200);
  await page.waitForLoadState();
}

async function fillRequest(page: Page, company: string) {
  await page.getByLabel("Name").fill("Wanjiru Kamau");
  await page.getByLabel("Company").fill(company);
  await page.getByLabel("Email").fill("wanjiru@coastpharma.example");
  await page.getByLabel("Phone").fill("+254 712 345678");
  await page.getByLabel("Country").fill("Perú");
  await page.getByLabel("Destination port or city").fill("Callao");
  await page.getByLabel("Incoterm").selectOption("CIF");
  await page.getByLabel("COA").check();
  await page.getByLabel("WHO-GMP certificate").check();
  await page.getByRole("radio", { name: "No" }).check();
}

async function sendAndCheck(page: Page, company: string) {
  await fillRequest(page, company);
  await page.getByRole("button", { name: "Send request" }).click();
  const reference = page.getByTestId("quote-reference");
  await expect(reference).toHaveText(/^Q-\d{4}-\d{5}$/);
  await expect(count(page)).toHaveText("0");
  return (await reference.textContent())!;
}

async function inboxShowsLines(page: Page, reference: string) {
  await signInByApi(page);
  await page.goto(`/adminmessages?kind=quote&q=${encodeURIComponent(reference)}`);
  await page.getByRole("link", { name: "Wanjiru Kamau" }).first().click();
  const lines = page.getByRole("region", { name: /Products/ });
  await expect(lines.getByRole("row")).toHaveCount(4);
  await expect(lines.getByRole("row", { name: new RegExp(escape(a.name)) })).toContainText("200,000");
  await expect(lines.getByRole("row", { name: new RegExp(escape(b.name)) })).toContainText("boxes");
  await expect(lines.getByRole("row", { name: new RegExp(escape(c.name)) })).toContainText("Shelf life 24 months");
  await expect(page.getByRole("link", { name: "Download lines (XLSX)" })).toHaveAttribute("href", /\/lines\.xlsx$/);
}

test.describe("the quote list with JavaScript", () => {
  test.use({ viewport: DESKTOP });

  test("adds three products, keeps the quantities over a reload, sends the request and shows it in the inbox", async ({ page }) => {
    await addThree(page);
    // Added in the background: the product page stayed where it was.
    await expect(page).toHaveURL(`/product/${c.slug}`);
    await page.getByRole("link", { name: /^Quote/ }).click();
    await expect(page).toHaveURL("/quote");
    await setQuantities(page);
    await page.reload();
    await expect(line(page, a.name).getByLabel("Quantity")).toHaveValue("200000");
    await expect(line(page, b.name).getByLabel("Unit")).toHaveValue("boxes");
    await expect(line(page, c.name).getByLabel("Note")).toHaveValue("Shelf life 24 months");
    await expect(line(page, a.name).getByRole("link", { name: a.name })).toHaveAttribute("href", `/product/${a.slug}`);
    const whatsapp = new URL((await page.getByRole("link", { name: /Send this list on WhatsApp/ }).getAttribute("href"))!);
    expect(whatsapp.searchParams.get("text")).toContain(`${a.name}: 200,000 units`);

    // The schema checks the form in the browser first, with the specification's messages.
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
    await expect(page.getByLabel("Country")).toHaveAccessibleDescription("Country is required");
    await page.getByLabel("Phone").fill("12345");
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByLabel("Phone")).toHaveAccessibleDescription("Phone must be at least 10 digits");

    const reference = await sendAndCheck(page, "Coast Pharma JS");
    await inboxShowsLines(page, reference);
  });

  test("removes a line", async ({ page }) => {
    await page.goto(listing);
    await page.getByRole("button", { name: `Add to quote: ${a.name}` }).click();
    await expect(count(page)).toHaveText("1");
    await page.goto("/quote");
    await page.getByRole("button", { name: `Remove ${a.name}` }).click();
    await expect(page.getByText("Your quote list is empty.")).toBeVisible();
    await expect(count(page)).toHaveText("0");
  });
});

test.describe("the quote list without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("adds three products, keeps the quantities over a reload, sends the request and shows it in the inbox", async ({ page }) => {
    await addThree(page);
    // The plain post came back to the page it was sent from, which confirms the product is on the list.
    await expect(page).toHaveURL(`/product/${c.slug}?added=${c.slug}`);
    await expect(page.getByRole("status").filter({ hasText: `${c.name} is on your quote list` })).toBeFocused();
    await page.goto("/quote");
    await setQuantities(page);
    await page.reload();
    await expect(line(page, a.name).getByLabel("Quantity")).toHaveValue("200000");
    await expect(line(page, b.name).getByLabel("Unit")).toHaveValue("boxes");
    const reference = await sendAndCheck(page, "Coast Pharma no JS");
    await inboxShowsLines(page, reference);
  });
});

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`/quote at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("passes axe with a list and with errors, and fits the screen", async ({ page }) => {
      await page.goto("/quote");
      await expectNoAxeViolations(page);
      await page.goto(listing);
      await page.getByRole("button", { name: `Add to quote: ${a.name}` }).click();
      await expect(count(page)).toHaveText("1");
      await page.goto("/quote");
      await expectNoAxeViolations(page);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await page.getByRole("button", { name: "Send request" }).click();
      await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
      await expectNoAxeViolations(page);
      // Keyboard: the first invalid field (the line's quantity, not set yet) has the focus, with a visible outline.
      await expect(line(page, a.name).getByLabel("Quantity")).toHaveAccessibleDescription("Quantity is required");
      await expect(line(page, a.name).getByLabel("Quantity")).toBeFocused();
    });
  });
}
