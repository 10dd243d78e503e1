import { describe, expect, it } from "vitest";
import { KEPT_TARGETS, OPEN_REDIRECT_PAYLOADS } from "../../tests/support/redirect-payloads";
import { ADMIN_HOME, loginUrlFor, safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each(KEPT_TARGETS)("keeps the same-site path %j", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it("judges a table of at least 40 attack payloads", () => {
    expect(new Set(OPEN_REDIRECT_PAYLOADS).size).toBeGreaterThanOrEqual(40);
  });

  it.each([null, undefined, "", "adminalluser", ...OPEN_REDIRECT_PAYLOADS])("refuses %j and gives the dashboard", (value) => {
    expect(safeRedirectPath(value)).toBe(ADMIN_HOME);
  });

  it("never returns what a browser could read as another origin, whatever it is given", () => {
    const pieces = ["/", "\\", ".", "..", "%2e", "%2f", "%5c", "%25", "\t", "evil.example", "a", "?", "#", ":", "@"];
    for (const a of pieces) {
      for (const b of pieces) {
        for (const c of pieces) {
          const target = safeRedirectPath(`/${a}${b}${c}`);
          expect(target, `/${a}${b}${c}`).toMatch(/^\/([^/\\]|$)/);
          expect(new URL(target, "https://site.example").origin).toBe("https://site.example");
        }
      }
    }
  });

  it("uses the fallback given", () => {
    expect(safeRedirectPath("//x", "/elsewhere")).toBe("/elsewhere");
  });

  it("builds the login URL that returns to a page", () => {
    expect(loginUrlFor("/editUser/1?a=b&c=d")).toBe("/adminlogin?redirectTo=%2FeditUser%2F1%3Fa%3Db%26c%3Dd");
    expect(safeRedirectPath(new URLSearchParams(loginUrlFor("/editUser/1?a=b").split("?")[1]).get("redirectTo"))).toBe(
      "/editUser/1?a=b",
    );
  });
});
