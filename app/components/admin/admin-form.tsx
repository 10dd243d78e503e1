import type { FormEvent, ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { ENHANCED_FIELD, type FormResult } from "~/forms/form-result";
import { AutoFocusField } from "./input-field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { firstErrorField, useRefusalFocus } from "./use-refusal-focus";

/**
 * An admin screen's form: posted to the page's action. Once the script runs it says so (the
 * action then answers the clientAction with data); before that, a refusal without field errors
 * shows above the fields. A refusal is in view and focused either way (useRefusalFocus): the
 * first invalid field, or the notice.
 */
export function AdminForm({
  result,
  submitLabel,
  onSubmit,
  action,
  children,
}: {
  /** Where it posts, when not the page's own URL. */
  action?: string;
  result: FormResult | undefined;
  submitLabel: string;
  /** The form's own checks; preventing the submit means they refused it. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const { ref, refuse } = useRefusalFocus(result);
  const focusField = firstErrorField(result);
  return (
    <Form
      ref={ref}
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => {
        onSubmit(event);
        if (event.defaultPrevented) refuse();
      }}
      className="grid max-w-xl gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      {hydrated && <input type="hidden" name={ENHANCED_FIELD} value="1" />}
      {!hydrated && result?.message && (
        <p role="alert" tabIndex={-1} autoFocus={!focusField} className="scroll-mt-4 font-medium text-red-700">
          {result.message}
        </p>
      )}
      <AutoFocusField value={focusField}>{children}</AutoFocusField>
      <button
        type="submit"
        disabled={busy}
        className="justify-self-start rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        {submitLabel}
      </button>
    </Form>
  );
}
