import type { Page } from "@playwright/test";
import { OPEN_REDIRECT_PAYLOADS } from "../support/redirect-payloads";
import { signInByApi, signInByForm } from "./support/admin";
import { DESKTOP, expect, test } from "./support/fixtures";

test.use({ viewport: DESKTOP });

/** A sample of the table safeRedirectPath is unit-tested with, one of each kind of trick. */
const PAYLOADS = [
  "/.//evil.example",
  "/%2e%2e//evil.example",
  "//evil.example",
  "/\\evil.example",
  "/%2F/evil.example",
  "%252F%252Fevil.example",
  "/\t/evil.example",
  "javascript:alert(1)",
  "https://evil.example",
  "/\uff0fevil.example",
];

test("the sample comes from the shared table", () => {
  for (const payload of PAYLOADS) expect(OPEN_REDIRECT_PAYLOADS).toContain(payload);
});

/** Fails the test if the browser so much as asks for another host. */
function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== "127.0.0.1" && hostname !== "localhost") foreign.push(request.url());
  });
  return foreign;
}

test.describe("after signing in through the form", () => {
  for (const payload of PAYLOADS) {
    test(`redirectTo ${JSON.stringify(payload)} ends on the dashboard`, async ({ page }) => {
      const foreign = watchForeignRequests(page);
      await page.goto(`/adminlogin?redirectTo=${encodeURIComponent(payload)}`);
      await signInByForm(page);
      await expect(page).toHaveURL("/admindashboard");
      expect(foreign).toEqual([]);
    });
  }

  test("the issue's payload, unencoded in the address bar, ends on the dashboard too", async ({ page }) => {
    const foreign = watchForeignRequests(page);
    await page.goto("/adminlogin?redirectTo=/.//evil.example");
    await signInByForm(page);
    await expect(page).toHaveURL("/admindashboard");
    expect(foreign).toEqual([]);
  });

  test("an ordinary page asked for, with its query and hash, is kept", async ({ page }) => {
    await page.goto(`/adminlogin?redirectTo=${encodeURIComponent("/adminalluser?x=1#list")}`);
    await signInByForm(page);
    await expect(page).toHaveURL("/adminalluser?x=1#list");
  });
});

test.describe("already signed in, opening the login page", () => {
  for (const payload of ["/.//evil.example", "/%2e%2e//evil.example", "/%2F/evil.example"]) {
    test(`redirectTo ${JSON.stringify(payload)} goes to the dashboard`, async ({ page }) => {
      const foreign = watchForeignRequests(page);
      await signInByApi(page);
      await page.goto(`/adminlogin?redirectTo=${encodeURIComponent(payload)}`);
      await expect(page).toHaveURL("/admindashboard");
      expect(foreign).toEqual([]);
    });
  }
});
