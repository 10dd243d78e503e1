import * as z from "zod/mini";
import { resolveCountry, type Country } from "../company/countries.server";
import { COUNTRY_MESSAGES } from "./form-limits";
import { requiredText, singleLine } from "./form-rules";
import { rule } from "./validation-messages";

/**
 * A country field on the server: required ('Country is required'), then resolved from any
 * accepted spelling or code to `{code, name}`; a value naming no country is refused with
 * COUNTRY_MESSAGES.unknown. The browser's copy of a form's schema checks only that the box is
 * filled, so the names of every language never ship as script.
 */
export function countryRule(maxLength: number) {
  return z.pipe(
    requiredText("country", COUNTRY_MESSAGES.required, maxLength).check(singleLine()),
    z.transform((value: string, ctx): Country => {
      const country = resolveCountry(value);
      if (country) return country;
      ctx.issues.push({ code: "custom", message: rule(COUNTRY_MESSAGES.unknown), input: value });
      return z.NEVER;
    }),
  );
}
