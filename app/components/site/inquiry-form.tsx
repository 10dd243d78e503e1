import { useEffect, useLayoutEffect, type ChangeEvent } from "react";
import { API_PREFIXES } from "~/config/paths";
import { format } from "~/i18n/format";
import { useTexts } from "~/i18n/use-messages";
import type { CountryOption } from "~/company/countries.server";
import { INQUIRY_LIMITS } from "~/schemas/form-limits";
import type { InquiryField } from "~/schemas/inquiry";
import { CountryField } from "./country-field";
import { FormNotice } from "./form-notice";
import { HoneypotField } from "./honeypot-field";
import { MessageField, MessageSubmit } from "./message-field";
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

type Values = Record<(typeof FIELDS)[number], string>;

/**
 * What was typed, per product, while the dialog is closed (Escape, a tap outside, the close
 * button) and opened again; emptied once sent. In this module, which only the dialog loads, so
 * the contact form's code carries none of it.
 */
const drafts = new Map<string, Values>();

/**
 * The inquiry form of the product page's dialog (specification: Product page). Checked with the
 * shared schema, posted to /api/inquiry; without JavaScript it posts to the product page.
 */
export function InquiryForm({ productName, onSent, countryOptions }: InquiryFormProps) {
  const { fields, inquiry } = useTexts("forms");
  const state = useMessageForm({
    form: "inquiry",
    endpoint: API_PREFIXES.inquiry,
    fields: FIELDS,
    parse: async (v) => {
      const { InquirySchema } = await import("~/schemas/inquiry");
      return InquirySchema.safeParse({ ...v, product: productName });
    },
    onSent,
  });
  const { id, formRef, result, values, errors, pending, toasts, change, submit, autoFocus, noticeFocus } = state;

  // Before the first paint, the draft comes back as if typed again (a server's answer wins).
  useLayoutEffect(() => {
    const draft = drafts.get(productName);
    if (result || !draft) return;
    for (const field of FIELDS) if (draft[field]) change(field)({ target: { value: draft[field] } } as ChangeEvent<HTMLInputElement>);
    // Once, as the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    drafts.set(productName, values);
  }, [productName, values]);

  if (result?.sent) return <FormNotice kind="success" focus />;

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} onFocus={toasts.prepare} className="relative grid gap-4" aria-label={format(inquiry.formLabel, { product: productName })}>
      {result?.message ? <FormNotice kind="error" text={result.message} focus={noticeFocus} /> : null}
      {toasts.fallback === "failed" ? <FormNotice kind="error" /> : null}
      <input type="hidden" name="product" value={productName} />
      <MessageField state={state} name="email" label={fields.email} required type="email" autoComplete="email" maxLength={INQUIRY_LIMITS.email} />
      <MessageField state={state} name="phone" label={fields.phone} type="tel" autoComplete="tel" maxLength={INQUIRY_LIMITS.phone} />
      <CountryField
        id={`${id}-country`}
        value={values.country}
        onChange={change("country")}
        error={errors.country}
        maxLength={INQUIRY_LIMITS.country}
        autoFocus={"autoFocus" in autoFocus("country")}
        options={countryOptions}
      />
      <MessageField state={state} name="message" label={fields.message} required multiline maxLength={INQUIRY_LIMITS.message} />
      <HoneypotField />
      <MessageSubmit pending={pending} label={inquiry.submit} />
    </form>
  );
}
