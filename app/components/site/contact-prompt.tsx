import { Link } from "~/components/ui/link";
import { useSitePath } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-messages";

/** The box under the category cards (specification: Products), wired to /contact (docs/requirements.md §6). */
export function ContactPrompt() {
  const texts = useTexts("chrome").contactPrompt;
  const to = useSitePath();
  return (
    <section
      aria-labelledby="contact-prompt-title"
      className="mt-14 flex flex-col items-start gap-4 rounded-lg bg-primary-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div>
        <h2 id="contact-prompt-title" className="text-xl font-semibold text-slate-900">
          {texts.heading}
        </h2>
        <p className="mt-1 text-slate-700">{texts.text}</p>
      </div>
      <Link
        to={to("contact")}
        className="inline-flex shrink-0 items-center rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800"
      >
        {texts.button}
      </Link>
    </section>
  );
}
