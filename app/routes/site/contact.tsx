import { ContactForm } from "~/components/site/contact-form";
import { ContactDetails } from "~/components/site/contact/contact-details";
import { ContactMap } from "~/components/site/contact/contact-map";
import { canonicalUrl, pageMeta } from "~/lib/seo";
import { contactPage } from "~content/site/contact";
import { pageSeo } from "~content/site/seo";
import type { Route } from "./+types/contact";
import { handleContactPost } from "./contact-action.server";

export function loader({ context }: Route.LoaderArgs) {
  return { canonicalUrl: canonicalUrl(context.services.env.SITE_URL, "/contact") };
}

/** The contact form posted without JavaScript. */
export async function action(args: Route.ActionArgs) {
  return handleContactPost(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(pageSeo.contact, loaderData?.canonicalUrl);

export default function Contact() {
  return (
    <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:gap-12">
        <div>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{contactPage.heading}</h1>
          <p className="mt-4 text-lg text-slate-700">{contactPage.intro}</p>
          <ContactDetails />
          <ContactMap />
        </div>
        <section
          aria-labelledby="contact-form-heading"
          className="self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
            {contactPage.formTitle}
          </h2>
          <p className="mt-2 text-slate-600">{contactPage.formIntro}</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
    </div>
  );
}
