import axe from "axe-core";
import { test as base, expect, type Page } from "@playwright/test";
import { startTestServer, type TestServer } from "../../support/server";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { startImapServer, type TestImapServer } from "../../support/imap";

export { expect };

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

interface Fixtures {
  /** Console messages a test expects (a 404 page logs its own 404, for instance). */
  allowedConsoleErrors: RegExp[];
  /** Collected automatically; the test fails if any unexpected error or CSP violation occurs. */
  consoleGuard: void;
}

type ReactRoot = { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } };

/**
 * Whether React has hydrated the page: its root on `document` stops being dehydrated when
 * hydration commits. Read from the test's side, so a page's fake clock holds nothing back; a page
 * React Router did not render is not waited for.
 */
export function hydrationState(page: Page): Promise<"hydrated" | "hydrating" | "not a React Router page"> {
  return page
    .evaluate(() => {
      if (!("__reactRouterContext" in window)) return "not a React Router page" as const;
      const key = Object.keys(document).find((k) => k.startsWith("__reactContainer"));
      const root = key ? (document as unknown as Record<string, ReactRoot>)[key] : undefined;
      return root?.stateNode?.current?.memoizedState?.isDehydrated === false ? ("hydrated" as const) : ("hydrating" as const);
    })
    .catch(() => "hydrating" as const);
}

/**
 * Every browser test fails on a console error, an uncaught page error or a CSP violation,
 * unless it names the message it expects.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  // A page's scripts come after its first paint, so a test goes on from `goto` or `reload` once
  // React has hydrated the document, as a person would: a test that means to act before turns
  // JavaScript off.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      // Asked every 50 ms: Playwright's default steps (100, 250, 500, then 1,000 ms) would let
      // most pages sit hydrated for up to a second, at every goto of the suite.
      const untilHydrated = () => expect.poll(() => hydrationState(page), { timeout: 15_000, intervals: [50] }).not.toBe("hydrating");
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilHydrated();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilHydrated();
        return response;
      };
    }
    await provide(page);
  },
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const allowed = (text: string) => allowedConsoleErrors.some((re) => re.test(text));
      page.on("console", (msg) => {
        if ((msg.type() === "error" || /Content[- ]Security[- ]Policy/i.test(msg.text())) && !allowed(msg.text())) {
          problems.push(`console.${msg.type()}: ${msg.text()}`);
        }
      });
      page.on("pageerror", (err) => {
        if (!allowed(err.message)) problems.push(`page error: ${err.message}`);
      });
      await use();
      expect(problems, "console errors, page errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * For specs that change the public catalogue (adding, importing, uploading pictures): a server
 * and database of their own, one per worker, so the specs on the shared server keep seeing the
 * seeded catalogue they count. Relative URLs and `page.request` go to that server.
 */
export const catalogueTest = test.extend<object, { catalogueServer: TestServer }>({
  catalogueServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, provide) => {
      const server = await startTestServer({ env: { ENABLE_TEST_ROUTES: "true" } });
      await provide(server);
      await server.dispose();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ catalogueServer }, provide) => provide(catalogueServer.url),
});

/** A site with a real SMTP server to mail and a real IMAP mailbox (Dovecot) to read answers from. */
export interface MailSite {
  server: TestServer;
  smtp: TestSmtpServer;
  imap: TestImapServer;
}

/**
 * Tests of a lead's mail (decision 0069) get a server of their own that mails through a test
 * SMTP server and reads the company's mailbox from a test IMAP server; relative URLs and
 * `page.request` go to it.
 */
export const mailTest = test.extend<object, { mailSite: MailSite }>({
  mailSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, provide) => {
      const smtp = await startSmtpServer();
      const imap = await startImapServer();
      const server = await startTestServer({
        env: { ENABLE_TEST_ROUTES: "true", FORM_RATE_LIMIT: "1000", SMTP_URL: smtp.url, MAIL_FROM: "Sales <sales@mailbox.example>", IMAP_URL: imap.url, IMAP_POLL_MS: "300" },
      });
      await provide({ server, smtp, imap });
      await server.dispose();
      await imap.close();
      await smtp.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ mailSite }, provide) => provide(mailSite.server.url),
});

/**
 * Runs axe (WCAG 2.2 A and AA, and best practices) and fails with the list of violations. axe runs
 * in the page, so the page's scripting must be on: a context with `javaScriptEnabled: false`
 * never gets its answer (judge the same page with scripting on).
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // axe-core is put into the page once per document and run there. The Playwright wrapper
  // (@axe-core/playwright) runs it frame by frame and then opens a blank page of its own to
  // merge the results: three times slower here, for cross-origin frames the site does not
  // have (its one frame, the map, is stubbed and excluded). Only violations are read: axe
  // then skips describing every node that passes. Violations are reported whole either way.
  // Colours are judged at rest: a toast still fading in (its opacity moving for 0.4 s) has no
  // contrast yet. Running finite CSS transitions and animations are waited for, asked from here
  // every 50 ms for up to a second of the test's own clock (a page's fake clock does not move
  // them, and a page without JavaScript answers the question all the same).
  for (let waited = 0; waited < 1000; waited += 50) {
    const moving = await page.evaluate(() =>
      document.getAnimations().some((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Infinity),
    );
    if (!moving) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const injected = await page.evaluate(() => "axe" in window);
  if (!injected) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ exclude, tags }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const results = await run({ exclude: exclude.map((selector) => [selector]) } as axe.ElementContext, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
    },
    { exclude: options.exclude ?? [], tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
  );
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.targets.slice(0, 5).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

/** True when the page is wider than the viewport (a layout that breaks on a phone). */
export async function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
