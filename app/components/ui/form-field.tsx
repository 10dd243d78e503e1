import type { ReactNode } from "react";

/** What a control needs to be labelled and to announce its error. */
export interface ControlProps {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export const controlClass =
  "w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-700 aria-invalid:bg-red-50 read-only:bg-slate-100 read-only:text-slate-700";

/**
 * A labelled form control with its error under it, the one field of every form (public and
 * admin). The control is a render prop so one field can be an input, a select or a textarea and
 * still get the same wiring.
 */
export function FormField({
  id,
  name,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  /** A short line under the label, e.g. why a field is read-only. */
  hint?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        required,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
