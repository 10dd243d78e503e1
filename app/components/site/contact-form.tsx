import { API_PREFIXES } from "~/config/paths";
import { useTexts } from "~/i18n/use-messages";
import type { ContactField } from "~/schemas/contact";
import { CONTACT_LIMITS } from "~/schemas/form-limits";
import { FormNotice } from "./form-notice";
import { HoneypotField } from "./honeypot-field";
import { MessageField, MessageSubmit } from "./message-field";
import { useMessageForm } from "./use-message-form";

const FIELDS = ["name", "email", "phone", "interest", "message"] as const satisfies readonly ContactField[];

/**
 * The contact form (specification: Contact). Checked on Submit with the shared schema, then
 * posted to /api/contact; without JavaScript it posts to its page, whose action answers.
 */
export function ContactForm() {
  const { fields, placeholders, contact } = useTexts("forms");
  const { interestOptions } = contact;
  const state = useMessageForm({
    form: "contact",
    endpoint: API_PREFIXES.contact,
    fields: FIELDS,
    // The browser's local date-time string goes with the message, as the original sent it.
    parse: async (v) => {
      const { ContactSchema } = await import("~/schemas/contact");
      return ContactSchema.safeParse({ ...v, time: new Date().toLocaleString() });
    },
  });
  const { id, formRef, result, pending, toasts, submit, noticeFocus } = state;

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} onFocus={toasts.prepare} className="relative grid gap-4" aria-label={contact.formLabel}>
      {result?.sent || toasts.fallback === "sent" ? <FormNotice kind="success" focus={noticeFocus} /> : null}
      {result?.message ? <FormNotice kind="error" text={result.message} focus={noticeFocus} /> : null}
      {toasts.fallback === "failed" ? <FormNotice kind="error" /> : null}
      <MessageField state={state} name="name" label={fields.name} required autoComplete="name" maxLength={CONTACT_LIMITS.name} />
      <MessageField state={state} name="email" label={fields.email} required type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} />
      <MessageField state={state} name="phone" label={fields.phone} type="tel" inputMode="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phone} />
      {/* Any words; the usual interests are offered as suggestions. */}
      <MessageField
        state={state}
        name="interest"
        label={fields.interest}
        required
        list={`${id}-interests`}
        placeholder={placeholders.interest}
        maxLength={CONTACT_LIMITS.interest}
      />
      <datalist id={`${id}-interests`}>
        {interestOptions.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
      <MessageField state={state} name="message" label={fields.message} multiline maxLength={CONTACT_LIMITS.message} />
      <HoneypotField />
      <MessageSubmit pending={pending} label={contact.submit} />
    </form>
  );
}
