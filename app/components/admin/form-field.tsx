import { Icon } from "~/components/ui/icon";
import { useState, type InputHTMLAttributes } from "react";

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  name: string;
  label: string;
  error?: string;
  /** A short line under the label, e.g. why a field is read-only. */
  hint?: string;
}

const inputClass =
  "w-full rounded-md border px-3 py-2 text-slate-900 read-only:bg-slate-100 read-only:text-slate-700 focus:border-primary-700";

/** A labelled input whose error is announced with it (aria-invalid, aria-describedby). */
export function FormField({ name, label, error, hint, className, type = "text", ...input }: FormFieldProps) {
  const id = `field-${name}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const [shown, setShown] = useState(false);
  const isPassword = type === "password";
  return (
    <div className={`grid gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="relative">
        <input
          id={id}
          name={name}
          type={isPassword && shown ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={`${inputClass} ${error ? "border-red-600" : "border-slate-300"} ${isPassword ? "pr-12" : ""}`}
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
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
