import { useState } from "react";
import { useActionData } from "react-router";
import { formResultFor, type FormResult } from "~/lib/form-result";

/**
 * An admin form's last action result and the field errors shown: each new result replaces the
 * errors (the server's word), and the form's own checks and typing change them in between.
 */
export function useFormResult(form: string) {
  const result: FormResult | undefined = formResultFor(form, useActionData());
  const [errors, setErrors] = useState<Record<string, string>>(() => result?.errors ?? {});
  const [shown, setShown] = useState(result);
  if (result !== shown) {
    // Adjusted during render, not in an effect: the new errors show in the same paint.
    setShown(result);
    setErrors(result?.errors ?? {});
  }
  return { result, errors, setErrors };
}
