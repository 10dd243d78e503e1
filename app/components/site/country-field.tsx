import type { ChangeEvent } from "react";
import { controlClass, FormField } from "~/components/ui/form-field";
import { useTexts } from "~/i18n/use-messages";
import type { CountryOption } from "~/company/countries.server";

export interface CountryFieldProps {
  /** The control's id; the suggestions' list is `${id}-list`. */
  id: string;
  name?: string;
  /** Controlled by the form's state; or `defaultValue` alone, for a plain form that posts what is typed. */
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  defaultValue?: string;
  error?: string;
  maxLength: number;
  /** Focus on load: the first invalid field after a plain (script-less) post. */
  autoFocus?: boolean;
  /** The suggestions, from the page's loader (`countryOptions()` on the server); none is a plain text box. */
  options: readonly CountryOption[] | null | undefined;
}

/**
 * A required country box with the world's countries as suggestions: the browser's own
 * searchable list (<input list> and <datalist>), so it works by keyboard and without
 * JavaScript. Whatever is typed is resolved by the server's country rule (`countryRule`), which
 * also knows native names and codes the list does not show.
 */
export function CountryField({ id, name = "country", value, onChange, defaultValue, error, maxLength, autoFocus, options }: CountryFieldProps) {
  const { fields, placeholders } = useTexts("forms");
  const listId = `${id}-list`;
  return (
    <FormField id={id} name={name} label={fields.country} required error={error}>
      {(control) => (
        <>
          <input
            {...control}
            list={options ? listId : undefined}
            value={value}
            defaultValue={defaultValue}
            autoFocus={autoFocus}
            onChange={onChange}
            autoComplete="country-name"
            maxLength={maxLength}
            placeholder={placeholders.country}
            className={controlClass}
          />
          {options ? (
            <datalist id={listId}>
              {options.map((option) => (
                <option key={option.value} value={option.value} label={option.label} />
              ))}
            </datalist>
          ) : null}
        </>
      )}
    </FormField>
  );
}
