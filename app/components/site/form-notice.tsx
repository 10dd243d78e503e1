import { useLocale, useTexts } from "~/i18n/use-messages";
import { validationText, type ValidationText } from "~/schemas/validation-messages";

/**
 * The answer to a form posted without JavaScript, shown above the form: the same words as the
 * toasts the script shows, in the page's language. `text` is the server's answer (in English,
 * as the services give it), shown in the page's language. `focus` makes it the page's
 * autofocus: the page reloads after the post, and focus on the answer both scrolls it into view
 * and has it read out.
 */
export function FormNotice({ kind, text, focus = false }: { kind: "success" | "error"; text?: ValidationText; focus?: boolean }) {
  const { notices, validation } = useTexts("forms");
  const locale = useLocale();
  const focusProps = focus ? { tabIndex: -1, autoFocus: true } : {};
  if (kind === "success") {
    return (
      <div role="status" {...focusProps} className="scroll-mt-4 rounded-md border border-primary-300 bg-primary-50 px-4 py-3 text-primary-900">
        <p className="font-semibold">{notices.sentTitle}</p>
        <p>{notices.sentText}</p>
      </div>
    );
  }
  return (
    <div role="alert" {...focusProps} className="scroll-mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-semibold">{notices.failedTitle}</p>
      <p>{text === undefined ? notices.failedText : validationText(text, validation, locale)}</p>
    </div>
  );
}
