import { Icon } from "~/components/ui/icon";
import { mailtoUrl, telUrl } from "~/company/company";
import { LanguageSwitcher } from "./language-switcher";
import { useTexts } from "~/i18n/use-messages";
import { useCompany } from "./use-company";

/** Desktop-only strip above the header: what the company is, how to reach it, and the language. */
export function TopBar() {
  const company = useCompany();
  const chrome = useTexts("chrome");
  return (
    <div className="hidden bg-primary-900 text-sm text-primary-50 lg:block" data-testid="top-bar">
      <div className="container-page flex items-center justify-between gap-4 py-2">
        <p>{chrome.topBar.businessType}</p>
        <ul className="flex items-center gap-6">
          <li>
            <a href={telUrl(company)} className="inline-flex items-center gap-1.5 hover:underline">
              <Icon name="phone" className="h-4 w-4" />
              <span dir="ltr">{company.phone}</span>
            </a>
          </li>
          <li>
            <a href={mailtoUrl(company)} className="inline-flex items-center gap-1.5 hover:underline">
              <Icon name="mail" className="h-4 w-4" />
              <span dir="ltr">{company.email}</span>
            </a>
          </li>
          <li>
            <LanguageSwitcher />
          </li>
        </ul>
      </div>
    </div>
  );
}
