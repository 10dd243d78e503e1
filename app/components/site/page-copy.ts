/**
 * The marketing pages' copy in the page's language, as each page's loader sent it (see
 * app/i18n/page-copy.server.ts), as one JSON string (app/loader-data.ts). The sections read it with these hooks instead of importing the
 * copy modules, so a page's JavaScript carries no language's words. Types only come from the
 * English modules: the shapes every language fills.
 */
import { useLoaderData } from "react-router";
import { received, type Sent } from "~/loader-data";
import type * as About from "~content/site/about";
import type * as GlobalPresence from "~content/site/global-presence";
import type * as Home from "~content/site/home";
import type * as Services from "~content/site/services";

/** What a loader sends of a copy module: no functions, and not its menu label and metadata (`nav`, `seo`). */
type Values<T> = { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K extends "nav" | "seo" ? never : K]: T[K] };

export type HomeCopy = Omit<Values<typeof Home>, "featuredProductSlugs"> & { overviewCards: Home.OverviewCard[] };
export type AboutCopy = Values<typeof About>;
export type ServicesCopy = Values<typeof Services>;
export type GlobalPresenceCopy = Omit<Values<typeof GlobalPresence>, "countriesServed">;

export function useHomeCopy(): HomeCopy {
  return received(useLoaderData<{ copy: Sent<HomeCopy> }>().copy);
}

export function useAboutCopy(): AboutCopy {
  return received(useLoaderData<{ copy: Sent<AboutCopy> }>().copy);
}

export function useServicesCopy(): ServicesCopy {
  return received(useLoaderData<{ copy: Sent<ServicesCopy> }>().copy);
}

export function useGlobalPresenceCopy(): GlobalPresenceCopy {
  return received(useLoaderData<{ copy: Sent<GlobalPresenceCopy> }>().copy);
}
