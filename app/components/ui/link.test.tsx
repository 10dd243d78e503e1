import { createElement, useContext, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Link as RouterLink, MemoryRouter, UNSAFE_NavigationContext as NavigationContext } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, ServerLink, type LinkProps } from "./link";

function render(link: ReactNode, options: { at?: string; basename?: string } = {}): string {
  const at = options.at ?? "/fr/product/verdamol-500-tablets";
  return renderToString(
    <MemoryRouter initialEntries={[options.basename ? `${options.basename}${at}` : at]} basename={options.basename}>
      {link}
    </MemoryRouter>,
  );
}

const both = (props: LinkProps, options?: { at?: string; basename?: string }) => ({
  router: render(createElement(RouterLink, props), options),
  server: render(createElement(ServerLink, props), options),
});

/** Links the server writes itself: React Router's HTML, attribute for attribute. */
const PLAIN: Array<[string, LinkProps]> = [
  ["a page", { to: "/products", className: "underline", children: "Products" }],
  ["a query and a fragment", { to: "/fr/product/x?tab=1#documents", children: "Documents" }],
  ["attributes of its own", { to: "/ar/", "aria-current": "page", target: "_blank", rel: "noopener", title: "Home", children: "Home" }],
  ["a download", { to: "/documents/a3d4ebb5", download: "", children: "PDF" }],
  ["options that act only on a click", { to: "/quote", replace: true, state: { from: "x" }, preventScrollReset: true, viewTransition: true, onClick: () => undefined, children: "Quote" }],
  ["prefetch none and discover render said outright", { to: "/contact", prefetch: "none", discover: "render", children: "Contact" }],
  ["text that needs escaping", { to: "/category/Personal%20Care?q=a&b=<c>", children: "Soins & <beauté>" }],
  ["a trailing slash", { to: "/ar/", children: "الرئيسية" }],
  ["a dotted name", { to: "/media/pack.front.svg?v=2.1", children: "Picture" }],
];

/** Links React Router's own component writes: they are handed to it. */
const HANDED_ON: Array<[string, LinkProps, { at?: string; basename?: string }?]> = [
  ["an external URL", { to: "https://example.com/x", children: "x" }],
  ["a protocol-relative URL", { to: "//example.com/x", children: "x" }],
  ["mailto", { to: "mailto:sales@example.com", children: "x" }],
  ["a relative path", { to: "documents", children: "x" }],
  ["a parent path", { to: "../x", children: "x" }],
  ["an object", { to: { pathname: "/products", search: "?page=2" }, children: "x" }],
  ["prefetching", { to: "/products", prefetch: "intent", children: "x" }],
  ["a document reload", { to: "/products", reloadDocument: true, children: "x" }],
  ["no discovery", { to: "/products", discover: "none", children: "x" }],
  ["relative to the path", { to: "/products", relative: "path", children: "x" }],
  ["an app under a basename", { to: "/products", children: "x" }, { basename: "/shop" }],
  // Paths React Router rewrites before writing them.
  ["a double slash", { to: "/products//x", children: "x" }],
  ["a dot segment", { to: "/products/./x", children: "x" }],
  ["a parent segment", { to: "/products/../contact", children: "x" }],
  ["a backslash", { to: "/products\\x", children: "x" }],
  ["an empty query", { to: "/products?", children: "x" }],
  ["an empty fragment", { to: "/products#", children: "x" }],
  ["an empty query before a fragment", { to: "/products?#top", children: "x" }],
];

describe("the site's Link on the server", () => {
  it.each(PLAIN)("writes %s as React Router does, without React Router's component", (_name, props) => {
    const { router, server } = both(props);
    expect(server).toBe(router);
    expect(server).toContain('data-discover="true"');
    // React Router's component resolves its href through the navigator; the plain path does not.
    const throwing = renderToString(
      <MemoryRouter>
        <NoHrefs>{createElement(ServerLink, props)}</NoHrefs>
      </MemoryRouter>,
    );
    expect(throwing).toBe(server);
  });

  it.each(HANDED_ON)("hands %s to React Router's component", (_name, props, options) => {
    const { router, server } = both(props, options);
    expect(server).toBe(router);
    expect(() =>
      renderToString(
        <MemoryRouter initialEntries={[options?.basename ? `${options.basename}/x` : "/x"]} basename={options?.basename}>
          <NoHrefs>{createElement(ServerLink, props)}</NoHrefs>
        </MemoryRouter>,
      ),
    ).toThrow("no href");
  });

  it("is the server's link in a server bundle", () => {
    expect(import.meta.env.SSR).toBe(true);
    expect(Link).not.toBe(RouterLink);
  });
});

/** The router's context with a navigator that refuses to make an href. */
function NoHrefs({ children }: { children: ReactNode }) {
  const context = useContext(NavigationContext);
  const navigator = {
    ...context.navigator,
    createHref: () => {
      throw new Error("no href");
    },
  };
  return <NavigationContext.Provider value={{ ...context, navigator }}>{children}</NavigationContext.Provider>;
}
