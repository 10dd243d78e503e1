/** Longest name the sidebar greets with (docs/requirements.md §1.4). */
export const GREETING_NAME_MAX = 12;

/**
 * The sidebar's name: the first word of the stored admin name cut to 12 characters, or 'Admin'
 * when nothing usable is stored (specification: Admin sidebar).
 */
export function greetingName(storedName: string | null | undefined): string {
  const first = (storedName ?? "").trim().split(/\s+/)[0] ?? "";
  return first === "" ? "Admin" : Array.from(first).slice(0, GREETING_NAME_MAX).join("");
}

/** Session storage keys the specification names; they only feed the sidebar greeting. */
export const ADMIN_NAME_KEY = "adminName";
export const IS_ADMIN_KEY = "isAdmin";
