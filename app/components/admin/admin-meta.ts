import { site } from "~/config/site";

/** An admin page's title; admin pages are never indexed. */
export function adminMeta(title: string) {
  return [{ title: `${title} | ${site.shortName} Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Admin pages hold account data: no cache, shared or private, keeps a copy. */
export const adminHeaders = () => ({ "Cache-Control": "no-store" });
