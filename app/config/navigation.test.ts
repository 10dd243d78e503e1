import { describe, expect, it } from "vitest";
import { navLabel } from "../../tests/support/copy";
import { isCurrentSection, mainNav } from "./navigation";

const current = (pathname: string) => mainNav.filter((item) => isCurrentSection(item, pathname)).map(navLabel);

describe("isCurrentSection", () => {
  it("marks Products on the products, category and product pages", () => {
    expect(current("/products")).toEqual(["Products"]);
    expect(current("/category/Pharmaceuticals")).toEqual(["Products"]);
    expect(current("/product/verdamol-500-tablets")).toEqual(["Products"]);
  });

  it("matches paths ignoring case and a trailing slash, as the routes do", () => {
    expect(current("/globalpresence")).toEqual(["Global Presence"]);
    expect(current("/Contact/")).toEqual(["Contact Us"]);
  });

  it("marks Home on the home page only, and nothing on a page outside the menu", () => {
    expect(current("/")).toEqual(["Home"]);
    expect(current("/about")).toEqual(["About Us"]);
    expect(current("/productsx")).toEqual([]);
    expect(current("/no/such/page")).toEqual([]);
  });
});
