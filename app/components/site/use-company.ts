import { useRouteLoaderData } from "react-router";
import { companyDefaults } from "~/config/site";
import type { CompanyDetails } from "~/company/company";

/** The site layout's route id: its loader hands every public page the company's details. */
export const SITE_LAYOUT_ID = "routes/site/site-layout";

/**
 * The company's details as an admin last saved them (Settings), from the site layout's loader;
 * the defaults only where that loader did not run (the root error view).
 */
export function useCompany(): CompanyDetails {
  return useRouteLoaderData<{ company: CompanyDetails }>(SITE_LAYOUT_ID)?.company ?? companyDefaults;
}

/** The same for a meta function, from its `matches`. */
export function companyFromMatches(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): CompanyDetails {
  const data = matches.find((match) => match?.id === SITE_LAYOUT_ID)?.loaderData as { company?: CompanyDetails } | undefined;
  return data?.company ?? companyDefaults;
}
