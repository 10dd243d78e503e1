import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

/** The rule's message names the manifest (eslint.config.js). */
const REFUSED = expect.stringMatching(/^Write no path here: take it from the URL manifest/);

/** The messages of the path rule for `code`, linted as if it were the file at `filePath`. */
async function pathFindings(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((message) => message.message);
}

describe("the lint rule against written paths", () => {
  it("refuses a path in a string, a JSX attribute or a template in a component or a route", async () => {
    const planted = [
      'export const to = "/certificates";',
      "export const link = <a href=\"/adminlogin\">Login</a>;",
      "export const product = (slug: string) => `/product/${slug}`;",
    ];
    for (const file of ["app/components/site/planted.tsx", "app/routes/site/planted.tsx", "app/routes/admin/planted.tsx"]) {
      for (const code of planted) expect(await pathFindings(code, file), `${file}: ${code}`).toEqual([REFUSED]);
    }
  });

  it("lets through paths from the manifest, queries after them, and other strings", async () => {
    const code = [
      'import { adminPath, sitePath } from "~/config/paths";',
      'export const a = sitePath("product", { slug: "neem-soap", locale: "fr" });',
      'export const b = `${adminPath("messages")}?status=new`;',
      'export const c = "https://wa.me/91";',
      'export const d = "a/b";',
    ].join("\n");
    expect(await pathFindings(code, "app/components/site/planted.tsx")).toEqual([]);
  });

  it("leaves tests and code outside components and routes alone", async () => {
    expect(await pathFindings('export const to = "/certificates";', "app/components/site/planted.test.tsx")).toEqual([]);
    expect(await pathFindings('export const to = "/certificates";', "app/config/planted.ts")).toEqual([]);
  });
});
