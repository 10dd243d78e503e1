import type { Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../../scripts/bench/budgets";
import { MOBILE, expect, expectNoAxeViolations, test } from "./support/fixtures";

/** True once React has hydrated the header: its button carries React's fiber. */
async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.getByRole("button", { name: "Open menu" }).evaluate((el) => Object.keys(el).some((k) => k.startsWith("__react"))),
    )
    .toBe(true);
}

function scriptSrc(csp: string | undefined): string[] {
  const directive = (csp ?? "").split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src "));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

test.describe("the content security policy", () => {
  test.use({ viewport: MOBILE });

  test("a page hydrates under the enforced CSP: the mobile menu opens", async ({ page }) => {
    const response = await page.goto("/");
    const csp = response?.headers()["content-security-policy"];
    expect(scriptSrc(csp)).toContain("'self'");
    expect(scriptSrc(csp)).not.toContain("'unsafe-inline'");
    expect(scriptSrc(csp).filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThan(0);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    // A client-side navigation loads route modules and data under the same policy.
    await menu.getByRole("link", { name: "Products", exact: true }).click();
    await expect(page).toHaveURL("/products");
    await expect(menu).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test("a page served from the page cache hydrates too", async ({ page, request }) => {
    // The first request fills the cache in the background; the cache's answers carry an ETag.
    await expect.poll(async () => (await request.get("/about")).headers()["etag"] ?? "").toMatch(/^W\//);
    const response = await page.goto("/about");
    expect(response?.headers()["etag"]).toMatch(/^W\//);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  });

  test("every public page loads and hydrates without a CSP violation", async ({ page }) => {
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      await waitForHydration(page);
    }
  });

  test.describe("an injected script", () => {
    test.use({ allowedConsoleErrors: [/^Executing inline (script|event handler) violates the following Content Security Policy directive/] });

    test("is blocked: no 'unsafe-inline', and the violation is reported", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const outcome = await page.evaluate(async () => {
        const violations: string[] = [];
        document.addEventListener("securitypolicyviolation", (e) => violations.push(e.effectiveDirective));
        const script = document.createElement("script");
        script.textContent = "window.__injected = true;";
        document.body.append(script);
        const button = document.createElement("button");
        button.setAttribute("onclick", "window.__injected = true;");
        document.body.append(button);
        button.click();
        await new Promise((r) => setTimeout(r, 100));
        return { ran: (window as { __injected?: boolean }).__injected === true, violations };
      });
      expect(outcome.ran).toBe(false);
      expect(outcome.violations).toContain("script-src-elem");
      expect(outcome.violations).toContain("script-src-attr");
    });
  });
});
