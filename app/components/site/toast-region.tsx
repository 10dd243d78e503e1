import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";

let mounted = false;

/**
 * The toast region, in a React root of its own: it outlives the inquiry dialog (which closes,
 * with its form, on success), and it is in the page before the first toast, so screen readers
 * announce it.
 */
export function mountToastRegion(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(<Toaster position="top-center" closeButton duration={3000} />);
}

/** The specification's toasts (error catalogue): 3 s, closable. */
export function showFormToast(kind: "sent" | "failed"): void {
  if (kind === "sent") {
    toast.success("Message sent!", { description: "We have received your inquiry.", duration: 3000, closeButton: true });
  } else {
    toast.error("Something went wrong!", { description: "Please try again later.", duration: 3000, closeButton: true });
  }
}
