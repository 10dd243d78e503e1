import { expect, expectNoAxeViolations, test } from "./support/fixtures";

// The accessibility check every screen's test leans on must be able to fail: planted faults are
// found, an excluded part is left out, and a second run on the same document reuses the engine.
test.describe("the axe check", () => {
  test("fails on an image without a text alternative and a button without a name", async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>t</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" /><button></button></main></body></html>`);
    const failure = await expectNoAxeViolations(page).then(() => null, (error: Error) => error.message);
    expect(failure).toContain("image-alt");
    expect(failure).toContain("button-name");
  });

  test("passes a clean document, and leaves out what it is told to", async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>t</h1>
      <p>Fine.</p><aside id="outside"><button></button></aside></main></body></html>`);
    await expectNoAxeViolations(page, { exclude: ["#outside"] });
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name/);
  });
});
