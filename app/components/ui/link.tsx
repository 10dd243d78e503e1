import { createElement, useContext, type ComponentProps } from "react";
import { Link as RouterLink, UNSAFE_NavigationContext as NavigationContext } from "react-router";

/** React Router's `<Link>` props: the site's links take the same. */
export type LinkProps = ComponentProps<typeof RouterLink>;

/** A path from the site's root, and the basename of a site at the root (path syntax, not a page's path). */
// eslint-disable-next-line no-restricted-syntax
const ROOT = "/";

/** `https:`, `mailto:`, `//host`: React Router writes these as they are, without `data-discover`. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * What React Router rewrites in a path before writing it: a double slash, a `.` or `..` segment, a
 * backslash, an empty query or fragment (`/a?`, `/a#`, `/a?#b`). A path with none of these is
 * written as given; one with any (or a query that merely looks so) is left to React Router.
 */
const NOT_AS_WRITTEN = /\/\/|\/\.|\\|[?#]$|\?#/;

/**
 * On the server a link is only its HTML. React Router's `<Link>` works that HTML out with half a
 * dozen hooks (the location, the path resolved against the route, the click handler, prefetching)
 * on every render, and a product page holds about fifty links: 3-5% of an uncached render.
 *
 * A link to a path from the site's root (`/fr/product/x?tab=1#documents`), written as React
 * Router would write it (`NOT_AS_WRITTEN`), with none of the options that change its HTML, is
 * written here as React Router writes it: the other attributes as
 * given, then `href` (the path itself: an absolute path resolves to itself, and the site has no
 * basename), `target` and `data-discover="true"`. Anything else (an object `to`, a relative or external
 * one, `prefetch`, `reloadDocument`, `discover`, `relative`, `mask`, a basename) goes to React
 * Router's own component. The options that only act on a click (`replace`, `state`,
 * `preventScrollReset`, `viewTransition`, `onClick`...) write no attribute, here as there.
 * `app/components/ui/link.test.tsx` renders both for each kind of link and compares the HTML.
 */
export function ServerLink(props: LinkProps) {
  const { basename } = useContext(NavigationContext);
  const {
    to,
    discover,
    prefetch,
    reloadDocument,
    relative,
    mask,
    target,
    // A ref is never attached on the server; the click-time options write no attribute.
    ref: _ref,
    onClick: _onClick,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...attributes
  } = props;
  const plain =
    typeof to === "string" &&
    to.startsWith(ROOT) &&
    !ABSOLUTE_URL.test(to) &&
    !NOT_AS_WRITTEN.test(to) &&
    basename === ROOT &&
    (discover === undefined || discover === "render") &&
    (prefetch === undefined || prefetch === "none") &&
    !reloadDocument &&
    relative === undefined &&
    mask === undefined;
  if (!plain) return createElement(RouterLink, props);
  return createElement("a", { ...attributes, href: to, target, "data-discover": "true" });
}

/**
 * The site's `<Link>`: React Router's own in the browser, where it navigates without reloading the
 * page; on the server, the same HTML written directly (see `ServerLink`). The choice is made when
 * the bundle is built (`import.meta.env.SSR`), so the browser's bundle carries none of this.
 * The lint refuses `Link` from react-router elsewhere (eslint.config.js).
 */
export const Link = import.meta.env.SSR ? ServerLink : RouterLink;
