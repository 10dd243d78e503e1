import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The first admin of the e2e server (tests/support/server.ts). */
export const FIRST_ADMIN = { email: "admin@example.com", password: "Admin12345" } as const;

const AUTH = "/api/admin/auth";

export interface AdminDetails {
  FullName: string;
  email: string;
  userName: string;
  password: string;
}

let counter = 0;
/** A new admin's details, unique across workers and runs. */
export function uniqueAdmin(first = "Tester"): AdminDetails {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    FullName: `${first} ${tag}`,
    email: `${first.toLowerCase()}.${tag}@gmail.com`,
    userName: `${first.toLowerCase()}${tag}`,
    password: "Secret123x",
  };
}

/** Signs in through the API: the browser context gets the cookie, session storage stays empty. */
export async function signInByApi(page: Page, credentials: { email: string; password: string } = FIRST_ADMIN) {
  const res = await page.request.post(`${AUTH}/adminlogin`, { data: credentials });
  expect(res.status(), await res.text()).toBe(200);
}

/** Creates a new salesperson (role Sales) as the first admin and signs them in, in `page`'s context. */
export async function signInAsNewSalesperson(page: Page) {
  await signInByApi(page);
  const details = uniqueAdmin("Seller");
  const res = await page.request.post(`${AUTH}/adminRegister`, { data: { ...details, role: "sales" } });
  expect(res.status(), await res.text()).toBe(201);
  await signInByApi(page, details);
}

/** Signs in through the login screen, as an admin would. */
export async function signInByForm(page: Page, credentials: { email: string; password: string } = FIRST_ADMIN) {
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Password", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Creates an admin through the API (the page's context must be signed in); returns its id. */
export async function createAdminByApi(page: Page, details: AdminDetails = uniqueAdmin()): Promise<string> {
  const res = await page.request.post(`${AUTH}/adminRegister`, { data: details });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

/** A toast by its title (sonner renders each as a list item). */
export function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ has: page.getByText(title, { exact: true }) });
}

/**
 * With the page's clock paused, moves it on in 10 ms steps until the toast shows (sonner adds
 * toasts on a timer): the toast's own countdown then starts within 10 ms of the test's.
 */
export async function showToast(page: Page, toastLocator: Locator) {
  await expect
    .poll(async () => {
      await page.clock.runFor(10);
      return toastLocator.count();
    })
    .toBe(1);
  await expect(toastLocator).toBeVisible();
}

/**
 * The visible controls (links, buttons, fields) of the page that the toast's box overlaps,
 * by their text or name: a toast must leave every one of them in view and clickable.
 */
export async function controlsUnderToast(toastLocator: Locator): Promise<string[]> {
  return toastLocator.evaluate(async (toastElement) => {
    // Where the toast comes to rest, after its entry transition.
    await Promise.all(toastElement.getAnimations().map((animation) => animation.finished));
    const box = toastElement.getBoundingClientRect();
    const toaster = toastElement.closest("[data-sonner-toaster]");
    const controls = document.querySelectorAll<HTMLElement>("a[href], button, input:not([type=hidden]), select, textarea, summary");
    const covered: string[] = [];
    for (const control of controls) {
      if (toaster?.contains(control) || control.closest("[data-sonner-toaster]")) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(control).visibility === "hidden") continue;
      const overlaps = rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
      if (overlaps) covered.push((control.getAttribute("aria-label") ?? control.textContent ?? control.tagName).trim());
    }
    return covered;
  });
}
