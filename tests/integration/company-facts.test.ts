import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyDefaults } from "../../app/config/site";
import { LOCALES, localizePath } from "../../app/i18n/locales";
import { api, login } from "../support/admin";
import { anonymousPage } from "../support/pages";
import { startTestServer, type TestServer } from "../support/server";

/*
 * With the year established set to 2016 in Settings, the home and About copy still
 * said "Since 2018" / "Established 2018" / "We began in 2018". Every company fact in the copy
 * comes from Settings, in every language.
 */

const PAGES = ["/", "/about", "/globalPresence", "/service", "/contact", "/products"];
const PLACEHOLDER = /\{(?:name|established|city|country|inCountry|certifications)\}/;

describe("the company's facts in the page copy", () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer();
    cookie = await login(server);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("follow the year established saved in Settings on every page, in all five languages", async () => {
    const saved = await api(server, "PUT", "/api/admin/settings", { cookie, body: { ...companyDefaults, established: 2016 } });
    expect(saved.status).toBe(200);
    for (const locale of LOCALES) {
      for (const page of PAGES) {
        const path = localizePath(page, locale);
        const { status, body } = await anonymousPage(server, path);
        expect([path, status]).toEqual([path, 200]);
        expect(body.includes("2018"), `${path} says 2018`).toBe(false);
        // What the page shows (its data may carry the interface's own placeholders, filled in the browser).
        const shown = body.replace(/<script\b[\s\S]*?<\/script>/g, "");
        expect(PLACEHOLDER.exec(shown)?.[0], `${path} shows a placeholder`).toBeUndefined();
      }
      const home = (await anonymousPage(server, localizePath("/", locale))).body;
      const about = (await anonymousPage(server, localizePath("/about", locale))).body;
      // The overview card, the mission text and the highlight; the About intro's two mentions.
      expect(home.split("2016").length - 1, `${locale} home`).toBeGreaterThanOrEqual(3);
      expect(about.split("2016").length - 1, `${locale} about`).toBeGreaterThanOrEqual(2);
    }
    const english = (await anonymousPage(server, "/")).body;
    expect(english).toContain("Since 2016, Verdant Meridian Exports has supplied");
    expect(english).toContain("Established 2016");
    expect((await anonymousPage(server, "/about")).body).toContain("We began in 2016");
  });

  it("follow the company's name, city and certifications too", async () => {
    const company = { ...companyDefaults, name: "Meridian Health Exports", city: "Noida", certifications: ["WHO-GMP", "ISO 13485:2016"] };
    expect((await api(server, "PUT", "/api/admin/settings", { cookie, body: company })).status).toBe(200);
    const about = (await anonymousPage(server, "/about")).body;
    expect(about).toContain("Meridian Health Exports is an export");
    expect(about).toContain("From our office in Noida");
    expect(about).toContain("meet WHO-GMP and ISO 13485:2016 requirements");
    expect((await anonymousPage(server, "/fr/globalPresence")).body).toContain("Depuis notre base à Noida, Meridian Health Exports expédie");
    await api(server, "PUT", "/api/admin/settings", { cookie, body: companyDefaults });
  });
});
