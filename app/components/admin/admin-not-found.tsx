import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { toast } from "sonner";

interface AdminNotFoundProps {
  /** What the route's ErrorBoundary caught. */
  error: unknown;
  /** The toast's title, e.g. "Product not found". */
  toastTitle: string;
  /** The page shown inside the admin chrome instead of the record. */
  children: ReactNode;
}

/**
 * One admin page's thrown 404 (a record that is not there): said on the page and in a toast,
 * inside the admin chrome. Anything else goes on to the next boundary.
 */
export function AdminNotFound({ error, toastTitle, children }: AdminNotFoundProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) toast.error(toastTitle);
  }, [notFound, toastTitle]);
  if (!notFound) throw error;
  return children;
}
