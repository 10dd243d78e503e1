import { Link } from "~/components/ui/link";
import { useSitePath } from "~/i18n/use-messages";
import { useTextsOrNull, type ChromeTexts } from "~/i18n/use-messages";

export const UNEXPECTED_ERROR_TITLE = "Unexpected Application Error!";
export const NOT_FOUND_TITLE = "Page not found";

/**
 * The last resort's words, when the site layout's loader did not run (it failed itself, or the
 * root's error view): plain English, the specification's language.
 */
const FALLBACK_ERRORS: ChromeTexts["errors"] = {
  notFoundCode: "Error 404",
  errorCode: "Error 500",
  notFoundTitle: NOT_FOUND_TITLE,
  errorTitle: UNEXPECTED_ERROR_TITLE,
  notFoundText: "The page you asked for does not exist or has moved. Our catalogue and contact details are a click away.",
  errorText: "Something went wrong on our side. Please try again in a moment, or contact us and we will help.",
  home: "Go to the home page",
  products: "Browse products",
  contact: "Contact us",
};

interface ErrorContentProps {
  notFound: boolean;
  /** Overrides the heading, e.g. 'Product not found'. */
  title?: string;
}

/** What a visitor sees when a page is missing or failed: a way back, never a stack trace. */
export function ErrorContent({ notFound, title }: ErrorContentProps) {
  const texts = useTextsOrNull("chrome")?.errors ?? FALLBACK_ERRORS;
  const to = useSitePath();
  return (
    <section className="mx-auto max-w-xl text-center" aria-labelledby="error-title">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">{notFound ? texts.notFoundCode : texts.errorCode}</p>
      <h1 id="error-title" className="mt-2 text-3xl font-bold text-slate-900">
        {title ?? (notFound ? texts.notFoundTitle : texts.errorTitle)}
      </h1>
      <p className="mt-4 text-slate-600">{notFound ? texts.notFoundText : texts.errorText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={to("home")} className="rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800">
          {texts.home}
        </Link>
        <Link
          to={to("products")}
          className="rounded-md border border-primary-700 px-5 py-2.5 font-semibold text-primary-800 hover:bg-primary-50"
        >
          {texts.products}
        </Link>
        <Link to={to("contact")} className="rounded-md px-5 py-2.5 font-semibold text-primary-800 underline hover:bg-primary-50">
          {texts.contact}
        </Link>
      </div>
    </section>
  );
}
