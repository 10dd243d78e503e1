import { useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { InputField } from "~/components/ui/form-field";
import { fieldErrors } from "~/lib/field-errors";
import { ENHANCED_FIELD, postedValues } from "~/lib/form-result";
import { deriveUserName } from "~/lib/username";
import { CreateAdminSchema } from "~/schemas/admin-user";
import { useFormResult } from "./use-form-result";
import { useHydrated } from "./use-hydrated";

export const CREATE_ADMIN_FORM = "create-admin";
const EMPTY = { FullName: "", email: "", userName: "", password: "" };

/**
 * Create Admin (specification: Create Admin, section 5), posted to the page's action. With
 * JavaScript the user name follows every change of the full name and the shared schema checks
 * the form before it is sent; without it the server derives the user name and answers with the
 * same messages. The server checks everything again either way.
 */
export function CreateAdminForm() {
  const hydrated = useHydrated();
  const { result, errors, setErrors } = useFormResult(CREATE_ADMIN_FORM);
  const busy = useNavigation().state === "submitting";
  const [values, setValues] = useState(() => postedValues(EMPTY, result?.values));

  function change(name: keyof typeof EMPTY, value: string) {
    setValues((v) => ({ ...v, [name]: value, ...(name === "FullName" ? { userName: deriveUserName(value) } : {}) }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = CreateAdminSchema.safeParse(values);
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
        autoComplete="name"
        value={values.FullName}
        error={errors.FullName}
        onChange={(e) => change("FullName", e.target.value)}
      />
      <InputField
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        value={values.email}
        error={errors.email}
        onChange={(e) => change("email", e.target.value)}
      />
      <InputField
        name="userName"
        label="Username"
        hint={hydrated ? "Made from the full name." : "Made from the full name when the form is sent."}
        readOnly
        value={values.userName}
        error={errors.userName}
      />
      <InputField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={(e) => change("password", e.target.value)}
      />
      <button
        type="submit"
        disabled={busy}
        className="justify-self-start rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        Create Admin
      </button>
    </Form>
  );
}
