import { Icon } from "~/components/ui/icon";
import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { fieldErrors } from "~/lib/field-errors";
import { EditAdminSchema, type AdminUser } from "~/schemas/admin-user";
import { AdminApiError, adminApi } from "./admin-api";
import { FormField } from "./form-field";

type Values = { FullName: string; userName: string; email: string };
type Load = { state: "loading" } | { state: "failed" } | { state: "loaded" };

/**
 * Edit Admin (specification: Edit Admin, section 5): loads the admin from getAdmin/:id with a
 * spinner, then saves through adminUpdate/:id. The e-mail rule (Gmail) is the specification's.
 */
export function EditAdminForm({ id }: { id: string }) {
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [values, setValues] = useState<Values>({ FullName: "", userName: "", email: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    (async () => {
      try {
        const answer = await adminApi<AdminUser>("GET", `/getAdmin/${encodeURIComponent(id)}`);
        if (!current) return;
        const admin = answer.data;
        setValues({ FullName: admin?.FullName ?? "", userName: admin?.userName ?? "", email: admin?.email ?? "" });
        setLoad({ state: "loaded" });
      } catch {
        if (!current) return;
        setLoad({ state: "failed" });
        toast.error("Error loading user");
      }
    })();
    return () => {
      current = false;
    };
  }, [id]);

  function change(name: keyof Values, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = EditAdminSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      await adminApi<AdminUser>("PUT", `/adminUpdate/${encodeURIComponent(id)}`, parsed.data);
      toast.success("Admin updated successfully!");
      await navigate("/adminalluser");
    } catch (error) {
      const server = error instanceof AdminApiError ? error : undefined;
      setErrors(server?.errors ?? {});
      toast.error("Update failed", { description: server?.serverMessage ?? "An error occurred" });
      setBusy(false);
    }
  }

  if (load.state === "loading") {
    return (
      <div role="status" aria-label="Loading" className="flex items-center gap-3 py-10 text-slate-700">
        <Icon name="loader-circle" className="h-8 w-8 animate-spin text-primary-700" />
        <span className="sr-only">Loading</span>
      </div>
    );
  }
  if (load.state === "failed") {
    return <p className="py-10 text-slate-700">This admin could not be loaded.</p>;
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <FormField
        name="FullName"
        label="Full Name"
        value={values.FullName}
        error={errors.FullName}
        onChange={(e) => change("FullName", e.target.value)}
      />
      <FormField
        name="userName"
        label="Username"
        value={values.userName}
        error={errors.userName}
        onChange={(e) => change("userName", e.target.value)}
      />
      <FormField
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
    </form>
  );
}
