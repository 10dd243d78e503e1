import * as Dialog from "@radix-ui/react-dialog";

interface ConfirmDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (it has no Radix trigger to return to). */
  onCloseFocus: () => void;
  /** What goes, named after the specification's sentence: "<name> will be deleted." */
  subject?: string;
}

/** The delete confirmation (specification: All users): 'Are you sure?', Yes or No. */
export function ConfirmDialog({ open, busy, onConfirm, onOpenChange, onCloseFocus, subject }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">Are you sure?</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700 wrap-anywhere">
            This action cannot be undone.
            {subject ? (
              <>
                {" "}
                <span className="font-medium">{subject}</span> will be deleted.
              </>
            ) : null}
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close
              className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
              disabled={busy}
            >
              No
            </Dialog.Close>
            <button
              type="button"
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              disabled={busy}
              onClick={onConfirm}
            >
              Yes
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
