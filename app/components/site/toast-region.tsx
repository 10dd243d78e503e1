import { createRoot, type Root } from "react-dom/client";
import { Toaster, toast } from "sonner";

let root: Root | undefined;

/** What a toast says, in the page's language (the form passes its catalogue's texts). */
export interface FormToastTexts {
  title: string;
  description: string;
  /** The close button's name. */
  close: string;
  /** The region's name. */
  region: string;
  dir: "ltr" | "rtl";
}

function renderToaster(texts?: Pick<FormToastTexts, "close" | "region" | "dir">) {
  root?.render(
    <Toaster
      position="top-center"
      closeButton
      duration={3000}
      dir={texts?.dir ?? "ltr"}
      containerAriaLabel={texts?.region}
      toastOptions={texts ? { closeButtonAriaLabel: texts.close } : undefined}
    />,
  );
}

/**
 * The toast region, in a React root of its own: it outlives the inquiry dialog (which closes,
 * with its form, on success), and it is in the page before the first toast, so screen readers
 * announce it.
 */
export function mountToastRegion(texts?: Pick<FormToastTexts, "close" | "region" | "dir">): void {
  if (root) return;
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  renderToaster(texts);
}

/** The specification's toasts (error catalogue): 3 s, closable, in the page's language and direction. */
export function showFormToast(kind: "sent" | "failed", texts: FormToastTexts): void {
  // The visitor may have changed language since the region was mounted.
  renderToaster(texts);
  const options = { description: texts.description, duration: 3000, closeButton: true };
  if (kind === "sent") toast.success(texts.title, options);
  else toast.error(texts.title, options);
}
