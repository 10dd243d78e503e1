import { useRouteLoaderData } from "react-router";
import { companyDefaults } from "~/config/site";
import type { CompanyDetails } from "~/company/company";
import type { PublicPage } from "~/config/paths";
import type { SuggestionTexts } from "~/i18n/use-messages";
import { received, type Sent } from "~/loader-data";

/** The site layout's route id: its loader hands every public page the company's details. */
export const SITE_LAYOUT_ID = "routes/site/site-layout";

/** What the site layout's loader sends every public page for its frame, as one JSON string (`frame`). */
export interface SiteFrame {
  /** Every public page's name in the menus, in the page's language. */
  pageNames: Record<PublicPage, string>;
  /** The language suggestion bar's words in every language. */
  suggestions: SuggestionTexts;
  /** The company's details as an admin last saved them (Settings). */
  company: CompanyDetails;
}

function frameOf(data: { frame?: Sent<SiteFrame> } | undefined): SiteFrame | undefined {
  return typeof data?.frame === "string" ? received(data.frame) : undefined;
}

/** The site layout's frame data; undefined where its loader did not run (the root error view, the admin). */
export function useSiteFrame(): SiteFrame | undefined {
  return frameOf(useRouteLoaderData<{ frame?: Sent<SiteFrame> }>(SITE_LAYOUT_ID));
}

/**
 * The company's details as an admin last saved them (Settings), from the site layout's loader;
 * the defaults only where that loader did not run (the root error view).
 */
export function useCompany(): CompanyDetails {
  return useSiteFrame()?.company ?? companyDefaults;
}

/** The same for a meta function, from its `matches`. */
export function companyFromMatches(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): CompanyDetails {
  const data = matches.find((match) => match?.id === SITE_LAYOUT_ID)?.loaderData as { frame?: Sent<SiteFrame> } | undefined;
  return frameOf(data)?.company ?? companyDefaults;
}
