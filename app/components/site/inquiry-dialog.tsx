import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useLayoutEffect, useRef } from "react";
import { Form } from "react-router";
import { format } from "~/i18n/format";
import { useTexts } from "~/i18n/use-messages";
import type { CountryOption } from "~/company/countries.server";
import { InquiryForm } from "./inquiry-form";

interface InquiryDialogProps {
  productName: string;
  /** Where closing leads without JavaScript: this page without `?inquire=1`. */
  closeHref: string;
  /** Called once the dialog has closed (Escape, the close button, the backdrop, or a sent form). */
  onClose: () => void;
  countryOptions: readonly CountryOption[] | null | undefined;
}

/**
 * The modal with the inquiry form (specification: Product page), on the native <dialog>: the
 * browser provides the modality, focus trap, Escape and focus return, for no script of our own
 * beyond this file. Rendered only while the URL says `?inquire=1`: the server sends it open
 * (a plain, non-modal dialog that works without JavaScript); in the browser it is promoted to
 * a real modal.
 */
export function InquiryDialog({ productName, closeHref, onClose, countryOptions }: InquiryDialogProps) {
  const { inquiry } = useTexts("forms");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Before paint, so the non-modal first render never shows.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    // The close() just above also queues a close event; by then the dialog is open again.
    const handleClose = () => {
      if (!dialog.open) onCloseRef.current();
    };
    dialog.addEventListener("close", handleClose);
    return () => dialog.removeEventListener("close", handleClose);
  }, []);

  const close = () => ref.current?.close();

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      // A click on the backdrop lands on the dialog element itself; clicks inside land on the panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      // Without JavaScript the dialog stays non-modal, with no ::backdrop: a wide shadow dims the page instead.
      className="fixed inset-0 z-50 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-lg bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/60 [&:not(:modal)]:shadow-[0_0_0_100vmax_rgb(15_23_42/0.6)]"
    >
      <div className="p-5 sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold text-slate-900">
            {format(inquiry.title, { product: productName })}
          </h2>
          {/* Without JavaScript this GET form leads back to the page without ?inquire=1. */}
          <Form method="get" action={closeHref} className="-m-2 shrink-0">
            <button
              type="submit"
              aria-label={inquiry.close}
              onClick={(event) => {
                event.preventDefault();
                close();
              }}
              className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
            >
              <Icon name="x" className="h-5 w-5" />
            </button>
          </Form>
        </div>
        <InquiryForm productName={productName} onSent={close} countryOptions={countryOptions} />
      </div>
    </dialog>
  );
}
