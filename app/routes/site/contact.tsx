import { ContactForm } from "~/components/site/contact-form";
import { ContactDetails } from "~/components/site/contact/contact-details";
import { ContactMap } from "~/components/site/contact/contact-map";
import { clientTexts, requestLocale } from "~/i18n/dictionary.server";
import { pageCopy } from "~/i18n/page-copy.server";
import type * as ContactCopy from "~content/site/contact";
import { sitePath } from "~/config/paths";
import { localizedSeo, pageMeta } from "~/seo/seo";
import { received, send } from "~/loader-data";
import type { Route } from "./+types/contact";
import { handleContactPost } from "./contact-action.server";

/** The page's copy and the form's texts, in the page's language. */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const copy = pageCopy<typeof ContactCopy>("contact", locale, context.services.settings.company());
  return {
    messages: clientTexts(locale, "forms"),
    page: send({
      copy: copy.contactPage,
      seo: localizedSeo({ siteUrl: context.services.env.SITE_URL, path: sitePath("contact"), locale, ...copy.seo }),
    }),
  };
}

/** The contact form posted without JavaScript. */
export async function action(args: Route.ActionArgs) {
  return handleContactPost(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData && received(loaderData.page).seo);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { copy } = received(loaderData.page);
  return (
    <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:gap-12">
        <div>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{copy.heading}</h1>
          <p className="mt-4 text-lg text-slate-700">{copy.intro}</p>
          <ContactDetails copy={copy} />
          <ContactMap copy={copy} />
        </div>
        <section
          aria-labelledby="contact-form-heading"
          className="self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
            {copy.formTitle}
          </h2>
          <p className="mt-2 text-slate-600">{copy.formIntro}</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
    </div>
  );
}
