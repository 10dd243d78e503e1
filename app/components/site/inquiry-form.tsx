import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useActionData } from "react-router";
import { allCountries } from "../../../content/site/countries";
import { controlClass, FormField } from "~/components/ui/form-field";
import { fieldErrors } from "~/lib/field-errors";
import { formResultFor, postedValues } from "~/lib/form-result";
import { HONEYPOT_FIELD } from "~/schemas/form-rules";
import { INQUIRY_LIMITS, InquirySchema, type InquiryField } from "~/schemas/inquiry";
import { useFormToasts } from "./form-toasts";
import { FormNotice } from "./form-notice";
import { HoneypotField } from "./honeypot-field";
import { sendMessage } from "./send-message";

export interface InquiryFormProps {
  /** The product the buyer asks about; sent with the inquiry. */
  productName: string;
  /** Called after the inquiry was accepted (the product page closes its dialog). */
  onSent?: () => void;
}

type Values = Record<"email" | "phone" | "country" | "message", string>;
const EMPTY: Values = { email: "", phone: "", country: "", message: "" };
const ORDER: InquiryField[] = ["email", "phone", "country", "message"];

/**
 * The inquiry form of the product page's dialog (specification: Product page). Checked with the
 * shared schema, posted to /api/inquiry; without JavaScript it posts to the product page.
 */
export function InquiryForm({ productName, onSent }: InquiryFormProps) {
  const result = formResultFor("inquiry", useActionData());
  const [values, setValues] = useState<Values>(() => postedValues(EMPTY, result?.values));
  const [errors, setErrors] = useState<Record<string, string>>(() => result?.errors ?? {});
  const [pending, setPending] = useState(false);
  const toasts = useFormToasts();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const countriesId = `${id}-countries`;

  const change = (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    // Editing a field clears that field's error.
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    toasts.clearFallback();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = InquirySchema.safeParse({ ...values, product: productName });
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      return;
    }
    setPending(true);
    const trap = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    const outcome = await sendMessage("/api/inquiry", { ...parsed.data, [HONEYPOT_FIELD]: trap || undefined });
    setPending(false);
    if (outcome.sent) {
      void toasts.show("sent");
      setValues(EMPTY);
      setErrors({});
      onSent?.();
    } else if (outcome.errors) {
      showErrors(outcome.errors);
    } else {
      void toasts.show("failed");
    }
  }

  function showErrors(next: Record<string, string>) {
    setErrors(next);
    const first = ORDER.find((field) => next[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    // A wrong product name can only come from a broken page: say so like any failure.
    else if (next.product) void toasts.show("failed");
  }

  if (result?.sent) return <FormNotice kind="success" />;

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} onFocus={toasts.prepare} className="relative grid gap-4" aria-label={`Inquiry about ${productName}`}>
      {result?.message ? <FormNotice kind="error" text={result.message} /> : null}
      {toasts.fallback === "failed" ? <FormNotice kind="error" /> : null}
      <input type="hidden" name="product" value={productName} />
      <FormField id={`${id}-email`} name="email" label="Email" required error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            value={values.email}
            onChange={change("email")}
            autoComplete="email"
            maxLength={INQUIRY_LIMITS.email}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField id={`${id}-phone`} name="phone" label="Phone" error={errors.phone}>
        {(control) => (
          <input
            {...control}
            type="tel"
            value={values.phone}
            onChange={change("phone")}
            autoComplete="tel"
            maxLength={INQUIRY_LIMITS.phone}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField id={`${id}-country`} name="country" label="Country" required error={errors.country}>
        {(control) => (
          <>
            {/* A text box with the countries as suggestions: type to search, pick with the keyboard. */}
            <input
              {...control}
              list={countriesId}
              value={values.country}
              onChange={change("country")}
              autoComplete="country-name"
              maxLength={INQUIRY_LIMITS.country}
              placeholder="Type to search"
              className={controlClass}
            />
            <datalist id={countriesId}>
              {allCountries.map((country) => (
                <option key={country} value={country} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField id={`${id}-message`} name="message" label="Message" required error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={values.message}
            onChange={change("message")}
            maxLength={INQUIRY_LIMITS.message}
            className={controlClass}
          />
        )}
      </FormField>
      <HoneypotField />
      <div>
        <button
          type="submit"
          aria-disabled={pending || undefined}
          className="rounded-md bg-primary-700 px-6 py-2.5 font-semibold text-white hover:bg-primary-800 aria-disabled:opacity-70"
        >
          Send Inquiry
        </button>
      </div>
    </form>
  );
}
