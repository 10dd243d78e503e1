import type { InputHTMLAttributes } from "react";
import { controlClass, FormField } from "~/components/ui/form-field";
import type { useMessageForm } from "./use-message-form";

/** What a field needs of its form's state (useMessageForm). */
type MessageFormState<F extends string> = Pick<ReturnType<typeof useMessageForm<F>>, "id" | "values" | "errors" | "change" | "autoFocus">;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "form" | "value" | "onChange" | "maxLength" | "required" | "autoFocus">;

/**
 * A text field of the contact or inquiry form, wired to the form's state: its value, its error,
 * typing that clears the error, focus after a refused post, and its length limit. `multiline`
 * makes it the message box.
 */
export function MessageField<F extends string>({
  state,
  name,
  label,
  maxLength,
  required,
  multiline,
  ...input
}: { state: MessageFormState<F>; name: F; label: string; maxLength: number; required?: boolean; multiline?: boolean } & InputProps) {
  return (
    <FormField id={`${state.id}-${name}`} name={name} label={label} required={required} error={state.errors[name]}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            rows={4}
            value={state.values[name]}
            {...state.autoFocus(name)}
            onChange={state.change(name)}
            maxLength={maxLength}
            className={controlClass}
          />
        ) : (
          <input
            {...control}
            {...input}
            value={state.values[name]}
            {...state.autoFocus(name)}
            onChange={state.change(name)}
            maxLength={maxLength}
            className={controlClass}
          />
        )
      }
    </FormField>
  );
}

/** The message forms' submit button: stays focusable while sending, so focus is not lost. */
export function MessageSubmit({ pending, label }: { pending: boolean; label: string }) {
  return (
    <div>
      <button
        type="submit"
        aria-disabled={pending || undefined}
        className="rounded-md bg-primary-700 px-6 py-2.5 font-semibold text-white hover:bg-primary-800 aria-disabled:opacity-70"
      >
        {label}
      </button>
    </div>
  );
}
