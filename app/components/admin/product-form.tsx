import { Icon } from "~/components/ui/icon";
import { controlClass, FormField } from "~/components/ui/form-field";
import { AutoFocusField, InputField, useAutoFocus } from "./input-field";
import { useContext, useEffect, useRef, useState, type FormEvent } from "react";
import { ListEditor } from "~/components/ui/list-editor";
import {
  applyListIntent,
  formValuesFromPost,
  PRODUCT_FORM,
  productInputOf,
  productListIntent,
  type ListIntent,
  type ProductFormValues,
  type ProductListField,
  type ProductTextField,
} from "~/lib/product-form";
import { CATEGORIES, DOSAGE_FORMS, PRODUCT_STATUSES, PRODUCT_STATUS_LABELS } from "~/schemas/product-vocabulary";
import { PRODUCT_LIMITS, ProductInputSchema, ProductTranslationInputSchema, productFieldErrors } from "~/schemas/product";
import { AdminForm } from "./admin-form";
import { useFormResult } from "~/components/ui/use-form-result";


const LIST_TEXTS: Record<ProductListField, { legend: string; line: string; hint: string }> = {
  descriptionList: {
    legend: "Description list",
    line: "Description line",
    hint: "The points under the product's name, in this order. At least one.",
  },
  keyBenefits: { legend: "Key benefits", line: "Key benefit", hint: "Shown as a list on the product page; may be empty." },
};

const smallButton =
  "inline-flex min-h-9 min-w-9 items-center justify-center gap-1 rounded-md border border-slate-300 px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50";

/**
 * One list field edited as a list (the shared list editor): a text box per line, each with
 * Move up, Move down and Remove, and Add line below. Without JavaScript the page's action
 * answers a button by showing the form again with the change (nothing saved); with it, the
 * click changes the list in place instead.
 */
function LinesEditor({
  field,
  lines,
  errors,
  onLine,
  onIntent,
}: {
  field: ProductListField;
  lines: string[];
  errors: Record<string, string>;
  onLine: (index: number, value: string) => void;
  onIntent: (intent: ListIntent) => void;
}) {
  const texts = LIST_TEXTS[field];
  const error = errors[field];
  // The answer to a plain post focuses a refused line, or the first line when the list as a whole was refused.
  const focusLine = useContext(AutoFocusField);
  const hintId = `${field}-hint`;
  const errorId = `${field}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={[hintId, error ? errorId : ""].filter(Boolean).join(" ")}>
      <legend className="font-medium text-slate-800">{texts.legend}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {texts.hint}
      </p>
      <ListEditor
        list={field}
        rows={lines}
        rowKey={(_line, index) => String(index)}
        as="ol"
        className="grid gap-2"
        testId={`${field}-lines`}
        onIntent={(intent) => {
          const change = productListIntent(intent);
          if (change) onIntent(change);
        }}
        add={(button) =>
          button("add", {
            disabled: lines.length >= PRODUCT_LIMITS.listItems,
            className: `${smallButton} justify-self-start px-3`,
            children: `Add ${texts.line.toLowerCase()}`,
          })
        }
      >
        {(line, index, button) => {
          const id = `${field}-${index}`;
          const lineError = errors[`${field}.${index}`];
          const label = `${texts.line} ${index + 1}`;
          return (
            <li className="grid gap-1">
              <label htmlFor={id} className="sr-only">
                {label}
              </label>
              <div className="flex flex-wrap items-center gap-2">
                <input
                  id={id}
                  name={`${field}.${index}`}
                  autoFocus={focusLine === `${field}.${index}` || (focusLine === field && index === 0)}
                  value={line}
                  maxLength={PRODUCT_LIMITS.listItem}
                  onChange={(e) => onLine(index, e.target.value)}
                  aria-invalid={lineError ? true : undefined}
                  aria-describedby={lineError ? `${id}-error` : undefined}
                  className={`${controlClass} min-w-0 flex-1 basis-56`}
                />
                <div className="flex gap-1">
                  {button("up", {
                    disabled: index === 0,
                    "aria-label": `Move ${label.toLowerCase()} up`,
                    className: smallButton,
                    children: <Icon name="chevron-left" className="h-4 w-4 rotate-90" />,
                  })}
                  {button("down", {
                    disabled: index === lines.length - 1,
                    "aria-label": `Move ${label.toLowerCase()} down`,
                    className: smallButton,
                    children: <Icon name="chevron-right" className="h-4 w-4 rotate-90" />,
                  })}
                  {button("remove", {
                    "aria-label": `Remove ${label.toLowerCase()}`,
                    className: `${smallButton} border-red-300 text-red-800 hover:bg-red-50`,
                    children: <Icon name="trash" className="h-4 w-4" />,
                  })}
                </div>
              </div>
              {lineError && (
                <p id={`${id}-error`} className="text-sm font-medium text-red-700">
                  {lineError}
                </p>
              )}
            </li>
          );
        }}
      </ListEditor>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Select({
  name,
  label,
  value,
  error,
  options,
  placeholder,
  onChange,
}: {
  name: ProductTextField;
  label: string;
  value: string;
  error?: string;
  options: ReadonlyArray<readonly [string, string]>;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  const autoFocus = useAutoFocus(name);
  return (
    <FormField id={`field-${name}`} name={name} label={label} error={error} required>
      {(control) => (
        <select {...control} {...autoFocus} value={value} onChange={(e) => onChange(e.target.value)} className={controlClass}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

function TextArea({
  name,
  label,
  value,
  error,
  max,
  required,
  hint,
  onChange,
}: {
  name: ProductTextField;
  label: string;
  value: string;
  error?: string;
  max: number;
  required?: boolean;
  hint?: string;
  onChange: (value: string) => void;
}) {
  const autoFocus = useAutoFocus(name);
  return (
    <FormField id={`field-${name}`} name={name} label={label} error={error} required={required} hint={hint}>
      {(control) => (
        <textarea {...control} {...autoFocus} rows={3} maxLength={max} value={value} onChange={(e) => onChange(e.target.value)} className={controlClass} />
      )}
    </FormField>
  );
}

/** A required one-line field, marked as required like the form's other required fields. */
function TextInput({
  name,
  label,
  value,
  error,
  max,
  hint,
  onChange,
}: {
  name: ProductTextField;
  label: string;
  value: string;
  error?: string;
  max: number;
  hint?: string;
  onChange: (value: string) => void;
}) {
  const autoFocus = useAutoFocus(name);
  return (
    <FormField id={`field-${name}`} name={name} label={label} error={error} hint={hint} required>
      {(control) => <input {...control} {...autoFocus} maxLength={max} value={value} onChange={(e) => onChange(e.target.value)} className={controlClass} />}
    </FormField>
  );
}

/**
 * The product form of the New and Edit pages, posted to the page's action. `initial` is what
 * the form starts from when the action has not answered yet; after a refused post (or a list
 * button without JavaScript) it starts from the posted values, so nothing typed is lost. With
 * JavaScript the shared schema checks the form before it is sent; the server checks it again.
 */
export function ProductForm({ initial, submitLabel }: { initial: ProductFormValues; submitLabel: string }) {
  return <ProductFields initial={initial} submitLabel={submitLabel} />;
}

/**
 * The description list and key benefits in one language other than English: the same list
 * editor, posted with the language (the page's `?lang=`). Both lists empty removes the
 * translation, and that language's pages show the English texts.
 */
export function TranslationForm({
  initial,
  submitLabel,
  action,
  language,
}: {
  initial: ProductFormValues;
  submitLabel: string;
  action: string;
  language: string;
}) {
  return <ProductFields initial={initial} submitLabel={submitLabel} translation={{ action, language }} />;
}

function ProductFields({
  initial,
  submitLabel,
  translation,
}: {
  initial: ProductFormValues;
  submitLabel: string;
  translation?: { action: string; language: string };
}) {
  const { result, errors, setErrors } = useFormResult(PRODUCT_FORM);
  const [values, setValues] = useState<ProductFormValues>(() => (result?.values ? formValuesFromPost(result.values) : initial));
  // The line to focus once the list change is on screen (a new line, or the one moved).
  const focusLine = useRef<string | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  // A refused post or a list button's answer replaces the form with what was posted.
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    if (result?.values) setValues(formValuesFromPost(result.values));
  }

  useEffect(() => {
    if (!focusLine.current) return;
    formRef.current?.querySelector<HTMLInputElement>(`#${focusLine.current}`)?.focus();
    focusLine.current = null;
  });

  function change(name: ProductTextField, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function changeLine(field: ProductListField, index: number, value: string) {
    setValues((v) => ({ ...v, [field]: v[field].map((line, i) => (i === index ? value : line)) }));
    setErrors(({ [`${field}.${index}`]: _cleared, [field]: _whole, ...rest }) => rest);
  }

  function listIntent(intent: ListIntent) {
    // With JavaScript the list changes here; the button's post is for browsers without it.
    const next = applyListIntent(values, intent);
    setValues(next);
    // Line errors are keyed by place, which the change shifts: they are checked again on save.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(`${intent.field}.`))),
    );
    if (intent.op === "add") focusLine.current = `${intent.field}-${next[intent.field].length - 1}`;
    else if (intent.op !== "remove") {
      const moved = intent.op === "up" ? intent.index - 1 : intent.index + 1;
      if (moved >= 0 && moved < next[intent.field].length) focusLine.current = `${intent.field}-${moved}`;
    }
  }

  // The description list and key benefits, edited the same way in English and in each language.
  const listEditors = (["descriptionList", "keyBenefits"] as const).map((field) => (
    <LinesEditor key={field} field={field} lines={values[field]} errors={errors} onLine={(i, v) => changeLine(field, i, v)} onIntent={listIntent} />
  ));


  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = productInputOf(values);
    const parsed = translation
      ? ProductTranslationInputSchema.safeParse({ descriptionList: input.descriptionList, keyBenefits: input.keyBenefits })
      : ProductInputSchema.safeParse(input);
    if (!parsed.success) {
      event.preventDefault();
      setErrors(productFieldErrors(parsed.error));
    }
  }

  return (
    <div ref={formRef}>
      <AdminForm result={result} submitLabel={submitLabel} onSubmit={onSubmit} action={translation?.action}>
        {/* Enter in a text box presses the form's first submit button: this one saves, not a list button. */}
        <button type="submit" tabIndex={-1} aria-hidden="true" className="absolute h-px w-px overflow-hidden opacity-0">
          {submitLabel}
        </button>
        {translation ? (
          <>
            <p className="text-sm text-slate-700">
              {`The ${translation.language} pages show these lines instead of the English ones. Leave both lists empty to show the English texts.`}
            </p>
            {listEditors}
          </>
        ) : (
          <>
        <TextInput
          name="name"
          label="Name"
          max={PRODUCT_LIMITS.name}
          hint="The web address follows the name."
          value={values.name}
          error={errors.name}
          onChange={(v) => change("name", v)}
        />
        <TextArea
          name="composition"
          label="Composition"
          required
          max={PRODUCT_LIMITS.composition}
          value={values.composition}
          error={errors.composition}
          onChange={(v) => change("composition", v)}
        />
        <Select
          name="category"
          label="Category"
          value={values.category}
          error={errors.category}
          placeholder="Choose a category"
          options={CATEGORIES.map((c) => [c, c] as const)}
          onChange={(v) => change("category", v)}
        />
        <Select
          name="dosageForm"
          label="Dosage form"
          value={values.dosageForm}
          error={errors.dosageForm}
          placeholder="Choose a dosage form"
          options={DOSAGE_FORMS.map((f) => [f, f] as const)}
          onChange={(v) => change("dosageForm", v)}
        />
        <TextInput
          name="packSize"
          label="Pack size"
          max={PRODUCT_LIMITS.packSize}
          value={values.packSize}
          error={errors.packSize}
          onChange={(v) => change("packSize", v)}
        />
        {listEditors}
        <TextArea
          name="remark"
          label="Internal remark"
          hint="For the sales desk; never shown on the site."
          max={PRODUCT_LIMITS.remark}
          value={values.remark}
          error={errors.remark}
          onChange={(v) => change("remark", v)}
        />
        <Select
          name="status"
          label="Status"
          value={values.status}
          error={errors.status}
          options={PRODUCT_STATUSES.map((s) => [s, PRODUCT_STATUS_LABELS[s]] as const)}
          onChange={(v) => change("status", v)}
        />
        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <input
              id="field-featured"
              name="featured"
              type="checkbox"
              checked={values.featured === "on"}
              onChange={(e) => change("featured", e.target.checked ? "on" : "")}
              className="h-5 w-5 accent-primary-700"
            />
            <label htmlFor="field-featured" className="font-medium text-slate-800">
              Featured on the home page
            </label>
          </div>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            name="featuredOrder"
            label="Featured order"
            hint="Smallest first."
            // Text, not number: a number box drops digits typed on an Arabic keyboard, which the rule reads.
            inputMode="numeric"
            value={values.featuredOrder}
            error={errors.featuredOrder}
            onChange={(e) => change("featuredOrder", e.target.value)}
          />
          <InputField
            name="position"
            label="Display order"
            hint="Smallest first; blank puts a new product last."
            // Text, not number: a number box drops digits typed on an Arabic keyboard, which the rule reads.
            inputMode="numeric"
            value={values.position}
            error={errors.position}
            onChange={(e) => change("position", e.target.value)}
          />
        </div>
          </>
        )}
      </AdminForm>
    </div>
  );
}
