import { createAdminByApi, showToast, signInByApi, toast, uniqueAdmin } from "./support/admin";
import { formatDate } from "../../app/admin/date-time";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";

// A zone other than the server's (UTC), as an admin in Delhi has.
test.use({ viewport: DESKTOP, timezoneId: "Asia/Kolkata" });

test.beforeEach(async ({ page }) => {
  await signInByApi(page);
});

test.describe("all users", () => {
  test("'All Users (count)', Create Admin, and the columns Name, Email, Created At, Action", async ({ page }) => {
    const admin = uniqueAdmin("Listed");
    const id = await createAdminByApi(page, admin);
    await page.goto("/adminalluser");
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Name", "Email", "Created At", "Action"]);
    const row = table.getByRole("row").filter({ hasText: admin.email });
    await expect(row).toHaveCount(1);
    const rows = await table.locator("tbody tr").count();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`All Users (${rows})`);

    // The local date, one format across the admin: "22 Nov 2026".
    const [createdAt, zone] = await page.evaluate(async (adminId) => {
      const res = await fetch(`/api/admin/auth/getAdmin/${adminId}`);
      const body = (await res.json()) as { data: { createdAt: string } };
      return [body.data.createdAt, Intl.DateTimeFormat().resolvedOptions().timeZone] as const;
    }, id);
    const created = formatDate(createdAt, zone);
    await expect(row.getByRole("cell")).toHaveText([admin.FullName, admin.email, created, /Edit\s*Delete/]);
    await expect(row.getByRole("link", { name: `Edit ${admin.FullName}` })).toHaveAttribute("href", `/editUser/${id}`);

    await page.getByRole("link", { name: "Create Admin" }).click();
    await expect(page).toHaveURL("/createadmin");
  });

  test("each value cell is at most 150px wide and shows its full value in a tooltip, by mouse or keyboard", async ({
    page,
  }) => {
    const admin = { ...uniqueAdmin(), FullName: `Bartholomew Alexander Featherstonehaugh-Montgomery ${Date.now()}` };
    await createAdminByApi(page, admin);
    await page.goto("/adminalluser");
    const row = page.getByRole("row").filter({ hasText: admin.email });
    for (const cell of await row.getByRole("cell").all().then((cells) => cells.slice(0, 3))) {
      expect((await cell.boundingBox())!.width).toBeLessThanOrEqual(150);
    }
    const nameCell = row.getByTestId("cell-value").first();
    expect(await nameCell.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true); // cut, not wrapped
    await nameCell.hover();
    await expect(page.getByRole("tooltip")).toHaveText(admin.FullName);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await row.getByTestId("cell-value").nth(1).focus();
    await expect(page.getByRole("tooltip")).toHaveText(admin.email);
  });

  // 'Loading users...', 'No data available.' and 'Failed to load users.' are the table's states,
  // rendered by the server from the loader's answer: app/components/admin/users-view.test.tsx.
  test("shows 'Loading users...' while the list is read again", async ({ page }) => {
    await page.goto("/adminalluser");
    await expect(page.getByRole("cell", { name: "admin@example.com" })).toBeVisible();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/adminalluser.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "User", exact: true }).first().click();
    await expect(page.getByRole("status").filter({ hasText: "Loading users..." })).toBeVisible();
    release();
    await expect(page.getByText("Loading users...")).toHaveCount(0);
    await expect(page.getByRole("cell", { name: "admin@example.com" })).toBeVisible();
  });

  test("Delete asks 'Are you sure?'; No keeps the admin", async ({ page }) => {
    const admin = uniqueAdmin("Kept");
    await createAdminByApi(page, admin);
    await page.goto("/adminalluser");
    await page.getByRole("button", { name: `Delete ${admin.FullName}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Are you sure?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("This action cannot be undone.");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "No" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("cell", { name: admin.email })).toBeVisible();
    // Escape closes it too, and focus returns to the button that opened it.
    await page.getByRole("button", { name: `Delete ${admin.FullName}` }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Delete ${admin.FullName}` })).toBeFocused();
  });

  test("Yes deletes: toast 'User deleted' for 3 s, closable, and the list refreshes", async ({ page }) => {
    const admin = uniqueAdmin("Removed");
    await createAdminByApi(page, admin);
    await page.clock.install();
    await page.goto("/adminalluser");
    await expect(page.getByRole("cell", { name: admin.email })).toBeVisible();
    const before = await page.locator("tbody tr").count();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole("button", { name: `Delete ${admin.FullName}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
    const deleted = toast(page, "User deleted");
    await showToast(page, deleted);
    await expect(deleted.getByRole("button", { name: "Close toast" })).toBeVisible();
    await expect(page.getByRole("cell", { name: admin.email })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^All Users \(\d+\)$/);
    expect(await page.locator("tbody tr").count()).toBeLessThan(before + 1);
    await page.clock.runFor(2_500);
    await expect(deleted).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(deleted).toHaveCount(0);
  });

  test.describe("a delete the server refuses", () => {
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test("toasts 'Failed to delete user' with the reason", async ({ page }) => {
      const me = uniqueAdmin("Myself");
      await createAdminByApi(page, me);
      await page.context().clearCookies();
      await signInByApi(page, me);
      await page.goto("/adminalluser");
      await page.getByRole("button", { name: `Delete ${me.FullName}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
      const failed = toast(page, "Failed to delete user");
      await expect(failed).toBeVisible();
      await expect(failed).toContainText("You cannot delete your own account");
      await expect(page.getByRole("cell", { name: me.email })).toBeVisible();
      await failed.getByRole("button", { name: "Close toast" }).click();
      await expect(failed).toHaveCount(0);
    });
  });

  test("/delete/:id shows the same all-users table", async ({ page }) => {
    const id = await createAdminByApi(page);
    await page.goto(`/delete/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^All Users \(\d+\)$/);
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveText(["Name", "Email", "Created At", "Action"]);
    await expect(page.getByRole("cell", { name: "admin@example.com" })).toBeVisible();
  });

  test("/delete/:id asks 'Are you sure?' above the table, fits a phone, and No goes back to the list", async ({ page }) => {
    const admin = uniqueAdmin("Confirmed");
    const id = await createAdminByApi(page, admin);
    await page.setViewportSize(MOBILE);
    await page.goto(`/delete/${id}`);
    const confirm = page.getByRole("region", { name: "Are you sure?" });
    await expect(confirm).toContainText("This action cannot be undone.");
    await expect(confirm.getByRole("button", { name: "Yes" })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoAxeViolations(page);
    await confirm.getByRole("link", { name: "No" }).click();
    await expect(page).toHaveURL("/adminalluser");
    await expect(page.getByRole("cell", { name: admin.email })).toBeVisible();
  });

  test("/delete/:id fits a phone with a long e-mail address", async ({ page }) => {
    const admin = uniqueAdmin("Confirmed");
    admin.email = `purchasing.department.overseas.${admin.email.split("@")[0]}@verdant-meridian-export.example`;
    const id = await createAdminByApi(page, admin);
    await page.setViewportSize(MOBILE);
    await page.goto(`/delete/${id}`);
    await expect(page.getByRole("region", { name: "Are you sure?" })).toContainText(admin.email);
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });

  test("axe finds no violation on the users page", async ({ page }) => {
    await page.goto("/adminalluser");
    await expect(page.getByRole("cell", { name: "admin@example.com" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
