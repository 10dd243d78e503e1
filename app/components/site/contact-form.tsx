import { interestOptions } from "~content/site/contact";
import { controlClass, FormField } from "~/components/ui/form-field";
import type { ContactField } from "~/schemas/contact";
import { CONTACT_LIMITS } from "~/schemas/form-limits";
import { FormNotice } from "./form-notice";
import { HoneypotField } from "./honeypot-field";
import { useMessageForm } from "./use-message-form";

const FIELDS = ["name", "email", "phone", "interest", "message"] as const satisfies readonly ContactField[];

/**
 * The contact form (specification: Contact). Checked on Submit with the shared schema, then
 * posted to /api/contact; without JavaScript it posts to its page, whose action answers.
 */
export function ContactForm() {
  const { id, formRef, result, values, errors, pending, toasts, change, submit, autoFocus, noticeFocus } = useMessageForm({
    form: "contact",
    endpoint: "/api/contact",
    fields: FIELDS,
    // The browser's local date-time string goes with the message, as the original sent it.
    parse: async (v) => {
      const { ContactSchema } = await import("~/schemas/contact");
      return ContactSchema.safeParse({ ...v, time: new Date().toLocaleString() });
    },
  });

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} onFocus={toasts.prepare} className="relative grid gap-4" aria-label="Contact form">
      {result?.sent || toasts.fallback === "sent" ? <FormNotice kind="success" focus={noticeFocus} /> : null}
      {result?.message ? <FormNotice kind="error" text={result.message} focus={noticeFocus} /> : null}
      {toasts.fallback === "failed" ? <FormNotice kind="error" /> : null}
      <FormField id={`${id}-name`} name="name" label="Name" required error={errors.name}>
        {(control) => (
          <input {...control} value={values.name} {...autoFocus("name")} onChange={change("name")} autoComplete="name" maxLength={CONTACT_LIMITS.name} className={controlClass} />
        )}
      </FormField>
      <FormField id={`${id}-email`} name="email" label="Email" required error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            value={values.email}
            {...autoFocus("email")}
            onChange={change("email")}
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField id={`${id}-phone`} name="phone" label="Phone" error={errors.phone}>
        {(control) => (
          <input
            {...control}
            type="tel"
            inputMode="tel"
            value={values.phone}
            {...autoFocus("phone")}
            onChange={change("phone")}
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField id={`${id}-interest`} name="interest" label="Interest" required error={errors.interest}>
        {(control) => (
          <>
            {/* Any words; the usual interests are offered as suggestions. */}
            <input
              {...control}
              list={`${id}-interests`}
              value={values.interest}
              {...autoFocus("interest")}
              onChange={change("interest")}
              maxLength={CONTACT_LIMITS.interest}
              placeholder="Type or pick, e.g. Contract manufacturing"
              className={controlClass}
            />
            <datalist id={`${id}-interests`}>
              {interestOptions.map((option) => (
                <option key={option} value={option} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField id={`${id}-message`} name="message" label="Message" error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={values.message}
            {...autoFocus("message")}
            onChange={change("message")}
            maxLength={CONTACT_LIMITS.message}
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
          Submit
        </button>
      </div>
    </form>
  );
}
