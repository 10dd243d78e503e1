import { useState, type FormEvent } from "react";
import { InputField } from "./input-field";
import { fieldErrors } from "~/forms/field-errors";
import { postedValues } from "~/forms/form-result";
import { editAdminSchema, type AdminUser } from "~/schemas/admin-user";
import { RoleField } from "./role-field";
import type { AdminRole } from "~/admin/roles";
import { AdminForm } from "./admin-form";
import { useFormResult } from "~/components/ui/use-form-result";

export const EDIT_ADMIN_FORM = "edit-admin";
type Values = { FullName: string; userName: string; email: string; role: string };

/**
 * Edit Admin (specification: Edit Admin, section 5), filled in from the page's loader and
 * posted to its action. The e-mail rule (Gmail) is the specification's, for a changed address;
 * the role is an owner's choice (decision 0065).
 */
export function EditAdminForm({ admin, role }: { admin: AdminUser; role: AdminRole }) {
  const { result, errors, setErrors } = useFormResult(EDIT_ADMIN_FORM);
  const [values, setValues] = useState<Values>(() =>
    result?.values ? { ...postedValues({ FullName: "", userName: "", email: "", role: "" }, result.values), role: result.values.role || role } : { ...admin, role },
  );

  function change(name: keyof Values, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = editAdminSchema(admin.email).safeParse(values);
    if (!parsed.success) {
      event.preventDefault();
      setErrors(fieldErrors(parsed.error));
    }
  }

  return (
    <AdminForm result={result} submitLabel="Save Changes" onSubmit={onSubmit}>
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
      <RoleField value={values.role} error={errors.role} onChange={(role) => change("role", role)} />
    </AdminForm>
  );
}
