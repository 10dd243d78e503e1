import { useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { InputField } from "~/components/ui/form-field";
import { fieldErrors } from "~/lib/field-errors";
import { ENHANCED_FIELD, postedValues } from "~/lib/form-result";
import { EditAdminSchema, type AdminUser } from "~/schemas/admin-user";
import { useFormResult } from "./use-form-result";
import { useHydrated } from "./use-hydrated";

export const EDIT_ADMIN_FORM = "edit-admin";
type Values = { FullName: string; userName: string; email: string };

/**
 * Edit Admin (specification: Edit Admin, section 5), filled in from the page's loader and
 * posted to its action. The e-mail rule (Gmail) is the specification's.
 */
export function EditAdminForm({ admin }: { admin: AdminUser }) {
  const hydrated = useHydrated();
  const { result, errors, setErrors } = useFormResult(EDIT_ADMIN_FORM);
  const busy = useNavigation().state === "submitting";
  const [values, setValues] = useState<Values>(() =>
    result?.values ? postedValues({ FullName: "", userName: "", email: "" }, result.values) : admin,
  );

  function change(name: keyof Values, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = EditAdminSchema.safeParse(values);
    if (!parsed.success) {
      event.preventDefault();
      setErrors(fieldErrors(parsed.error));
    }
  }

  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-xl gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      {hydrated && <input type="hidden" name={ENHANCED_FIELD} value="1" />}
      {!hydrated && result?.message && (
        <p role="alert" className="font-medium text-red-700">
          {result.message}
        </p>
      )}
      <InputField
        name="FullName"
        label="Full Name"
        value={values.FullName}
        error={errors.FullName}
        onChange={(e) => change("FullName", e.target.value)}
      />
      <InputField
        name="userName"
        label="Username"
        value={values.userName}
        error={errors.userName}
        onChange={(e) => change("userName", e.target.value)}
      />
      <InputField
        name="email"
        label="Email"
        type="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => change("email", e.target.value)}
      />
      <button
        type="submit"
        disabled={busy}
        className="justify-self-start rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        Save Changes
      </button>
    </Form>
  );
}
