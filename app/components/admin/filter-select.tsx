/** The text fields' and selects' look in the admin lists' filter forms. */
export const filterControl = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-primary-700";
export const filterLabel = "font-medium text-slate-800";

interface FilterSelectProps {
  /** Keeps ids unique where two filter forms could share a page ("inbox", "products"). */
  idPrefix: string;
  name: string;
  text: string;
  value: string | undefined;
  options: Array<[value: string, label: string]>;
}

/** One labelled select of an admin list's filter form (a plain GET form). */
export function FilterSelect({ idPrefix, name, text, value, options }: FilterSelectProps) {
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={`${idPrefix}-${name}`} className={filterLabel}>
        {text}
      </label>
      <select id={`${idPrefix}-${name}`} name={name} defaultValue={value ?? ""} className={filterControl}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}
