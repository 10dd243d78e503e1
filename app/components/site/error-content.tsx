import { Link } from "react-router";

export const UNEXPECTED_ERROR_TITLE = "Unexpected Application Error!";
export const NOT_FOUND_TITLE = "Page not found";

interface ErrorContentProps {
  notFound: boolean;
  /** Overrides the heading, e.g. 'Product not found'. */
  title?: string;
}

/** What a visitor sees when a page is missing or failed: a way back, never a stack trace. */
export function ErrorContent({ notFound, title }: ErrorContentProps) {
  return (
    <section className="mx-auto max-w-xl text-center" aria-labelledby="error-title">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">{notFound ? "Error 404" : "Error 500"}</p>
      <h1 id="error-title" className="mt-2 text-3xl font-bold text-slate-900">
        {title ?? (notFound ? NOT_FOUND_TITLE : UNEXPECTED_ERROR_TITLE)}
      </h1>
      <p className="mt-4 text-slate-600">
        {notFound
          ? "The page you asked for does not exist or has moved. Our catalogue and contact details are a click away."
          : "Something went wrong on our side. Please try again in a moment, or contact us and we will help."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800">
          Go to the home page
        </Link>
        <Link
          to="/products"
          className="rounded-md border border-primary-700 px-5 py-2.5 font-semibold text-primary-800 hover:bg-primary-50"
        >
          Browse products
        </Link>
        <Link to="/contact" className="rounded-md px-5 py-2.5 font-semibold text-primary-800 underline hover:bg-primary-50">
          Contact us
        </Link>
      </div>
    </section>
  );
}
