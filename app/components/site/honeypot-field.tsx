import { HONEYPOT_FIELD } from "~/schemas/form-limits";

/** Off screen, out of the tab order and hidden from assistive technology: only bots fill it. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
