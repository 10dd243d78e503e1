import type { Locator, Page } from "@playwright/test";
import { productSeeds } from "../../content/products";
import { slugify } from "../../app/catalogue/slug";
import { createAdminByApi, FIRST_ADMIN, signInByApi, toast, uniqueAdmin } from "./support/admin";
import { MOBILE, expect, test } from "./support/fixtures";

/*
 * When the server refuses a form, its answer is in view and focused, with and
 * without JavaScript, on every form of the site and the admin (the contact form's way: the first
 * invalid field, else the notice). At 390 px, where most forms are taller than the screen.
 */

const PRODUCT = productSeeds[0]!;
const PRODUCT_PAGE = `/product/${slugify(PRODUCT.name)}`;

async function expectFocusedInView(locator: Locator) {
  await expect(locator).toBeFocused();
  await expect(locator).toBeInViewport();
}

/** The id of a product, for its edit page. */
async function productId(page: Page): Promise<string> {
  const res = await page.request.get("/api/admin/products?q=" + encodeURIComponent(PRODUCT.name));
  const body = (await res.json()) as { data: { products: Array<{ id: string; name: string }> } };
  return body.data.products.find((p) => p.name === PRODUCT.name)!.id;
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`${javaScriptEnabled ? "with" : "without"} JavaScript at 390px`, () => {
    test.use({ viewport: MOBILE, javaScriptEnabled, allowedConsoleErrors: [/status of 4\d\d/] });

    test("the inquiry dialog focuses the country the server could not place", async ({ page }) => {
      await page.goto(`${PRODUCT_PAGE}?inquire=1`);
      const d = page.getByRole("dialog");
      await d.getByLabel("Email").fill("buyer@example.com");
      await d.getByLabel("Country").fill("Atlantis");
      await d.getByLabel("Message").fill("Please quote 10,000 strips.");
      await d.getByRole("button", { name: "Send Inquiry" }).click();
      const country = page.getByRole("dialog").getByLabel("Country");
      await expect(country).toHaveAccessibleDescription("Choose a country from the list");
      await expectFocusedInView(country);
    });

    test("admin login: a wrong password's answer is in view, and focus is where the admin types again", async ({ page }) => {
      await page.goto("/adminlogin");
      await page.getByLabel("Email").fill(FIRST_ADMIN.email);
      await page.getByLabel("Password", { exact: true }).fill("Wrong12345");
      await page.getByRole("button", { name: "Login" }).click();
      if (javaScriptEnabled) {
        await expect(toast(page, "Login Failed")).toBeVisible();
        await expectFocusedInView(page.getByLabel("Password", { exact: true }));
      } else {
        await expectFocusedInView(page.getByRole("alert").filter({ hasText: "Invalid email or password" }));
      }
    });

    test("forgot password: a refused e-mail's answer is focused", async ({ page }) => {
      await page.goto("/adminforgotpassword");
      // The browser's own e-mail check lets this through; the server's does not.
      await page.getByLabel("Email").fill("a@b");
      await page.getByRole("button", { name: "Send reset link" }).click();
      if (javaScriptEnabled) {
        await expect(toast(page, "Link not sent")).toBeVisible();
        await expectFocusedInView(page.getByLabel("Email"));
      } else {
        await expectFocusedInView(page.getByRole("alert").filter({ hasText: "Link not sent" }));
      }
    });

    test.describe("signed in", () => {
      test.beforeEach(async ({ page }) => {
        await signInByApi(page);
      });

      test("create admin: a taken e-mail is focused", async ({ page }) => {
        const existing = uniqueAdmin("Taken");
        await createAdminByApi(page, existing);
        await page.goto("/createadmin");
        await page.getByLabel("Full Name").fill("Someone Else");
        await page.getByLabel("Email").fill(existing.email);
        await page.getByLabel("Password", { exact: true }).fill("Secret123x");
        await page.getByRole("button", { name: "Create Admin" }).click();
        await expect(page.getByLabel("Email")).toHaveAccessibleDescription("An admin with this email already exists");
        await expectFocusedInView(page.getByLabel("Email"));
      });

      test("edit admin: the first refused field is focused", async ({ page }) => {
        const id = await createAdminByApi(page);
        await page.goto(`/editUser/${id}`);
        await page.getByLabel("Full Name").fill("");
        await page.getByRole("button", { name: "Save Changes" }).click();
        await expect(page.getByLabel("Full Name")).toHaveAccessibleDescription("Full name is required");
        await expectFocusedInView(page.getByLabel("Full Name"));
      });

      test("account: a wrong current password's answer is focused", async ({ page }) => {
        await page.goto("/adminaccount");
        const section = page.getByRole("region", { name: "Change password" });
        await section.getByLabel("Current password").fill("Wrong12345");
        await section.getByLabel("New password").fill("Another123x");
        await section.getByRole("button", { name: "Change password" }).click();
        if (javaScriptEnabled) {
          await expect(toast(page, "Password not changed")).toBeVisible();
          await expectFocusedInView(section.getByLabel("Current password"));
        } else {
          await expectFocusedInView(page.getByRole("alert").filter({ hasText: "Password not changed" }));
        }
      });

      test("new product: the first missing field is focused", async ({ page }) => {
        await page.goto("/adminproducts/new");
        await page.getByRole("button", { name: "Create product" }).last().click();
        const name = page.getByRole("textbox", { name: "Name", exact: true });
        await expect(name).toHaveAccessibleDescription(/Name is required/);
        await expectFocusedInView(name);
      });

      test("product edit: a cleared field far down the form is focused", async ({ page }) => {
        await page.goto(`/adminproducts/${await productId(page)}`);
        const packSize = page.getByLabel("Pack size");
        await packSize.fill("");
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole("button", { name: "Save changes" }).last().click();
        await expect(packSize).toHaveAccessibleDescription(/Pack size is required/);
        await expectFocusedInView(packSize);
      });

      test("settings: a refused phone, below the fold, is focused", async ({ page }) => {
        await page.goto("/adminsettings");
        const phone = page.getByLabel("Phone", { exact: true });
        await phone.fill("98765 43210");
        await page.getByRole("button", { name: "Save settings" }).click();
        await expect(phone).toHaveAccessibleDescription(/international format/);
        await expectFocusedInView(phone);
      });

      test("import: a post without a file focuses the file field", async ({ page }) => {
        await page.goto("/adminproducts/import");
        const file = page.getByLabel("Spreadsheet (XLSX or CSV)");
        // The browser's own check would stop an empty post: the server is what is under test.
        await file.evaluate((input: HTMLInputElement) => input.removeAttribute("required"));
        await page.getByRole("button", { name: "Upload and preview" }).click();
        await expect(file).toHaveAttribute("aria-invalid", "true");
        await expectFocusedInView(file);
      });
    });
  });
}
