import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { deriveUserName } from "~/lib/username";
import { fieldErrors } from "~/lib/field-errors";
import { CreateAdminSchema, type AdminUser } from "~/schemas/admin-user";
import { AdminApiError, adminApi } from "./admin-api";
import { FormField } from "./form-field";

const EMPTY = { FullName: "", email: "", userName: "", password: "" };

/**
 * Create Admin (specification: Create Admin, section 5). The user name follows every change of
 * the full name; the shared schema checks the form before it is sent, the server checks it again.
 */
export function CreateAdminForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  function change(name: keyof typeof EMPTY, value: string) {
    setValues((v) => ({ ...v, [name]: value, ...(name === "FullName" ? { userName: deriveUserName(value) } : {}) }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = CreateAdminSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      await adminApi<AdminUser>("POST", "/adminRegister", parsed.data);
      toast.success("Admin created successfully");
      await navigate("/adminalluser");
    } catch (error) {
      const server = error instanceof AdminApiError ? error : undefined;
      setErrors(server?.errors ?? {});
      toast.error("Failed to create admin", { description: server?.serverMessage ?? "An error occurred" });
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <FormField
        name="FullName"
        label="Full Name"
        autoComplete="name"
        value={values.FullName}
        error={errors.FullName}
        onChange={(e) => change("FullName", e.target.value)}
      />
      <FormField
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        value={values.email}
        error={errors.email}
        onChange={(e) => change("email", e.target.value)}
      />
      <FormField
        name="userName"
        label="Username"
        hint="Made from the full name."
        readOnly
        value={values.userName}
        error={errors.userName}
      />
      <FormField
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
    </form>
  );
}
