import { Fragment, type ButtonHTMLAttributes, type ReactNode } from "react";
import { LIST_INTENT_FIELD, listIntentValue, type ListIntent, type ListOp } from "~/forms/list-intent";

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "name" | "value" | "onClick" | "formNoValidate">;

/** Makes one of a row's buttons (Remove, Move up, Move down), or the list's Add button. */
export type ListButton = (op: ListOp, props: ButtonProps) => ReactNode;

/**
 * The one list editor: rows in a list, each drawn by the page with the buttons it offers, and an
 * Add button below when the list can grow. Every button is a submit button of the page's form
 * (`intent=remove:<list>:<row>`...; app/forms/list-intent.ts), so without JavaScript it posts the
 * whole form to the page's own action, which answers with the page drawn again with the change
 * and everything typed kept. With JavaScript the same buttons work in place: `onIntent` makes a
 * change that only the form holds (the product form's lines, saved with the form), and without
 * it the click posts through the page's router form, which stays on the page and draws the rows
 * the action left (the quote list, stored at once).
 */
export function ListEditor<R>({
  list,
  rows,
  rowKey,
  as: List = "ul",
  className,
  testId,
  onIntent,
  children,
  add,
}: {
  /** The list's name in the buttons' intents. */
  list: string;
  rows: readonly R[];
  /** The row's name in its buttons' intents (and its React key). */
  rowKey: (row: R, index: number) => string;
  as?: "ol" | "ul";
  className?: string;
  testId?: string;
  /** A button's change made in the browser; without it the button posts the form. */
  onIntent?: (intent: ListIntent) => void;
  /** One row (an `<li>`): its fields and the buttons it shows, made with `button`. */
  children: (row: R, index: number, button: ListButton) => ReactNode;
  /** The Add button (made with `button`), when the list can grow here. */
  add?: (button: ListButton) => ReactNode;
}) {
  const buttonFor =
    (row?: string): ListButton =>
    (op, props) => {
      const intent: ListIntent = row === undefined ? { op, list } : { op, list, row };
      return (
        <button
          {...props}
          type="submit"
          name={LIST_INTENT_FIELD}
          value={listIntentValue(intent)}
          // A list button changes the list, not the form's other fields: the browser's checks wait for the form's own submit.
          formNoValidate
          onClick={
            onIntent &&
            ((event) => {
              event.preventDefault();
              onIntent(intent);
            })
          }
        />
      );
    };
  return (
    <>
      {rows.length > 0 && (
        <List className={className} data-testid={testId}>
          {rows.map((row, index) => {
            const key = rowKey(row, index);
            return <Fragment key={key}>{children(row, index, buttonFor(key))}</Fragment>;
          })}
        </List>
      )}
      {add?.(buttonFor())}
    </>
  );
}
