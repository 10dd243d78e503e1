import type { FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import type { FormResult } from "~/forms/form-result";
import { ADDED_PARAM } from "~/quote/quote-added";
import { format } from "~/i18n/format";
import { useSitePath, useTexts } from "~/i18n/use-messages";

/**
 * "Add to quote": a plain form posting to the /quote action, which without JavaScript sends
 * the browser back to this page with `?added=<slug>`: this product's button then says so, with
 * a link to the list, and that confirmation takes focus (so the page opens at it, not at its
 * top). With JavaScript, a fetcher posts in the background and the page stays as it is.
 */
export function AddToQuote({ slug, name, className = "" }: { slug: string; name: string; className?: string }) {
  const fetcher = useFetcher<FormResult>();
  const { pathname, search } = useLocation();
  const returned = new URLSearchParams(search).get(ADDED_PARAM) === slug;
  const added = (fetcher.state === "idle" && fetcher.data?.sent === true) || (returned && fetcher.data === undefined);
  const text = useTexts("catalogue").addToQuote;
  // The quote list in the page's language: its action answers in that language.
  const quotePath = useSitePath()("quote");
  const action = added ? text.added : text.add;
  // `enhanced=1` is added when the script submits, not rendered once hydrated: a field shown
  // after hydration re-rendered every card of a listing in one blocking task (Lighthouse TBT).
  function submitEnhanced(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set("enhanced", "1");
    void fetcher.submit(form, { method: "post", action: quotePath });
  }
  return (
    <fetcher.Form method="post" action={quotePath} className={className} onSubmit={submitEnhanced}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product" value={slug} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      {/* Named with the product (a grid holds many of these buttons); the visible words lead the name. */}
      <button
        type="submit"
        aria-label={format(text.label, { action, name })}
        aria-disabled={fetcher.state !== "idle" || undefined}
        className="inline-flex items-center gap-1.5 rounded-md border border-primary-700 bg-white px-3 py-1.5 text-sm font-semibold text-primary-800 hover:bg-primary-50"
      >
        <Icon name={added ? "circle-check" : "receipt"} className="h-4 w-4" />
        {action}
      </button>
      {returned && fetcher.data === undefined ? (
        // The page this plain post came back to: the confirmation, visible and focused.
        <p role="status" tabIndex={-1} autoFocus className="mt-2 scroll-my-24 rounded-md bg-primary-50 px-3 py-2 text-sm font-medium text-primary-900">
          {format(text.onList, { name })}{" "}
          <Link to={quotePath} className="font-semibold underline underline-offset-2">
            {text.viewList}
          </Link>
        </p>
      ) : (
        <span role="status" className="sr-only">
          {added ? format(text.onList, { name }) : (fetcher.data?.message ?? "")}
        </span>
      )}
    </fetcher.Form>
  );
}
