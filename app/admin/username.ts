/**
 * The Create Admin form's user name (docs/requirements.md §1.2): the full name trimmed, lower
 * case, spaces removed, followed by a random number from 1000 to 9999. An empty name gives an
 * empty user name rather than a bare number. `random` is Math.random's contract: [0, 1).
 */
export function deriveUserName(fullName: string, random: () => number = Math.random): string {
  const base = fullName.trim().toLowerCase().replace(/\s+/g, "");
  if (base === "") return "";
  const suffix = 1000 + Math.min(8999, Math.floor(random() * 9000));
  return `${base}${suffix}`;
}
