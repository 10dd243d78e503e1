/**
 * Turns a product name into its URL slug, following the catalogue's rule to the letter:
 * lower case, every space becomes a hyphen, every other non-word character is dropped.
 */
export function slugify(name: string): string {
  // Reading of the rule: each single space is one hyphen (so "a  b" gives "a--b"); `\w`
  // without the `u` flag is ASCII [A-Za-z0-9_], so underscores stay and accented letters go.
  return name
    .toLowerCase()
    .replace(/ /g, "-")
    .replace(/[^\w-]/g, "");
}
