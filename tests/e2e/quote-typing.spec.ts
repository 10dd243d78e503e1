import type { Page } from "@playwright/test";
import { normalizeProduct } from "../../app/schemas/product";
import { formatNumber } from "../../app/i18n/format";
import { productSeeds } from "../../content/products";
import { messages as ar } from "../../content/i18n/ar/messages";
import { messages as en } from "../../content/i18n/en/messages";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";

/*
 * What a buyer types on /quote survives leaving the page (saved as they type with
 * JavaScript; saved by every button without it), the WhatsApp message says what is on screen,
 * a line without a quantity is refused, and a refusal from the server is in view and focused.
 */

const [a, b] = productSeeds.slice(0, 2).map(normalizeProduct) as [ReturnType<typeof normalizeProduct>, ReturnType<typeof normalizeProduct>];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const LANGUAGES = [
  { locale: "en", prefix: "", m: en },
  { locale: "ar", prefix: "/ar", m: ar },
] as const;

const line = (page: Page, name: string) => page.getByRole("group", { name: new RegExp(`^${escape(name)}`) });

/** Puts products on this browser's quote list, as a product card's form does. */
async function addToQuote(page: Page, baseURL: string, prefix: string, ...slugs: string[]) {
  for (const slug of slugs) {
    const res = await page.request.post(`${prefix}/quote`, { form: { intent: "add", product: slug, enhanced: "1" }, headers: { origin: baseURL } });
    expect(res.status()).toBe(200);
  }
}

async function whatsappText(page: Page, label: string): Promise<string> {
  const href = await page.getByRole("link", { name: new RegExp(escape(label)) }).getAttribute("href");
  return new URL(href!).searchParams.get("text")!;
}

for (const viewport of [MOBILE, DESKTOP]) {
  for (const { locale, prefix, m } of LANGUAGES) {
    const t = m.forms;
    const f = t.fields;
    test.describe(`/quote typed at ${viewport.width} px in ${locale}`, () => {
      test.use({ viewport, allowedConsoleErrors: [/status of 400/] });

      test("with JavaScript: the typed list survives a product visit and Back, WhatsApp follows the screen, refusals are focused", async ({ page, baseURL }) => {
        test.slow();
        await addToQuote(page, baseURL!, prefix, a.slug, b.slug);
        await page.goto(`${prefix}/quote`);
        // New lines have no quantity (no "1 units" by default).
        await expect(line(page, a.name).getByLabel(f.quantity)).toHaveValue("");

        await line(page, a.name).getByLabel(f.quantity).fill("30,000");
        await line(page, a.name).getByLabel(f.unit).selectOption("boxes");
        await page.getByRole("textbox", { name: f.name, exact: true }).fill("Peter Mwangi");
        await page.getByLabel(f.company).fill("Rift Valley Pharma");
        // The WhatsApp message already says what is on screen; a line without a quantity is named alone.
        const text = await whatsappText(page, t.quote.whatsapp);
        expect(text).toContain(`- ${a.name}: ${formatNumber(30000, locale)} ${t.quote.units.boxes}`);
        expect(text).toContain(`- ${b.name}`);
        expect(text).not.toContain(`${b.name}:`);

        // Straight to a product, then Back: nothing typed is lost.
        await line(page, a.name).getByRole("link", { name: a.name }).click();
        await expect(page).toHaveURL(`${prefix}/product/${a.slug}`);
        await page.goBack();
        await expect(page).toHaveURL(`${prefix}/quote`);
        await expect(line(page, a.name).getByLabel(f.quantity)).toHaveValue("30000");
        await expect(line(page, a.name).getByLabel(f.unit)).toHaveValue("boxes");
        await expect(page.getByRole("textbox", { name: f.name, exact: true })).toHaveValue("Peter Mwangi");
        await expect(page.getByLabel(f.company)).toHaveValue("Rift Valley Pharma");
        await page.reload();
        await expect(line(page, a.name).getByLabel(f.quantity)).toHaveValue("30000");
        await expect(page.getByLabel(f.company)).toHaveValue("Rift Valley Pharma");

        // The second line has no quantity: refused before sending, with the message, focused.
        await page.getByLabel(f.email).fill("peter@riftvalley.example");
        await page.getByLabel(f.country).fill("Atlantis");
        await page.getByLabel(f.destination).fill("Mombasa");
        await page.getByLabel(f.incoterm).selectOption("CIF");
        await page.getByLabel(t.quote.no, { exact: true }).check();
        await page.getByRole("button", { name: t.quote.send }).click();
        const bQuantity = line(page, b.name).getByLabel(f.quantity);
        await expect(bQuantity).toHaveAccessibleDescription(t.validation.quantityRequired);
        await expect(bQuantity).toBeFocused();

        // The server refuses the country: the field is in view and focused, with its message.
        await bQuantity.fill("500");
        await page.getByRole("button", { name: t.quote.send }).click();
        const country = page.getByLabel(f.country);
        await expect(country).toHaveAccessibleDescription(t.validation.countryUnknown);
        await expect(country).toBeFocused();
        await expect(country).toBeInViewport();
        await expectNoAxeViolations(page);
        expect(await hasHorizontalOverflow(page)).toBe(false);

        // The page a plain "Add to quote" comes back to, with its confirmation: axe finds nothing.
        await page.goto(`${prefix}/product/${a.slug}?added=${a.slug}`);
        await expect(page.getByRole("status").filter({ hasText: m.catalogue.addToQuote.onList.replace("{name}", a.name) })).toBeFocused();
        await expectNoAxeViolations(page);
      });
    });

    test.describe(`/quote typed at ${viewport.width} px in ${locale}, without JavaScript`, () => {
      test.use({ viewport, javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

      test("every button that leaves the page saves first; a refusal opens the page at its field; Add to quote comes back confirmed", async ({ page }) => {
        test.slow();
        // "Add to quote" on a product page: back on the product, confirmed, with focus on the confirmation.
        await page.goto(`${prefix}/product/${a.slug}`);
        await page.getByRole("button", { name: m.catalogue.addToQuote.label.replace("{action}", m.catalogue.addToQuote.add).replace("{name}", a.name) }).click();
        await expect(page).toHaveURL(`${prefix}/product/${a.slug}?added=${a.slug}`);
        const confirmation = page.getByRole("status").filter({ hasText: m.catalogue.addToQuote.onList.replace("{name}", a.name) });
        await expect(confirmation).toBeVisible();
        await expect(confirmation).toBeFocused();
        await expect(confirmation).toBeInViewport();
        await expect(confirmation.getByRole("link", { name: m.catalogue.addToQuote.viewList })).toHaveAttribute("href", `${prefix}/quote`);
        await page.goto(`${prefix}/product/${b.slug}`);
        await page.getByRole("button", { name: m.catalogue.addToQuote.label.replace("{action}", m.catalogue.addToQuote.add).replace("{name}", b.name) }).click();

        // Typed, then "Add more products": saved, then the catalogue.
        await page.goto(`${prefix}/quote`);
        await line(page, a.name).getByLabel(f.quantity).fill("30000");
        await line(page, a.name).getByLabel(f.unit).selectOption("boxes");
        await page.getByRole("textbox", { name: f.name, exact: true }).fill("Peter Mwangi");
        await page.getByLabel(f.company).fill("Rift Valley Pharma");
        await page.getByRole("button", { name: t.quote.browseMore }).click();
        await expect(page).toHaveURL(`${prefix}/products`);
        await page.goto(`${prefix}/quote`);
        await expect(line(page, a.name).getByLabel(f.quantity)).toHaveValue("30000");
        await expect(line(page, a.name).getByLabel(f.unit)).toHaveValue("boxes");
        await expect(page.getByRole("textbox", { name: f.name, exact: true })).toHaveValue("Peter Mwangi");
        await expect(page.getByLabel(f.company)).toHaveValue("Rift Valley Pharma");
        expect(await whatsappText(page, t.quote.whatsapp)).toContain(`- ${a.name}: ${formatNumber(30000, locale)} ${t.quote.units.boxes}`);

        // Sent with the second line's quantity blank: the field is required, so the browser stops
        // there (the server's own answer, "Quantity is required", is checked by the integration tests).
        await page.getByLabel(f.email).fill("peter@riftvalley.example");
        await page.getByLabel(f.destination).fill("Mombasa");
        await page.getByLabel(f.incoterm).selectOption("CIF");
        await page.getByLabel(t.quote.no, { exact: true }).check();
        await page.getByRole("button", { name: t.quote.send }).click();
        const bQuantity = line(page, b.name).getByLabel(f.quantity);
        await expect(bQuantity).toBeFocused();
        expect(await bQuantity.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
        await expect(page).toHaveURL(`${prefix}/quote`);

        // Then an unknown country: the answer opens at the country, two screens below the top.
        await bQuantity.fill("500");
        await page.getByLabel(f.country).fill("Atlantis");
        await page.getByRole("button", { name: t.quote.send }).click();
        const country = page.getByLabel(f.country);
        await expect(country).toHaveAccessibleDescription(t.validation.countryUnknown);
        await expect(country).toBeFocused();
        await expect(country).toBeInViewport();
        await expect(line(page, b.name).getByLabel(f.quantity)).toHaveValue("500");
        // (axe needs script: the same answers are checked in the test with JavaScript.)
        expect(await hasHorizontalOverflow(page)).toBe(false);
      });
    });
  }
}

test.describe("/quote saves as typed, one at a time", () => {
  test.use({ viewport: DESKTOP });

  // Two saves in flight at once could be stored in either order, and the older form would undo
  // the newer one (a name typed, then lost). The first save is held back here: what is typed
  // meanwhile waits for it, goes out whole afterwards, and nothing is cut off.
  test("a save waits for the one in flight, and the last typed form is the one kept", async ({ page, baseURL }) => {
    await addToQuote(page, baseURL!, "", a.slug);
    await page.goto("/quote");
    const f = en.forms.fields;
    const isSave = (request: { method(): string; url(): string }) => request.method() === "POST" && new URL(request.url()).pathname === "/quote.data";
    let inFlight = 0;
    let mostInFlight = 0;
    let started = 0;
    let finished = 0;
    let failed = 0;
    page.on("request", (request) => {
      if (!isSave(request)) return;
      started++;
      mostInFlight = Math.max(mostInFlight, ++inFlight);
    });
    page.on("requestfinished", (request) => {
      if (!isSave(request)) return;
      finished++;
      inFlight--;
    });
    page.on("requestfailed", (request) => {
      if (!isSave(request)) return;
      failed++;
      inFlight--;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = true;
    await page.route(
      (url) => url.pathname === "/quote.data",
      async (route) => {
        if (route.request().method() === "POST" && holding) {
          holding = false;
          await held;
        }
        await route.continue();
      },
    );

    await line(page, a.name).getByLabel(f.quantity).fill("1200");
    await page.getByRole("textbox", { name: f.name, exact: true }).fill("Peter Mwangi");
    await expect.poll(() => started).toBe(1);
    await page.getByLabel(f.company).fill("Rift Valley Pharma");
    await page.getByLabel(f.email).fill("peter@riftvalley.example");
    await page.getByLabel(f.destination).focus();
    // Typing and leaving fields while the first save is held sends nothing more.
    expect(started).toBe(1);
    release();
    await expect.poll(() => finished).toBe(2);
    expect({ failed, mostInFlight }).toEqual({ failed: 0, mostInFlight: 1 });

    await page.reload();
    await expect(line(page, a.name).getByLabel(f.quantity)).toHaveValue("1200");
    await expect(page.getByRole("textbox", { name: f.name, exact: true })).toHaveValue("Peter Mwangi");
    await expect(page.getByLabel(f.company)).toHaveValue("Rift Valley Pharma");
    await expect(page.getByLabel(f.email)).toHaveValue("peter@riftvalley.example");
  });
});

test.describe("/quote typed while a save is on its way", () => {
  test.use({ viewport: DESKTOP });

  test("the words typed just before leaving for a product are there after Back, however slow the save before them", async ({ page, baseURL }) => {
    await addToQuote(page, baseURL!, "", a.slug);
    await page.goto("/quote");
    // The first save is held on its way until the buyer has come back: what is typed meanwhile
    // can only go out after it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let saves = 0;
    await page.route(/\/quote\.data$/, async (route) => {
      if (route.request().method() === "POST" && ++saves === 1) await held;
      await route.continue();
    });
    const firstSave = page.waitForRequest((r) => r.url().endsWith("/quote.data") && r.method() === "POST");
    await line(page, a.name).getByLabel(en.forms.fields.quantity).fill("12000");
    await firstSave;
    await page.getByLabel(en.forms.fields.company).fill("Great Lakes Medical");
    await line(page, a.name).getByRole("link", { name: a.name }).click();
    await expect(page).toHaveURL(`/product/${a.slug}`);
    const back = page.goBack();
    setTimeout(release, 500);
    await back;
    await expect(page).toHaveURL("/quote");
    await expect(line(page, a.name).getByLabel(en.forms.fields.quantity)).toHaveValue("12000");
    await expect(page.getByLabel(en.forms.fields.company)).toHaveValue("Great Lakes Medical");
    expect(saves).toBe(2);
  });
});
