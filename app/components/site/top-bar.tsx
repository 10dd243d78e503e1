import { Icon } from "~/components/ui/icon";
import { site } from "~/config/site";
import { mailtoUrl, telUrl } from "~/lib/company";
import { useCompany } from "./use-company";

/** Desktop-only strip above the header: what the company is and how to reach it. */
export function TopBar() {
  const company = useCompany();
  return (
    <div className="hidden bg-primary-900 text-sm text-primary-50 lg:block" data-testid="top-bar">
      <div className="container-page flex items-center justify-between gap-4 py-2">
        <p>{site.businessType}</p>
        <ul className="flex items-center gap-6">
          <li>
            <a href={telUrl(company)} className="inline-flex items-center gap-1.5 hover:underline">
              <Icon name="phone" className="h-4 w-4" />
              {company.phone}
            </a>
          </li>
          <li>
            <a href={mailtoUrl(company)} className="inline-flex items-center gap-1.5 hover:underline">
              <Icon name="mail" className="h-4 w-4" />
              {company.email}
            </a>
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Icon name="globe" className="h-4 w-4" />
            <span>{site.language}</span>
          </li>
        </ul>
      </div>
    </div>
  );
}
