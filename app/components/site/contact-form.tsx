import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useActionData } from "react-router";
import { interestOptions } from "../../../content/site/contact";
import { controlClass, FormField } from "~/components/ui/form-field";
import { fieldErrors } from "~/lib/field-errors";
import { formResultFor, postedValues } from "~/lib/form-result";
import { CONTACT_LIMITS, ContactSchema, type ContactField } from "~/schemas/contact";
import { HONEYPOT_FIELD } from "~/schemas/form-rules";
import { useFormToasts } from "./form-toasts";
import { FormNotice } from "./form-notice";
import { HoneypotField } from "./honeypot-field";
import { sendMessage } from "./send-message";

type Values = Record<"name" | "email" | "phone" | "interest", string>;
const EMPTY: Values = { name: "", email: "", phone: "", interest: "" };
const ORDER: ContactField[] = ["name", "email", "phone", "interest"];

/**
 * The contact form (specification: Contact). Checked on Submit with the shared schema, then
 * posted to /api/contact; without JavaScript it posts to its page, whose action answers.
 */
export function ContactForm() {
  const result = formResultFor("contact", useActionData());
  const [values, setValues] = useState<Values>(() => postedValues(EMPTY, result?.values));
  const [errors, setErrors] = useState<Record<string, string>>(() => result?.errors ?? {});
  const [pending, setPending] = useState(false);
  const toasts = useFormToasts();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const change = (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    // Typing in a field clears that field's error.
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    toasts.clearFallback();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // The browser's local date-time string, as the original sent it.
    const input = { ...values, time: new Date().toLocaleString() };
    const parsed = ContactSchema.safeParse(input);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      return;
    }
    setPending(true);
    const trap = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    const outcome = await sendMessage("/api/contact", { ...parsed.data, [HONEYPOT_FIELD]: trap || undefined });
    setPending(false);
    if (outcome.sent) {
      void toasts.show("sent");
      setValues(EMPTY);
      setErrors({});
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
  }

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} onFocus={toasts.prepare} className="relative grid gap-4" aria-label="Contact form">
      {result?.sent || toasts.fallback === "sent" ? <FormNotice kind="success" /> : null}
      {result?.message ? <FormNotice kind="error" text={result.message} /> : null}
      {toasts.fallback === "failed" ? <FormNotice kind="error" /> : null}
      <FormField id={`${id}-name`} name="name" label="Name" required error={errors.name}>
        {(control) => (
          <input {...control} value={values.name} onChange={change("name")} autoComplete="name" maxLength={CONTACT_LIMITS.name} className={controlClass} />
        )}
      </FormField>
      <FormField id={`${id}-email`} name="email" label="Email" required error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            value={values.email}
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
            inputMode="numeric"
            value={values.phone}
            onChange={change("phone")}
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField id={`${id}-interest`} name="interest" label="Interest" required error={errors.interest}>
        {(control) => (
          <select {...control} value={values.interest} onChange={change("interest")} className={controlClass}>
            <option value="">Select your interest</option>
            {interestOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
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
