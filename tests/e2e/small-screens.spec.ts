import type { Locator, Page } from "@playwright/test";
import { FIRST_ADMIN, signInByApi } from "./support/admin";
import { PUBLIC_PAGES, productPath } from "../../scripts/bench/budgets";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";

const SMALL = { width: 360, height: 740 } as const;

/** Whether the whole of the element is inside the viewport (nothing above, below or aside). */
async function expectInViewport(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box, "element box").not.toBeNull();
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

/** The expanded state Chromium reports to assistive technology for the named button. */
async function reportedExpanded(page: Page, name: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: Array<{ role?: { value: string }; name?: { value: string }; properties?: Array<{ name: string; value: { value: unknown } }> }>;
  };
  const button = nodes.find((n) => n.role?.value === "button" && n.name?.value === name);
  return button?.properties?.find((p) => p.name === "expanded")?.value.value;
}

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });

// axe runs as a script in the page, so these states are checked by axe in the next group.
test.describe("without JavaScript at 390px", () => {
  test.use({ viewport: MOBILE, javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  test("after Submit the contact form's errors, then its success notice, are on screen and focused", async ({ page }) => {
    await page.goto("/contact");
    await contactForm(page).getByRole("button", { name: "Submit" }).click();
    const name = contactForm(page).getByLabel("Name");
    await expect(name).toHaveAccessibleDescription("Name is required");
    await expect(name).toBeFocused();
    // The page reloaded after the post: without the focus it would open at its top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expectInViewport(page, name);
    await expectInViewport(page, contactForm(page).getByText("Name is required"));

    await name.fill("Amara Okafor");
    await contactForm(page).getByLabel("Email").fill("amara@example.com");
    await contactForm(page).getByLabel("Interest").fill("Contract manufacturing");
    await contactForm(page).getByRole("button", { name: "Submit" }).click();
    const notice = contactForm(page).getByRole("status");
    await expect(notice).toContainText("Message sent!");
    await expect(notice).toBeFocused();
    await expectInViewport(page, notice);
  });

  test("after Submit the inquiry form's first error is focused and on screen", async ({ page }) => {
    await page.goto(`${productPath}?inquire=1`);
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    const email = page.getByRole("dialog").getByLabel("Email");
    await expect(email).toHaveAccessibleDescription("Email is required");
    await expect(email).toBeFocused();
    await expectInViewport(page, email);
  });

  test("after saving a message's status, the inbox's notice is focused and on screen", async ({ page }) => {
    await signInByApi(page);
    const sent = await page.request.post("/api/contact", {
      data: { name: "Status Test", email: "status@example.com", phone: "", interest: "Cosmetic products", time: "1/2/2025, 09:30:00" },
    });
    expect(sent.status()).toBe(201);
    const { data } = (await sent.json()) as { data: { id: string } };
    await page.goto(`/adminmessages/${data.id}`);
    await page.getByLabel("Set status").selectOption("replied");
    await page.getByRole("button", { name: "Save status" }).click();
    const notice = page.getByRole("status").filter({ hasText: "Status updated" });
    await expect(notice).toContainText("Marked as Replied.");
    await expect(notice).toBeFocused();
    await expectInViewport(page, notice);
  });

  test("the menu button opens the mobile menu, and Escape closes it", async ({ page }) => {
    await page.goto("/about");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    expect(await reportedExpanded(page, "Open menu")).toBe(true);
    await expect(menu.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL("/service");
  });

  test("controls that need the script are not shown: carousel and gallery", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Pause slide show" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Next slide" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Show slide 2 of 3" })).toBeHidden();
    await page.goto(productPath);
    await expect(page.getByTestId("gallery-image")).toBeVisible();
    await expect(page.getByRole("button", { name: "Next image" })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Thumbnails" })).toBeHidden();
  });
});

test.describe("with JavaScript at 390px", () => {
  test.use({ viewport: MOBILE, allowedConsoleErrors: [/status of 400/] });

  test("axe finds nothing in a plain post's answers, focused as without JavaScript", async ({ page }) => {
    await page.goto("/contact");
    // A native submit skips the script's handler: the page's action answers, as without script.
    await contactForm(page).evaluate((form: HTMLFormElement) => form.submit());
    await expect(contactForm(page).getByLabel("Name")).toHaveAttribute("autofocus", "");
    await expect(contactForm(page).getByLabel("Name")).toBeFocused();
    await expectNoAxeViolations(page);
    await contactForm(page).getByLabel("Name").fill("Amara Okafor");
    await contactForm(page).getByLabel("Email").fill("amara@example.com");
    await contactForm(page).getByLabel("Interest").fill("Contract manufacturing");
    await contactForm(page).evaluate((form: HTMLFormElement) => form.submit());
    await expect(contactForm(page).getByRole("status")).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expectNoAxeViolations(page);
  });

  test("the script-only controls appear once the page runs", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Pause slide show" })).toBeVisible();
    await page.goto(productPath);
    await expect(page.getByRole("button", { name: "Next image" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Thumbnails" })).toBeVisible();
  });

  test("Escape closes the menu and gives focus back to its button, from the button or from a link", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await button.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    expect(await reportedExpanded(page, "Close menu")).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    expect(await reportedExpanded(page, "Open menu")).toBe(false);

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("Products is marked current on a category and a product page", async ({ page }) => {
    for (const path of ["/category/Pharmaceuticals", productPath]) {
      await page.goto(path);
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu.locator('[aria-current="page"]')).toHaveText(["Products"]);
      await page.keyboard.press("Escape");
    }
  });

  test("the admin tables keep every row's actions and Status on screen, without sideways scrolling", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/adminalluser");
    const row = page.getByRole("row").filter({ hasText: FIRST_ADMIN.email });
    for (const action of [row.getByRole("link", { name: /^Edit / }), row.getByRole("button", { name: /^Delete / })]) {
      await action.scrollIntoViewIfNeeded();
      await expectInViewport(page, action);
    }
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoAxeViolations(page);

    const sent = await page.request.post("/api/contact", {
      data: { name: "Card Test", email: "card@example.com", phone: "", interest: "Cosmetic products", time: "1/2/2025, 09:30:00" },
    });
    expect(sent.status()).toBe(201);
    await page.goto("/adminmessages?q=card%40example.com");
    const region = page.getByRole("region", { name: "Messages, newest first" });
    const first = region.locator("tbody tr").first();
    for (const cell of [first.getByRole("link", { name: "Card Test" }), first.getByRole("cell", { name: /Status/ })]) {
      await cell.scrollIntoViewIfNeeded();
      await expectInViewport(page, cell);
    }
    expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoAxeViolations(page);
  });

  test("the inbox filters fold away behind 'Filters' and open on demand", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/adminmessages");
    const search = page.getByRole("searchbox", { name: "Search" });
    await expect(search).toBeHidden();
    await page.getByText("Filters", { exact: true }).click();
    await expect(search).toBeVisible();
    await search.fill("nothing-matches-this");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/q=nothing-matches-this/);
    await expect(page.getByText(/Filters\s*\(1 applied\)/)).toBeVisible();
  });
});

test.describe("at 1280px", () => {
  test.use({ viewport: DESKTOP });

  test("Products is marked current on a category and a product page", async ({ page }) => {
    for (const path of ["/category/Nutraceuticals", productPath]) {
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.locator('[aria-current="page"]')).toHaveText(["Products"]);
    }
  });

  test("the inbox filters are shown without a 'Filters' control", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/adminmessages");
    await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible();
    await expect(page.getByText("Filters", { exact: true })).toBeHidden();
  });
});

/** The boxes of every visible interactive element, in page coordinates at the current scroll. */
async function interactiveBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])")]
      .filter((el) => !el.closest("[data-testid=chat-button]") && el.checkVisibility({ visibilityProperty: true }))
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { what: el.outerHTML.slice(0, 80), left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      })
      .filter((r) => r.right > r.left && r.bottom > r.top),
  );
}

test.describe("at 360px", () => {
  test.use({ viewport: SMALL });

  for (const { path } of PUBLIC_PAGES) {
    test(`${path}: at the bottom of the page no control is under the chat button, and nothing overflows`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1)).toBe(true);
      const chat = (await page.getByTestId("chat-button").boundingBox())!;
      const under = (await interactiveBoxes(page)).filter(
        (r) => r.left < chat.x + chat.width && r.right > chat.x && r.top < chat.y + chat.height && r.bottom > chat.y,
      );
      expect(under.map((r) => r.what)).toEqual([]);
      expect(await hasHorizontalOverflow(page)).toBe(false);
    });
  }

  test("the chat button steps aside while a form field has focus", async ({ page }) => {
    await page.goto("/contact");
    const chat = page.getByTestId("chat-button");
    await expect(chat).toBeInViewport();
    await contactForm(page).getByLabel("Interest").focus();
    await expect(chat).not.toBeInViewport();
    await contactForm(page).getByLabel("Interest").blur();
    await expect(chat).toBeInViewport();
  });

  test("the search form's selects show their whole text, here and at 640, 1024 and 1280px", async ({ page }) => {
    // A closed select shows its chosen option: that must fit in every language. In English every
    // option fits; a Russian dosage form ("powder for oral suspension") is wider than a phone and
    // shows whole in the list the browser opens.
    for (const width of [SMALL.width, 640, 1024, DESKTOP.width]) {
      await page.setViewportSize({ width, height: 800 });
      for (const prefix of ["", "/fr", "/es", "/ru", "/ar"]) {
        await page.goto(`${prefix}/products`);
        for (const name of ["category", "form", "country"]) {
          // Measured with the select's own font, beside its arrow (20px).
          const fits = await page.locator(`form[role="search"] select[name="${name}"]`).evaluate((el: HTMLSelectElement, every) => {
            const canvas = document.createElement("canvas").getContext("2d")!;
            const style = getComputedStyle(el);
            canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const shown = every ? [...el.options] : [el.selectedOptions[0]!];
            const widest = Math.max(...shown.map((o) => canvas.measureText(o.text).width));
            const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return { widest, inner };
          }, prefix === "");
          expect(fits.widest + 20, `${prefix || "/"} at ${width}px, ${name}: ${JSON.stringify(fits)}`).toBeLessThanOrEqual(fits.inner);
        }
      }
    }
  });

  test("the skip link's text sits inside its pill, here and at 1280px", async ({ page }) => {
    for (const width of [SMALL.width, DESKTOP.width]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip).toBeFocused();
      await expectInViewport(page, skip);
      const fit = await skip.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return {
          inside: text.left >= box.left && text.right <= box.right && text.top >= box.top && text.bottom <= box.bottom,
          padding: parseFloat(style.paddingLeft),
        };
      });
      expect(fit.inside).toBe(true);
      expect(fit.padding).toBeGreaterThan(8);
    }
  });
});
