/**
 * Fills a message's placeholders: `format("Showing {from}-{to} of {total} results", { from: 1,
 * to: 8, total: 20 })`. A placeholder without a value stays as written, so a slip shows on the
 * page (and in tests) instead of vanishing.
 */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
