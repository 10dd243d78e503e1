import { Globe, Mail, Phone } from "lucide-react";
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
              <Phone className="h-4 w-4" aria-hidden="true" />
              {site.phone.display}
            </a>
          </li>
          <li>
            <a href={mailtoUrl} className="inline-flex items-center gap-1.5 hover:underline">
              <Mail className="h-4 w-4" aria-hidden="true" />
              {site.email}
            </a>
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Globe className="h-4 w-4" aria-hidden="true" />
            <span>{site.language}</span>
          </li>
        </ul>
      </div>
    </div>
  );
}
