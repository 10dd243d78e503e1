import { controlClass, FormField } from "~/components/ui/form-field";
import type { CountryOption } from "~/lib/countries.server";
import { INQUIRY_LIMITS } from "~/schemas/form-limits";
import type { InquiryField } from "~/schemas/inquiry";
import { CountryField } from "./country-field";
import { FormNotice } from "./form-notice";
import { HoneypotField } from "./honeypot-field";
import { useMessageForm } from "./use-message-form";

export interface InquiryFormProps {
  /** The product the buyer asks about; sent with the inquiry. */
  productName: string;
  /** Called after the inquiry was accepted (the product page closes its dialog). */
  onSent?: () => void;
  /** The country field's suggestions, from the page's loader. */
  countryOptions: readonly CountryOption[] | null | undefined;
}

const FIELDS = ["email", "phone", "country", "message"] as const satisfies readonly InquiryField[];

/**
 * The inquiry form of the product page's dialog (specification: Product page). Checked with the
 * shared schema, posted to /api/inquiry; without JavaScript it posts to the product page.
 */
export function InquiryForm({ productName, onSent, countryOptions }: InquiryFormProps) {
  const { id, formRef, result, values, errors, pending, toasts, change, submit, autoFocus, noticeFocus } = useMessageForm({
    form: "inquiry",
    endpoint: "/api/inquiry",
    fields: FIELDS,
    parse: async (v) => {
      const { InquirySchema } = await import("~/schemas/inquiry");
      return InquirySchema.safeParse({ ...v, product: productName });
    },
    onSent,
  });

  if (result?.sent) return <FormNotice kind="success" focus />;

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} onFocus={toasts.prepare} className="relative grid gap-4" aria-label={`Inquiry about ${productName}`}>
      {result?.message ? <FormNotice kind="error" text={result.message} focus={noticeFocus} /> : null}
      {toasts.fallback === "failed" ? <FormNotice kind="error" /> : null}
      <input type="hidden" name="product" value={productName} />
      <FormField id={`${id}-email`} name="email" label="Email" required error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            value={values.email}
            {...autoFocus("email")}
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
            {...autoFocus("phone")}
            onChange={change("phone")}
            autoComplete="tel"
            maxLength={INQUIRY_LIMITS.phone}
            className={controlClass}
          />
        )}
      </FormField>
      <CountryField
        id={`${id}-country`}
        value={values.country}
        onChange={change("country")}
        error={errors.country}
        maxLength={INQUIRY_LIMITS.country}
        autoFocus={"autoFocus" in autoFocus("country")}
        options={countryOptions}
      />
      <FormField id={`${id}-message`} name="message" label="Message" required error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={values.message}
            {...autoFocus("message")}
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
