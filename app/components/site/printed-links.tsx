import { Icon } from "../ui/icon";

/** A link to a printed file (decision 0073): a PDF, so a plain link the browser downloads or opens. */
export interface PrintedLink {
  href: string;
  label: string;
}

/**
 * Links to printed files: under a heading (the catalogues, on the products page and a
 * category's), or without one, inline (a product's data sheet beside its buttons).
 */
export function PrintedLinks({ heading, links }: { heading?: string; links: PrintedLink[] }) {
  const anchors = links.map((link) => (
    <a key={link.href} href={link.href} className="inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold text-primary-800 underline underline-offset-2 hover:bg-primary-50">
      <Icon name="download" className="h-4 w-4 shrink-0" />
      {link.label}
    </a>
  ));
  if (!heading) return anchors;
  return (
    <section aria-labelledby="printed-links" className="mt-12 print:hidden">
      <h2 id="printed-links" className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1">{anchors}</p>
    </section>
  );
}
