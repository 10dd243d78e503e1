import { DocumentCards } from "~/components/site/documents/document-card";
import { useTexts } from "~/i18n/use-messages";
import { clientTexts, requestLocale } from "~/i18n/dictionary.server";
import { pageSeo } from "~/i18n/page-copy.server";
import { sitePath } from "~/config/paths";
import { localizedSeo, pageMeta } from "~/seo/seo";
import { received, send } from "~/loader-data";
import type { Route } from "./+types/compliance";
import { publicDocument } from "~server/documents/public-documents.server";

/**
 * Quality and compliance: the company's certificates (public and on request) with number,
 * issuer, validity and the issuer's register, the file where public. An expired one says so.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { documents } = context.services;
  const today = documents.today();
  return {
    page: send({
      seo: localizedSeo({ siteUrl: context.services.env.SITE_URL, path: sitePath("compliance"), locale, ...pageSeo("compliance", locale, context.services.settings.company()) }),
      certificates: documents.companyDocuments().map((document) => publicDocument(document, locale, today)),
    }),
    messages: clientTexts(locale, "documents"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData && received(loaderData.page).seo);

export default function Compliance({ loaderData }: Route.ComponentProps) {
  const { certificates } = received(loaderData.page);
  const texts = useTexts("documents");
  return (
    <div className="container-page grid gap-8 py-12 sm:py-16">
      <header className="grid max-w-3xl gap-3">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{texts.compliance.heading}</h1>
        <p className="text-lg text-slate-700">{texts.compliance.intro}</p>
      </header>
      <section aria-labelledby="certificates-heading" className="grid gap-4">
        <h2 id="certificates-heading" className="text-2xl font-bold text-slate-900">
          {texts.compliance.certificatesHeading}
        </h2>
        {certificates.length === 0 ? (
          <p className="text-slate-700">{texts.compliance.none}</p>
        ) : (
          <DocumentCards documents={certificates} texts={texts} testId="certificates" />
        )}
      </section>
    </div>
  );
}
