import { describe, expect, it } from "vitest";
import { ADMIN_HOME, loginUrlFor, safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/adminalluser", "/adminalluser"],
    ["/editUser/abc?x=1", "/editUser/abc?x=1"],
    ["/createadmin#top", "/createadmin#top"],
    ["/a/../adminalluser", "/adminalluser"],
  ])("keeps the same-site path %j", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["adminalluser"],
    ["https://evil.example/"],
    ["//evil.example/x"],
    ["/\\evil.example"],
    ["/\tevil"],
    ["javascript:alert(1)"],
    ["/adminlogin"],
    ["/AdminLogin?redirectTo=/x"],
  ])("refuses %j and gives the dashboard", (value) => {
    expect(safeRedirectPath(value)).toBe(ADMIN_HOME);
  });

  it("uses the fallback given", () => {
    expect(safeRedirectPath("//x", "/elsewhere")).toBe("/elsewhere");
  });

  it("builds the login URL that returns to a page", () => {
    expect(loginUrlFor("/editUser/1?a=b&c=d")).toBe("/adminlogin?redirectTo=%2FeditUser%2F1%3Fa%3Db%26c%3Dd");
  });
});
