import { quoteTerms } from "../support/quote-request";
import { signInByApi } from "./support/admin";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, catalogueTest as test } from "./support/fixtures";

// A server of its own (catalogueTest): the shared one's inbox is counted by other specs.
const QUOTE = {
  ...quoteTerms,
  company: "Coast Pharma Distributors Ltd",
  phone: "+254 712 345 678",
  message: "Registration samples first, please.",
  lines: [
    { product: "verdamol-500-tablets", quantity: 250000, unit: "strips", note: "Blister packs of 10, shelf life of at least 24 months on arrival" },
    { product: "ambromer-ls-syrup", quantity: 5000, unit: "boxes", note: "" },
  ],
};

for (const [label, viewport] of [
  ["1280", DESKTOP],
  ["390", MOBILE],
] as const) {
  test(`a quote request's page on a ${label} px screen: the buyer's phone calls or opens WhatsApp, and every product line is whole on screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const sent = await page.request.post("/api/quote", { data: QUOTE });
    expect(sent.status(), await sent.text()).toBe(201);
    const { id } = ((await sent.json()) as { data: { id: string } }).data;
    await signInByApi(page);
    await page.goto(`/adminmessages/${id}`);

    await expect(page.getByRole("link", { name: "+254 712 345 678", exact: true })).toHaveAttribute("href", "tel:+254712345678");
    const whatsapp = page.getByRole("link", { name: "WhatsApp +254 712 345 678 (opens in a new tab)" });
    await expect(whatsapp).toHaveAttribute("href", "https://wa.me/254712345678");
    await expect(whatsapp).toHaveAttribute("target", "_blank");

    const lines = page.getByTestId("quote-line");
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText("250,000");
    // Every cell of every line lies inside the screen, and no text is cut inside its cell.
    const cells = await lines.locator("td").evaluateAll((tds) =>
      tds.map((td) => {
        const box = td.getBoundingClientRect();
        return { text: td.textContent, inside: box.left >= 0 && box.right <= window.innerWidth, cut: td.scrollWidth > td.clientWidth + 1 };
      }),
    );
    expect(cells.filter((cell) => !cell.inside || cell.cut)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoAxeViolations(page);
  });
}
