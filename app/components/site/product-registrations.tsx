import type { ProductRegistrationsView } from "~/catalogue/product-registrations.server";

/**
 * Where the product is registered: country, status, number, expiry and certificate, as its loader wrote them
 * in the page's language. Plain markup: nothing here runs in the browser. On a phone the table
 * scrolls within its frame rather than widening the page.
 */
export function ProductRegistrations({ heading, intro, columns, rows, none }: ProductRegistrationsView) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="product-registrations" className="mt-6" data-testid="product-registrations">
      <h2 id="product-registrations" className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{intro}</p>
      <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="group" aria-labelledby="product-registrations">
        <table className="w-full border-collapse text-start text-sm">
          <thead className="bg-slate-50">
            <tr>
              {[columns.country, columns.status, columns.number, columns.validUntil, columns.certificate].map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-start font-semibold text-slate-900">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.countryCode} data-country={row.countryCode}>
                <th scope="row" className="px-3 py-2 text-start font-medium text-slate-900">
                  {row.country}
                </th>
                <td className="px-3 py-2" data-status={row.status}>
                  {row.statusText}
                </td>
                <td className="px-3 py-2">
                  <bdi>{row.number}</bdi>
                </td>
                <td className="px-3 py-2">{row.validUntilIso ? <time dateTime={row.validUntilIso}>{row.validUntil}</time> : row.validUntil}</td>
                <td className="px-3 py-2">
                  {row.certificate?.href ? (
                    // A file, not a page: the server answers it as an attachment.
                    <a href={row.certificate.href} className="font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900">
                      {row.certificate.text}
                    </a>
                  ) : (
                    (row.certificate?.text ?? none)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
