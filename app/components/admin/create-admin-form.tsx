import { useState, type FormEvent } from "react";
import { InputField } from "./input-field";
import { fieldErrors } from "~/forms/field-errors";
import { postedValues } from "~/forms/form-result";
import { deriveUserName } from "~/admin/username";
import { CreateAdminSchema } from "~/schemas/admin-user";
import { AdminForm } from "./admin-form";
import { RoleField } from "./role-field";
import { DEFAULT_ROLE } from "~/admin/roles";
import { PASSWORD_RULES } from "./account-card";
import { useFormResult } from "~/components/ui/use-form-result";
import { useHydrated } from "~/components/ui/use-hydrated";

export const CREATE_ADMIN_FORM = "create-admin";
const EMPTY = { FullName: "", email: "", userName: "", password: "", role: DEFAULT_ROLE as string };

/**
 * Create Admin (specification: Create Admin, section 5), posted to the page's action. With
 * JavaScript the user name follows every change of the full name and the shared schema checks
 * the form before it is sent; without it the server derives the user name and answers with the
 * same messages. The server checks everything again either way.
 */
export function CreateAdminForm() {
  const hydrated = useHydrated();
  const { result, errors, setErrors } = useFormResult(CREATE_ADMIN_FORM);
  const [values, setValues] = useState(() => {
    const posted = postedValues(EMPTY, result?.values);
    return { ...posted, role: posted.role || DEFAULT_ROLE };
  });

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
    <AdminForm result={result} submitLabel="Create Admin" onSubmit={onSubmit}>
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
        hint={PASSWORD_RULES}
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={(e) => change("password", e.target.value)}
      />
      <RoleField value={values.role} error={errors.role} onChange={(role) => change("role", role)} />
    </AdminForm>
  );
}
