import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The boundary rule (eslint.config.js, docs/architecture.md "Boundaries") on imports planted in
 * files that do not exist: each must fail where it crosses a boundary and pass where it does not.
 */
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

describe("the boundary rule", () => {
  it.each([
    ["a component", "app/components/site/planted.tsx", 'export { createLogger } from "~server/logger.server";'],
    ["a component, by a relative path", "app/components/site/planted.tsx", 'export { QUOTE_COOKIE } from "../../../server/http/cookies.server";'],
    ["shared code, from a server-only module beside it", "app/schemas/planted.ts", 'export { countryRule } from "./country.server";'],
    ["content", "content/planted.ts", 'export { parseEnv } from "../server/env.server";'],
    ["a domain, from another domain", "server/catalogue/planted.server.ts", 'export { newQuoteListId } from "../quotes/quote-cookie.server";'],
    ["infrastructure, from a domain", "server/http/planted.server.ts", 'export { sessionCookieName } from "../auth/session-cookie.server";'],
    ["a domain, from the container", "server/quotes/planted.server.ts", 'export { createServices } from "../services.server";'],
  ])("refuses %s importing server code it may not", async (_, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ["a component, from shared code", "app/components/site/planted.tsx", 'export { slugify } from "~/catalogue/slug";'],
    ["a component, a server part's type", "app/components/site/planted.tsx", 'export type { CountryOption } from "~/company/countries.server";'],
    ["a domain, from its own folder and infrastructure", "server/quotes/planted.server.ts", 'export { QUOTE_LIST_LIFETIME_MS } from "./quote-cookie.server";\nexport { QUOTE_COOKIE } from "../http/cookies.server";\nexport { csvCell } from "../files/cells.server";'],
    ["a domain, another domain's type", "server/quotes/planted.server.ts", 'export type { MessagesService } from "../messages/messages-service.server";'],
    ["a domain, from media", "server/catalogue/planted.server.ts", 'export { encodePicture } from "../media/picture-processing.server";'],
    ["a router, from a domain", "server/api/planted.server.ts", 'export { requireAdminApi } from "../auth/require-admin.server";'],
  ])("lets %s import what it may", async (_, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("the one link component", () => {
  it.each([
    ["a component", "app/components/site/planted.tsx"],
    ["a route", "app/routes/site/planted.tsx"],
  ])("refuses React Router's Link in %s", async (_, file) => {
    const errors = await importErrors(file, 'import { Link, NavLink } from "react-router";\nexport { Link, NavLink };');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("~/components/ui/link");
  });

  it("lets a component take the site's Link, and still refuses the page copy there", async () => {
    expect(await importErrors("app/components/site/planted.tsx", 'export { Link } from "~/components/ui/link";')).toEqual([]);
    expect(await importErrors("app/components/site/planted.tsx", 'export * from "~/i18n/page-copy.server";')).toHaveLength(1);
  });
});
