import { useRef, useState, type FormEvent } from "react";
import { controlClass } from "~/components/ui/form-field";
import type { CompanyDetails } from "~/company/company";
import { fieldErrors } from "~/forms/field-errors";
import { COMPANY_FIELD_LABELS, CompanySettingsSchema } from "~/schemas/company-settings";
import { AdminForm } from "./admin-form";
import { InputField } from "./input-field";
import { useFormResult } from "~/components/ui/use-form-result";
import { useHydrated } from "~/components/ui/use-hydrated";

export const COMPANY_SETTINGS_FORM = "company-settings";

/** The form's text fields: every detail but the certifications, which are a list. */
type TextField = Exclude<keyof CompanyDetails, "certifications">;
type Values = Record<TextField, string>;

const HINTS: Partial<Record<TextField, string>> = {
  phone: "International format, e.g. +91 98765 43210. Shown in the header, footer and contact page.",
  whatsapp: "International format; the chat button and WhatsApp links open a chat with this number.",
  gstNumber: "The 15-character GSTIN, e.g. 07AAAAA0000A1Z0.",
  mapUrl: "The maps page the footer and the contact page link to.",
  mapEmbedUrl: "The map shown inside the contact page (for Google Maps, a link ending in output=embed).",
  countryCode: "Two letters (ISO 3166), e.g. IN.",
};

const GROUPS: ReadonlyArray<{ legend: string; fields: ReadonlyArray<{ name: TextField; type?: string; autoComplete?: string; inputMode?: "numeric" | "tel" }> }> = [
  {
    legend: "Company",
    fields: [{ name: "name", autoComplete: "organization" }, { name: "gstNumber" }, { name: "established", inputMode: "numeric" }, { name: "turnoverBand" }],
  },
  {
    legend: "Contact",
    fields: [
      { name: "phone", type: "tel", autoComplete: "tel" },
      { name: "whatsapp", type: "tel" },
      { name: "email", type: "email", autoComplete: "email" },
    ],
  },
  {
    legend: "Address",
    fields: [
      { name: "street", autoComplete: "address-line1" },
      { name: "locality", autoComplete: "address-line2" },
      { name: "city", autoComplete: "address-level2" },
      { name: "region", autoComplete: "address-level1" },
      { name: "postalCode", autoComplete: "postal-code" },
      { name: "country", autoComplete: "country-name" },
      { name: "countryCode", autoComplete: "country" },
    ],
  },
  { legend: "Map", fields: [{ name: "mapUrl", type: "url" }, { name: "mapEmbedUrl", type: "url" }] },
];

function toValues(company: CompanyDetails): Values {
  const { certifications: _list, established, ...rest } = company;
  return { ...rest, established: String(established) };
}

/** After a refused post: what was typed (the list travels as JSON in one value). */
function postedState(company: CompanyDetails, posted: Record<string, string> | undefined) {
  if (!posted) return { values: toValues(company), certifications: company.certifications };
  const values = toValues(company);
  for (const key of Object.keys(values) as TextField[]) values[key] = posted[key] ?? "";
  let certifications: string[] = [];
  try {
    const list: unknown = JSON.parse(posted.certifications ?? "[]");
    if (Array.isArray(list)) certifications = list.map(String);
  } catch {
    certifications = [];
  }
  return { values, certifications };
}

type Row = { id: string; text: string };

/**
 * The certifications, edited as a list. With JavaScript, rows are added, removed and moved;
 * without it, the saved rows plus one blank row are posted (blank rows are left out).
 */
function CertificationsList({
  rows,
  setRows,
  error,
  onChange,
}: {
  rows: Row[];
  setRows: (rows: Row[]) => void;
  error: string | undefined;
  onChange: () => void;
}) {
  const hydrated = useHydrated();
  const list = useRef<HTMLOListElement>(null);
  // Ids the server render never made, so hydration matches and new rows keep their own key.
  const added = useRef(0);
  const row = (text: string): Row => ({ id: `cert-new-${added.current++}`, text });
  const shown = hydrated ? rows : [...rows, { id: "cert-blank", text: "" }];
  const focusRow = (index: number) =>
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLInputElement>("input")[index]?.focus());
  const update = (next: Row[]) => {
    setRows(next);
    onChange();
  };
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    update(next);
  };
  const button =
    "inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-50";
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? "certifications-error" : undefined}>
      <legend className="font-medium text-slate-800">{COMPANY_FIELD_LABELS.certifications}</legend>
      <p className="text-sm text-slate-600">One per row, in the order the home page lists them. Empty rows are left out.</p>
      <ol ref={list} className="grid gap-2">
        {shown.map((item, index) => (
          <li key={item.id} className="flex flex-wrap items-center gap-2">
            <label htmlFor={item.id} className="sr-only">
              Certification {index + 1}
            </label>
            <input
              id={item.id}
              name="certifications"
              value={item.text}
              onChange={(e) =>
                update(
                  rows.some((r) => r.id === item.id)
                    ? rows.map((r) => (r.id === item.id ? { ...r, text: e.target.value } : r))
                    : [...rows, row(e.target.value)],
                )
              }
              aria-invalid={error ? true : undefined}
              maxLength={60}
              className={`${controlClass} min-w-0 flex-1 basis-48`}
            />
            {hydrated && (
              <span className="flex gap-1">
                <button type="button" className={button} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move certification ${index + 1} up`}>
                  Up
                </button>
                <button
                  type="button"
                  className={button}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Move certification ${index + 1} down`}
                >
                  Down
                </button>
                <button
                  type="button"
                  className={button}
                  onClick={() => {
                    update(rows.filter((r) => r.id !== item.id));
                    focusRow(Math.max(0, index - 1));
                  }}
                  aria-label={`Remove certification ${index + 1}`}
                >
                  Remove
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {hydrated && (
        <button
          type="button"
          className={`${button} justify-self-start`}
          onClick={() => {
            update([...rows, row("")]);
            focusRow(rows.length);
          }}
        >
          Add certification
        </button>
      )}
      {error ? (
        <p id="certifications-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Settings: the company's details, checked by the shared schema here and again on the server. */
export function CompanySettingsForm({ company }: { company: CompanyDetails }) {
  const { result, errors, setErrors } = useFormResult(COMPANY_SETTINGS_FORM);
  const [initial] = useState(() => postedState(company, result?.values));
  const [values, setValues] = useState<Values>(initial.values);
  const [rows, setRows] = useState<Row[]>(() => initial.certifications.map((text, index) => ({ id: `cert-${index}`, text })));

  function change(name: keyof CompanyDetails, value?: string) {
    if (value !== undefined) setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = CompanySettingsSchema.safeParse({ ...values, certifications: rows.map((r) => r.text) });
    if (!parsed.success) {
      event.preventDefault();
      setErrors(fieldErrors(parsed.error));
    }
  }

  return (
    <AdminForm result={result} submitLabel="Save settings" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="company" />
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="grid gap-4">
          <legend className="mb-2 text-lg font-bold text-slate-900">{group.legend}</legend>
          {group.fields.map(({ name, type = "text", autoComplete, inputMode }) => (
            <InputField
              key={name}
              name={name}
              label={COMPANY_FIELD_LABELS[name]}
              hint={HINTS[name]}
              type={type}
              autoComplete={autoComplete}
              inputMode={inputMode}
              value={values[name]}
              error={errors[name]}
              onChange={(e) => change(name, e.target.value)}
            />
          ))}
        </fieldset>
      ))}
      <CertificationsList rows={rows} setRows={setRows} error={errors.certifications} onChange={() => change("certifications")} />
    </AdminForm>
  );
}
