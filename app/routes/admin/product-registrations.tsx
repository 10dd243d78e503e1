import type { ReactNode } from "react";
import { data, Form } from "react-router";
import { Link } from "~/components/ui/link";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminForm } from "~/components/admin/admin-form";
import { enhanceAdminAction } from "~/components/admin/admin-form-action";
import { controlClass } from "~/components/ui/form-field";
import { useFormResult } from "~/components/ui/use-form-result";
import { adminPath } from "~/config/admin-paths";
import { withQuery } from "~/config/paths";
import { answerForm, formValues, toFormResult } from "~/forms/form-result";
import { invalid } from "~/forms/outcome";
import { REGISTRATION_NUMBER_MAX, REGISTRATION_STATUSES, REGISTRATION_STATUS_LABELS } from "~/schemas/registrations";
import { countryName, countryOptions } from "~/company/countries.server";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/product-registrations";

export const meta = ({ data: loaded }: Route.MetaArgs) => adminMeta(loaded ? `Registrations of ${loaded.product.name}` : "Registrations");

const SAVE_FORM = "registration";
const NOTICES: Record<string, string> = { saved: "Registration saved.", removed: "Registration removed." };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "productRegistrations");
  const found = await context.services.productAdmin.get(params.id);
  if (found.kind !== "ok") throw data(found.message, { status: 404 });
  const product = found.value;
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    product: { id: product.id, name: product.name },
    registrations: context.services.registrations.forProduct(product.id).map((r) => ({ ...r, country: countryName(r.countryCode) ?? r.countryCode })),
    // The site's English country names (aliases left out: one entry per country).
    countries: countryOptions("en").filter((option) => option.label === undefined).map((option) => option.value),
    notice: notice ? (NOTICES[notice] ?? null) : null,
  };
}

/** Saving a country's registration, or removing one: with or without JavaScript. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(request, context.services, "productRegistrations");
  const posted = formValues(await request.formData());
  const done = (notice: string) => withQuery(adminPath("productRegistrations", { id: params.id }), { notice });
  if (posted.intent === "remove" && posted.country) {
    return answerForm("remove", await context.services.registrations.remove(params.id, posted.country), posted, done("removed"));
  }
  if (posted.intent === "save") {
    const outcome = await context.services.registrations.save(params.id, posted);
    if (outcome.kind === "not-found") throw data(outcome.message, { status: 404 });
    return answerForm(SAVE_FORM, outcome, posted, done("saved"));
  }
  return toFormResult("unknown", invalid({}, "Unknown action"));
}

export function clientAction({ serverAction, params }: Route.ClientActionArgs) {
  return enhanceAdminAction(serverAction, { success: "Saved", failure: "Not saved", done: adminPath("productRegistrations", { id: params.id }) });
}

function SaveRegistration({ countries }: { countries: string[] }) {
  const { result, errors } = useFormResult(SAVE_FORM);
  const posted = (result?.values ?? {}) as Record<string, string>;
  const field = (name: string, label: string, control: ReactNode, hint?: string) => (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={`registration-${name}`} className="font-medium text-slate-800">
        {label}
      </label>
      {control}
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {errors[name] && (
        <p id={`registration-${name}-error`} className="text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const aria = (name: string) => ({ id: `registration-${name}`, name, "aria-invalid": errors[name] ? true : undefined, "aria-describedby": errors[name] ? `registration-${name}-error` : undefined });
  return (
    <section aria-labelledby="registration-save" className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="registration-save" className="text-lg font-semibold text-slate-900">
        Add or change a country
      </h2>
      <p className="mt-1 text-sm text-slate-600">Saving a country already listed replaces its registration.</p>
      <div className="mt-3">
        <AdminForm result={result} submitLabel="Save the registration" onSubmit={() => {}}>
          <input type="hidden" name="intent" value="save" />
          <div className="grid gap-4 sm:grid-cols-2">
            {field(
              "country",
              "Country",
              <select {...aria("country")} defaultValue={posted.country ?? ""} className={`${controlClass} w-full min-w-0 max-w-full`}>
                <option value="">Choose a country</option>
                {countries.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>,
            )}
            {field(
              "status",
              "Status",
              <select {...aria("status")} defaultValue={posted.status ?? "registered"} className={controlClass}>
                {REGISTRATION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {REGISTRATION_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>,
            )}
            {field("number", "Registration number", <input {...aria("number")} defaultValue={posted.number ?? ""} maxLength={REGISTRATION_NUMBER_MAX} className={controlClass} />, "Optional.")}
            {field("validUntil", "Valid until", <input {...aria("validUntil")} type="date" defaultValue={posted.validUntil ?? ""} className={controlClass} />, "Optional.")}
          </div>
        </AdminForm>
      </div>
    </section>
  );
}

export default function ProductRegistrationsPage({ loaderData }: Route.ComponentProps) {
  const { product, registrations, countries, notice } = loaderData;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div>
        <Link to={adminPath("editProduct", { id: product.id })} className="text-sm font-medium text-primary-800 underline">
          {`Back to ${product.name}`}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{`Registrations of ${product.name}`}</h1>
        <p className="mt-2 text-slate-700">
          {"Many products or countries at once: "}
          <Link to={adminPath("registrationsImport")} className="font-medium text-primary-800 underline">
            the registrations spreadsheet
          </Link>
          .
        </p>
        {notice && (
          <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-green-900">
            {notice}
          </p>
        )}
      </div>
      {registrations.length === 0 ? (
        <p className="text-slate-700">No registrations on record.</p>
      ) : (
        // relative: the header's screen-reader-only text stays inside the scrolling box instead of
        // widening the page on a phone.
        <div className="relative min-w-0 overflow-x-auto rounded-lg border border-slate-200 bg-white" tabIndex={0} role="group" aria-label="Registrations">
          <table className="w-full border-collapse text-start text-sm">
            <thead className="bg-slate-50">
              <tr>
                {["Country", "Status", "Number", "Valid until", ""].map((column, index) => (
                  <th key={index} scope="col" className="px-3 py-2 text-start font-semibold text-slate-900">
                    {column || <span className="sr-only">Actions</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {registrations.map((r) => (
                <tr key={r.countryCode} data-country={r.countryCode}>
                  <th scope="row" className="px-3 py-2 text-start font-medium">
                    {r.country}
                    {r.sample && <span className="ms-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Sample</span>}
                  </th>
                  <td className="px-3 py-2">{REGISTRATION_STATUS_LABELS[r.status]}</td>
                  <td className="px-3 py-2">{r.number ?? ""}</td>
                  <td className="px-3 py-2">{r.validUntil ?? ""}</td>
                  <td className="px-3 py-2">
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="country" value={r.countryCode} />
                      <button type="submit" className="rounded-md border border-red-300 px-2 py-1 text-red-800 hover:bg-red-50">
                        {`Remove ${r.country}`}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SaveRegistration countries={countries} />
    </div>
  );
}
