import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { useHydrated } from "~/components/ui/use-hydrated";
import { HoneypotField } from "~/components/site/honeypot-field";
import { FormField, controlClass } from "~/components/ui/form-field";
import { Icon } from "~/components/ui/icon";
import { sitePath } from "~/config/paths";
import { site } from "~/config/site";
import { postedValues } from "~/forms/form-result";
import { DAY_MS, isoDay } from "~/schemas/days";
import { useFormResult } from "~/components/ui/use-form-result";
import { localizedSeo, pageMeta } from "~/seo/seo";
import { whatsappQuoteHref } from "~/quote/whatsapp";
import { QUOTE_LINES_LIST } from "~/quote/quote";
import { ListEditor, type ListButton } from "~/components/ui/list-editor";
import { useCompany } from "~/components/site/use-company";
import {
  INCOTERMS,
  QUOTE_DOCUMENTS,
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  QUOTE_UNITS,
  QuoteLineUpdateSchema,
  lineKeys,
  parseQuantity,
  quoteRequestSchema,
} from "~/schemas/quote";
import { countryOptions, type CountryOption } from "~/company/countries.server";
import { clientTexts, dictionaryFor, requestLocale } from "~/i18n/dictionary.server";
import { format } from "~/i18n/format";
import { useLocale, useSitePath, useTexts } from "~/i18n/use-messages";
import { validationErrors, validationText, validationTexts, type ValidationText } from "~/schemas/validation-messages";
import { readQuoteListId } from "~server/quotes/quote-cookie.server";
import type { ClientMessages } from "~content/i18n/types";
import { received, send, type Received } from "~/loader-data";
import type { Route } from "./+types/quote";
import { handleQuotePost, type QuoteSent } from "./quote-action.server";


export async function loader({ request, context }: Route.LoaderArgs) {
  const listId = readQuoteListId(request.headers.get("cookie"));
  const lines = await context.services.quotes.lines(listId);
  const locale = requestLocale(request);
  const { quote } = dictionaryFor(locale).messages.forms;
  return {
    messages: clientTexts(locale, "forms"),
    page: send({
      seo: localizedSeo({
        siteUrl: context.services.env.SITE_URL,
        path: sitePath("quote"),
        locale,
        title: format(quote.metaTitle, { site: site.shortName }),
        description: quote.metaDescription,
      }),
      lines,
      // The request form as the buyer last typed it (saved as they type, or by any button).
      draft: lines.length > 0 ? await context.services.quotes.draft(listId) : {},
      // The server's earliest "wanted by" day; the browser narrows it to its own today.
      earliest: isoDay(Date.now() - DAY_MS),
      // The countries the box suggests (any spelling the server's country rule knows is taken).
      countryOptions: countryOptions(locale),
    }),
  };
}

export async function action(args: Route.ActionArgs) {
  return handleQuotePost(args);
}

/**
 * Coming back to the page (Back from a product it links to) reads the list only once the saves
 * the page sent or still held when it was left have been answered: the last words typed before
 * leaving are saved after the one in flight, and the list read before them would show the
 * boxes without those words (and the next save would store that). A save that never answers
 * holds the page back for SAVES_WAIT_MS at most.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  await Promise.race([savesSettled, new Promise((resolve) => setTimeout(resolve, SAVES_WAIT_MS))]);
  return serverLoader();
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData && received(loaderData.page).seo),
  // Each visitor's own list: nothing for a search engine.
  { name: "robots", content: "noindex" },
];

type Line = Received<Route.ComponentProps["loaderData"]["page"]>["lines"][number];

const EMPTY_TERMS = {
  name: "",
  company: "",
  email: "",
  phone: "",
  country: "",
  destination: "",
  incoterm: "",
  wantedBy: "",
  privateLabel: "",
  message: "",
  documents: "",
};

const buttonClass = "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold";
const secondaryButton = `${buttonClass} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100`;
/** How long typing pauses before the form is saved. */
const SAVE_DELAY_MS = 600;
/** The longest the page's next load waits for the saves still out (`clientLoader`). */
const SAVES_WAIT_MS = 5000;

/** Settles when no save is in flight or held (see `useSaveAsTyped`): module state, so it outlives the page it was typed on. */
let savesSettled: Promise<void> = Promise.resolve();
let settleSaves: (() => void) | null = null;
function savesStarted(): void {
  if (!settleSaves) savesSettled = new Promise<void>((resolve) => (settleSaves = resolve));
}
function savesAnswered(): void {
  settleSaves?.();
  settleSaves = null;
}

/** The browser's own date, YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  return isoDay(now.getTime() - now.getTimezoneOffset() * 60_000);
}

/** The form checked with the shared schema before it is sent: `{field: text}`, empty when fine. */
function checkInBrowser(form: HTMLFormElement, lines: Line[]): Record<string, ValidationText> {
  const fd = new FormData(form);
  const text = (name: string) => String(fd.get(name) ?? "");
  const errors: Record<string, ValidationText> = {};
  const parsedLines = lines.filter((line) => line.available).map((line) => {
    const keys = lineKeys(line.id);
    const parsed = QuoteLineUpdateSchema.safeParse({ quantity: text(keys.quantity), unit: text(keys.unit), note: text(keys.note) });
    if (!parsed.success) for (const [field, text] of Object.entries(validationErrors(parsed.error))) errors[`${field}:${line.id}`] = text;
    else if (parsed.data.quantity === null) errors[keys.quantity] = QUOTE_MESSAGES.quantityRequired;
    return { product: line.slug, quantity: text(keys.quantity), unit: text(keys.unit), note: text(keys.note) };
  });
  const terms = Object.fromEntries(Object.keys(EMPTY_TERMS).map((k) => [k, text(k)]));
  const parsed = quoteRequestSchema(localToday()).safeParse({ ...terms, documents: fd.getAll("documents"), lines: parsedLines });
  if (!parsed.success) Object.assign(errors, validationErrors(parsed.error));
  if (Object.keys(errors).some((k) => k.includes(":"))) delete errors.lines;
  return errors;
}

type FormTexts = ClientMessages["forms"];

/** The control the server's answer to a plain post focuses (the first invalid one): the page then opens at it. */
const focusOn = (name: string, focusName: string | undefined) => (name === focusName ? { autoFocus: true } : {});

/** One line of the list editor: its figures, and its Remove button (made by the list editor). */
function LineEditor({
  line,
  errors,
  values,
  focusName,
  button,
  t,
}: {
  line: Line;
  errors: Record<string, string>;
  values: Record<string, string>;
  focusName: string | undefined;
  button: ListButton;
  t: FormTexts;
}) {
  const to = useSitePath();
  const keys = lineKeys(line.id);
  const id = (field: string) => `${field}-${line.id}`;
  const remove = (className: string) =>
    button("remove", {
      className,
      children: (
        <>
          <Icon name="trash" className="h-4 w-4" />
          {t.quote.remove}
          <span className="sr-only">{` ${line.name}`}</span>
        </>
      ),
    });
  if (!line.available || line.slug === null) {
    // Hidden or deleted since it was added: said, kept until the buyer removes it, and sent marked as unavailable.
    return (
      <li className="rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="quote-line-unavailable">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">
              {line.name}
              <span className="ms-2 inline-block rounded bg-amber-200 px-2 py-0.5 text-sm font-semibold text-amber-950">{t.quote.unavailable}</span>
            </p>
            <p className="mt-1 text-sm text-slate-800">{t.quote.unavailableHint}</p>
          </div>
          {remove(secondaryButton)}
        </div>
      </li>
    );
  }
  const typed = (key: string, stored: string) => values[key] ?? stored;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <fieldset className="grid min-w-0 gap-3">
        {/* Name and pack size as separate items: in Arabic two English runs side by side would run together. */}
        <legend className="float-left flex w-full flex-wrap items-baseline gap-x-2">
          <Link to={to("product", { slug: line.slug })} className="font-semibold break-words text-primary-800 underline underline-offset-2 hover:text-primary-900">
            {line.name}
          </Link>
          <span className="text-sm text-slate-600">{line.packSize}</span>
        </legend>
        <div className="grid gap-3 sm:grid-cols-[8rem_9rem_minmax(0,1fr)_auto] sm:items-start">
          <FormField id={id("quantity")} name={keys.quantity} label={t.fields.quantity} required error={errors[keys.quantity]}>
            {(control) => (
              <input
                {...control}
                {...focusOn(keys.quantity, focusName)}
                type="text"
                inputMode="numeric"
                defaultValue={typed(keys.quantity, line.quantity === null ? "" : String(line.quantity))}
                maxLength={12}
                className={controlClass}
              />
            )}
          </FormField>
          <FormField id={id("unit")} name={keys.unit} label={t.fields.unit} required error={errors[keys.unit]}>
            {(control) => (
              <select {...control} {...focusOn(keys.unit, focusName)} defaultValue={typed(keys.unit, line.unit)} className={controlClass}>
                {QUOTE_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {t.quote.units[unit]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={id("note")} name={keys.note} label={t.fields.note} error={errors[keys.note]}>
            {(control) => (
              <input
                {...control}
                {...focusOn(keys.note, focusName)}
                type="text"
                defaultValue={typed(keys.note, line.note)}
                maxLength={QUOTE_LIMITS.note}
                placeholder={t.placeholders.note}
                className={controlClass}
              />
            )}
          </FormField>
          {remove(`${secondaryButton} sm:mt-7`)}
        </div>
      </fieldset>
    </li>
  );
}

function ChoiceGroup({ legend, error, id, children }: { legend: string; error?: string; id: string; children: React.ReactNode }) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="grid gap-2">
      <legend className="font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function RequestFields({
  errors,
  values,
  earliest,
  countries,
  focusName,
  t,
}: {
  errors: Record<string, string>;
  values: typeof EMPTY_TERMS;
  earliest: string;
  countries: readonly CountryOption[];
  focusName: string | undefined;
  t: FormTexts;
}) {
  const { fields } = t;
  const chosen = new Set(values.documents.split(","));
  const text = (name: keyof typeof EMPTY_TERMS, label: string, max: number, extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {}, required = true) => (
    <FormField id={`quote-${name}`} name={name} label={label} required={required} error={errors[name]}>
      {(control) => <input {...control} {...focusOn(name, focusName)} type="text" defaultValue={values[name]} maxLength={max} className={controlClass} {...extra} />}
    </FormField>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text("name", fields.name, QUOTE_LIMITS.name, { autoComplete: "name" })}
      {text("company", fields.company, QUOTE_LIMITS.company, { autoComplete: "organization" })}
      {text("email", fields.email, QUOTE_LIMITS.email, { type: "email", autoComplete: "email" })}
      {text("phone", fields.phone, QUOTE_LIMITS.phone, { type: "tel", autoComplete: "tel" }, false)}
      {text("country", fields.country, QUOTE_LIMITS.country, { autoComplete: "country-name", list: "quote-country-list", placeholder: t.placeholders.country })}
      <datalist id="quote-country-list">
        {countries.map((option) => (
          <option key={option.value} value={option.value} label={option.label} />
        ))}
      </datalist>
      {text("destination", fields.destination, QUOTE_LIMITS.destination)}
      <FormField id="quote-incoterm" name="incoterm" label={fields.incoterm} required error={errors.incoterm}>
        {(control) => (
          <select {...control} {...focusOn("incoterm", focusName)} defaultValue={values.incoterm} className={controlClass}>
            <option value="">{t.quote.choose}</option>
            {INCOTERMS.map((term) => (
              <option key={term} value={term}>
                {term}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="quote-wantedBy" name="wantedBy" label={fields.wantedBy} error={errors.wantedBy}>
        {(control) => <input {...control} {...focusOn("wantedBy", focusName)} type="date" min={earliest} defaultValue={values.wantedBy} className={controlClass} />}
      </FormField>
      <div className="sm:col-span-2">
        <ChoiceGroup legend={fields.documents} id="quote-documents" error={errors.documents}>
          {QUOTE_DOCUMENTS.map(([value], index) => (
            <label key={value} className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                name="documents"
                value={value}
                defaultChecked={chosen.has(value)}
                {...(index === 0 ? focusOn("documents", focusName) : {})}
                className="h-4 w-4"
              />
              {t.quote.documents[value]}
            </label>
          ))}
        </ChoiceGroup>
      </div>
      <div className="sm:col-span-2">
        <ChoiceGroup legend={fields.privateLabel} id="quote-privateLabel" error={errors.privateLabel}>
          {(["yes", "no"] as const).map((value, index) => (
            <label key={value} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name="privateLabel"
                value={value}
                required
                defaultChecked={values.privateLabel === value}
                {...(index === 0 ? focusOn("privateLabel", focusName) : {})}
                className="h-4 w-4"
              />
              {value === "yes" ? t.quote.yes : t.quote.no}
            </label>
          ))}
        </ChoiceGroup>
      </div>
      <div className="sm:col-span-2">
        <FormField id="quote-message" name="message" label={fields.message} error={errors.message}>
          {(control) => <textarea {...control} {...focusOn("message", focusName)} rows={4} defaultValue={values.message} maxLength={QUOTE_LIMITS.message} className={controlClass} />}
        </FormField>
      </div>
    </div>
  );
}

function Sent({ reference, t }: { reference: string; t: FormTexts }) {
  const to = useSitePath();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="rounded-lg border border-primary-300 bg-primary-50 p-6 text-primary-900">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
        {t.quote.sentHeading}
      </h2>
      <p className="mt-2">
        {t.quote.sentBefore}
        <strong data-testid="quote-reference">{reference}</strong>
        {format(t.quote.sentAfter, { hours: site.quoteTurnaroundHours })}
      </p>
      <p className="mt-4">
        <Link to={to("products")} className="font-semibold underline underline-offset-2">
          {t.quote.browse}
        </Link>
      </p>
    </div>
  );
}

/** The field names in the order the page shows them: the first invalid one is focused. */
function fieldOrder(lines: readonly Line[]): string[] {
  const lineFields = lines.flatMap((line) => Object.values(lineKeys(line.id)));
  return [...lineFields, "name", "company", "email", "phone", "country", "destination", "incoterm", "wantedBy", "documents", "privateLabel", "message"];
}

/** The available lines as the form holds them now: what the WhatsApp message says. */
function linesOnScreen(form: HTMLFormElement, lines: readonly Line[], t: FormTexts) {
  const fd = new FormData(form);
  return lines
    .filter((line) => line.available)
    .map((line) => {
      const keys = lineKeys(line.id);
      const unit = String(fd.get(keys.unit) ?? line.unit) as Line["unit"];
      return { name: line.name, quantity: parseQuantity(fd.get(keys.quantity)), unit: t.quote.units[unit] ?? unit };
    });
}

/**
 * What the buyer types is saved as they type (a pause, or leaving a field), through the page's
 * own action (`intent=save`), so it survives Back and a visit to a product. The latest form is
 * kept at every keystroke, so a save still pending when the page is left goes out then.
 *
 * One save is in flight at a time: what is typed meanwhile waits and goes out, whole, when it
 * returns. Two saves sent together could be stored in either order on a busy server, and the
 * older form would undo the newer one.
 *
 * A save is a plain `fetch` to the action's data URL (React Router's single fetch: the page's
 * path plus `.data`), not a fetcher: a save changes nothing on screen, so no loader needs to run
 * again after it, nothing the router does on a navigation can cut it short, and `keepalive`
 * lets the last one finish while the browser leaves the page.
 */
function useSaveAsTyped(action: string) {
  const pending = useRef<FormData | null>(null);
  const sending = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  // The current `flush`, for what runs later: a save's return and the page's unmount.
  const latest = useRef<() => void>(() => undefined);
  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const form = pending.current;
    if (!form || sending.current) return;
    pending.current = null;
    sending.current = true;
    savesStarted();
    form.set("intent", "save");
    form.set("enhanced", "1");
    const body = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === "string") body.append(name, value);
    // A save that fails is no error to show: the next one carries the whole form.
    // The answer is read to its end before the next save goes out.
    fetch(`${action}.data`, { method: "POST", body, credentials: "same-origin", keepalive: true })
      .then((answer) => answer.arrayBuffer())
      .catch(() => undefined)
      .finally(() => {
        sending.current = false;
        // What was typed meanwhile goes out now; the page's next load waits until nothing is left.
        latest.current();
        if (!sending.current) savesAnswered();
      });
  }, [action]);
  // Leaving the page (a link, Back) unmounts it: what is still waiting goes out then.
  useEffect(() => {
    latest.current = flush;
  }, [flush]);
  useEffect(() => () => latest.current(), []);
  return {
    changed(form: HTMLFormElement) {
      pending.current = new FormData(form);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_DELAY_MS);
    },
    flush,
    /** A button posts the whole form (and saves it): nothing left to save. */
    cancel() {
      window.clearTimeout(timer.current);
      pending.current = null;
    },
  };
}

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const company = useCompany();
  const t = useTexts("forms");
  const chrome = useTexts("chrome");
  const locale = useLocale();
  const to = useSitePath();
  const { lines, draft, earliest, countryOptions: countries } = received(loaderData.page);
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const { result, errors: shownErrors, setErrors } = useFormResult<QuoteSent>("quote");
  // "Add to quote" posted without JavaScript for a product that is gone: said here (in the page's language already).
  const addRefused = useFormResult("add").result?.message;
  // The WhatsApp message follows the form as the buyer types (null: as loaded).
  const [onScreen, setOnScreen] = useState<ReturnType<typeof linesOnScreen> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const saving = useSaveAsTyped(to("quote"));
  // The rules answer by key; shown in the page's language.
  const errors = validationTexts(shownErrors, t.validation, locale);
  const posted = result?.values;
  const values = postedValues(EMPTY_TERMS, posted ?? draft);
  const formMessage =
    result?.message !== undefined
      ? validationText(result.message, t.validation, locale)
      : Object.keys(errors).length > 0
        ? t.validation.correctFields
        : undefined;
  // The server refused the form: its first invalid field (or the notice) is focused, which also
  // brings it into view. Without JavaScript `autofocus` does it as the answer loads.
  const serverErrors = result?.errors ?? {};
  const focusName = fieldOrder(lines).find((name) => serverErrors[name]);
  const focusNotice = Boolean(result && !result.sent && !focusName);
  useEffect(() => {
    if (!result || result.sent) return;
    const invalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    (invalid ?? alertRef.current)?.focus();
  }, [result]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    saving.cancel();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    // The browser's own findings give way to the server's when the form goes to the server.
    const serverWord = () => setErrors(result?.errors ?? {});
    if (submitter?.value !== "send") return serverWord();
    const found = checkInBrowser(event.currentTarget, lines);
    if (Object.keys(found).length === 0) return serverWord();
    event.preventDefault();
    setErrors(found);
    requestAnimationFrame(() => document.querySelector<HTMLElement>("#quote-form [aria-invalid='true']")?.focus());
  };
  const onEdit = (event: FormEvent<HTMLFormElement>) => {
    setOnScreen(linesOnScreen(event.currentTarget, lines, t));
    saving.changed(event.currentTarget);
  };

  if (result?.sent && result.reference) {
    return (
      <div className="container-page py-12 sm:py-16">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t.quote.title}</h1>
        <div className="mt-8 max-w-2xl">
          <Sent reference={result.reference} t={t} />
        </div>
      </div>
    );
  }

  const whatsappLines =
    onScreen ??
    lines
      .filter((line) => line.available)
      .map((line) => ({ name: line.name, quantity: line.quantity ?? undefined, unit: t.quote.units[line.unit] }));

  return (
    <div className="container-page py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t.quote.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        {t.quote.intro}
      </p>
      {addRefused ? (
        <p role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {addRefused}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <div className="mt-8 rounded-lg border border-slate-200 bg-white p-6">
          <p className="text-slate-800">{t.quote.empty}</p>
          <p className="mt-2">
            <Link to={to("products")} className="font-semibold text-primary-800 underline underline-offset-2">
              {t.quote.browse}
            </Link>{" "}
            {t.quote.emptyHint}
          </p>
        </div>
      ) : (
        <Form
          ref={formRef}
          method="post"
          id="quote-form"
          noValidate={hydrated}
          onSubmit={onSubmit}
          onInput={onEdit}
          onBlur={saving.flush}
          preventScrollReset
          className="mt-8 grid gap-10"
        >
          {formMessage ? (
            <div
              ref={alertRef}
              role="alert"
              tabIndex={-1}
              {...(focusNotice ? { autoFocus: true } : {})}
              className="scroll-mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900"
            >
              <p className="font-semibold">{formMessage}</p>
              {errors.lines ? <p>{errors.lines}</p> : null}
            </div>
          ) : null}
          <section aria-labelledby="quote-list-heading" className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="quote-list-heading" className="text-2xl font-bold text-slate-900">
                {format(lines.length === 1 ? t.quote.listHeadingOne : t.quote.listHeadingMany, { count: lines.length })}
              </h2>
              <a
                href={whatsappQuoteHref(company, whatsappLines, chrome.chatButton.quoteGreeting, locale)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 font-semibold text-primary-800 underline underline-offset-2"
              >
                <Icon name="message-circle" className="h-5 w-5" />
                {t.quote.whatsapp}
                <span className="sr-only">{` ${t.quote.newTab}`}</span>
              </a>
            </div>
            <ListEditor list={QUOTE_LINES_LIST} rows={lines} rowKey={(line) => line.id} className="grid gap-3">
              {(line, _index, button) => (
                <LineEditor line={line} errors={errors} values={posted ?? {}} focusName={focusName} button={button} t={t} />
              )}
            </ListEditor>
            <div className="flex flex-wrap gap-3">
              <button type="submit" name="intent" value="update" formNoValidate disabled={busy} className={secondaryButton}>
                {t.quote.update}
              </button>
              <button type="submit" name="intent" value="browse" formNoValidate disabled={busy} className={secondaryButton}>
                <Icon name="package" className="h-4 w-4" />
                {t.quote.browseMore}
              </button>
            </div>
          </section>
          <section aria-labelledby="quote-terms-heading" className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="quote-terms-heading" className="text-2xl font-bold text-slate-900">
              {t.quote.termsHeading}
            </h2>
            <HoneypotField />
            <RequestFields errors={errors} values={values} earliest={earliest} countries={countries} focusName={focusName} t={t} />
            <div>
              <button type="submit" name="intent" value="send" disabled={busy} className={`${buttonClass} bg-primary-700 text-white hover:bg-primary-800`}>
                <Icon name="mail" className="h-4 w-4" />
                {t.quote.send}
              </button>
            </div>
          </section>
        </Form>
      )}
    </div>
  );
}
