/**
 * What a list editor's button asks of the page's action (app/components/ui/list-editor.tsx).
 * Every button is a submit button named `intent` whose value says what to do to which row of
 * which list: `add:<list>`, `remove:<list>:<row>`, `up:<list>:<row>`, `down:<list>:<row>`. A row
 * is named by the key its list gives it (a line's place in the product form, a product's id
 * on the quote list).
 */
export const LIST_INTENT_FIELD = "intent";

export type ListOp = "add" | "remove" | "up" | "down";

export interface ListIntent {
  op: ListOp;
  list: string;
  /** The row the button belongs to; none for Add. */
  row?: string;
}

/** A list button's `intent` value. */
export function listIntentValue({ op, list, row }: ListIntent): string {
  return row === undefined ? `${op}:${list}` : `${op}:${list}:${row}`;
}

/** The list button a posted `intent` names, or null when it names none. */
export function readListIntent(value: string | null | undefined): ListIntent | null {
  const match = /^(add|remove|up|down):([A-Za-z]\w*)(?::(.+))?$/.exec(value ?? "");
  if (!match) return null;
  const [, op, list, row] = match;
  if (op === "add" ? row !== undefined : row === undefined) return null;
  return { op: op as ListOp, list: list!, ...(row === undefined ? {} : { row }) };
}
