/**
 * The spreadsheet import's limits and words, shared by the server (which says them) and the
 * import pages (which show them).
 */

/** The largest spreadsheet an admin may upload. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** How long a preview waits for its confirmation. */
export const PREVIEW_TTL_MS = 30 * 60_000;

export const IMPORT_TEXT = {
  tooLarge: "The file is larger than 5 MB.",
  expired: "This preview has expired or was already applied: upload the file again.",
  hasErrors: "Some rows have errors: correct them in the file and upload it again. Nothing was imported.",
  stale: "The catalogue changed since this preview was made. Nothing was imported: upload the file again to see a fresh preview.",
} as const;

/** The registrations spreadsheet's words (decision 0057): its upload shares the limits above. */
export const REGISTRATION_IMPORT_TEXT = {
  expired: "This preview has expired or was already applied: upload the file again.",
  hasErrors: "Some rows have errors: correct them in the file and upload it again. No registration was changed.",
  stale: "Registrations or products changed since this preview was made. No registration was changed: upload the file again to see a fresh preview.",
  /** What a row absent from the file means, said on the upload page and in the file's instructions. */
  rowsAreChanges: 'A row adds its country\'s registration to the product or replaces it. Registrations without a row in the file stay as they are; to remove one, write "remove" in its Status cell.',
  applied: "Registrations updated from the spreadsheet.",
} as const;
