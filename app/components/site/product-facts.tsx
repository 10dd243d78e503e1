import type { ProductFactsView } from "~/catalogue/product-facts.server";

/**
 * What a buyer checks before ordering (minimum order, lead time, shelf life, storage, HS code,
 * standard, manufacturer, samples), as its loader wrote it in the page's language. Plain markup:
 * nothing here runs in the browser.
 */
export function ProductFacts({ heading, facts }: ProductFactsView) {
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="product-facts" className="mt-6" data-testid="product-facts">
      <h2 id="product-facts" className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <div className="mt-3 overflow-hidden rounded-lg border border-slate-200">
        <table className="w-full border-collapse text-start">
          <tbody className="divide-y divide-slate-200">
            {facts.map((fact) => (
              <tr key={fact.field} data-fact={fact.field}>
                <th scope="row" className="w-40 bg-slate-50 px-4 py-3 text-start font-semibold text-slate-900">
                  {fact.label}
                </th>
                <td className="px-4 py-3">
                  <bdi>{fact.value}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
