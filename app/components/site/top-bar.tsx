import { Icon } from "~/components/ui/icon";
import { mailtoUrl, site, telUrl } from "~/config/site";

/** Desktop-only strip above the header: what the company is and how to reach it. */
export function TopBar() {
  return (
    <div className="hidden bg-primary-900 text-sm text-primary-50 lg:block" data-testid="top-bar">
      <div className="container-page flex items-center justify-between gap-4 py-2">
        <p>{site.businessType}</p>
        <ul className="flex items-center gap-6">
          <li>
            <a href={telUrl} className="inline-flex items-center gap-1.5 hover:underline">
              <Icon name="phone" className="h-4 w-4" />
              {site.phone.display}
            </a>
          </li>
          <li>
            <a href={mailtoUrl} className="inline-flex items-center gap-1.5 hover:underline">
              <Icon name="mail" className="h-4 w-4" />
              {site.email}
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
