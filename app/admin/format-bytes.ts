/** A file's size as the admin shows it: "2.4 MB", or whole kilobytes (at least 1) below a megabyte. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
