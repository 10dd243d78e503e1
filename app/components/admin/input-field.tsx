import { createContext, useContext, useState, type InputHTMLAttributes } from "react";
import { Icon } from "~/components/ui/icon";
import { controlClass, FormField } from "~/components/ui/form-field";

/*
 * The admin forms' text field. It lives apart from FormField, which the public forms share, so
 * that none of this reaches a public page's JavaScript.
 */

/**
 * The field a plain post's answer focuses (its name), for the fields inside: after a refused post
 * without JavaScript the page reloads at its top, and `autofocus` on the first invalid field
 * scrolls it into view (decision 0016). Admin forms provide it; the public forms set their own.
 */
export const AutoFocusField = createContext<string | undefined>(undefined);

/** `autoFocus` for the control named `name` when it is the field the answer focuses. */
export function useAutoFocus(name: string): { autoFocus?: true } {
  return useContext(AutoFocusField) === name ? { autoFocus: true } : {};
}

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A FormField holding one input; a password input gets a show/hide toggle. */
export function InputField({ name, label, error, hint, type = "text", ...input }: InputFieldProps) {
  const [shown, setShown] = useState(false);
  const isPassword = type === "password";
  const id = `field-${name}`;
  const autoFocus = useAutoFocus(name);
  return (
    <FormField id={id} name={name} label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            {...autoFocus}
            type={isPassword && shown ? "text" : type}
            className={`${controlClass} ${isPassword ? "pr-12" : ""}`}
            {...input}
          />
          {isPassword && (
            <button
              type="button"
              className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-700 hover:text-primary-800"
              // One name and a pressed state, rather than a label that flips between two meanings.
              aria-label="Show password"
              aria-pressed={shown}
              aria-controls={id}
              onClick={() => setShown((v) => !v)}
            >
              {shown ? <Icon name="eye-off" className="h-5 w-5" /> : <Icon name="eye" className="h-5 w-5" />}
            </button>
          )}
        </div>
      )}
    </FormField>
  );
}
