import { Toaster } from "sonner";

/** Admin toasts: 3 s and closable unless a call says otherwise (docs/requirements.md §1.4). */
export const TOAST_MS = 3000;
/** The login failure toast stays longer (docs/requirements.md §1.3). */
export const LOGIN_FAILURE_TOAST_MS = 5000;

/**
 * The admin's toasts. Inside the admin frame (`inFrame`) they sit where the frame has no
 * controls: over the sidebar's title and greeting on a wide screen, in the top bar left of the
 * menu button on a narrow one (app.css, `.admin-frame-toasts`), never over a page's own buttons
 * at its top right. The sign-in screens, one centred card, keep the top right.
 */
export function AdminToaster({ inFrame = false }: { inFrame?: boolean }) {
  return (
    <Toaster
      position={inFrame ? "top-left" : "top-right"}
      className={inFrame ? "admin-frame-toasts" : undefined}
      duration={TOAST_MS}
      closeButton
      richColors
      theme="light"
    />
  );
}
