import { Toaster } from "sonner";

/** Admin toasts: 3 s and closable unless a call says otherwise (specification section 9). */
export const TOAST_MS = 3000;
/** The login failure toast stays longer (specification section 8). */
export const LOGIN_FAILURE_TOAST_MS = 5000;

export function AdminToaster() {
  return <Toaster position="top-right" duration={TOAST_MS} closeButton richColors theme="light" />;
}
