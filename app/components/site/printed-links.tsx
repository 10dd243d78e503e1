import { Icon } from "../ui/icon";

/** A link to a printed file (decision 0073): a PDF, so a plain link the browser downloads or opens. */
export interface PrintedLink {
  href: string;
  label: string;
}

const LINK = "inline-flex items-center gap-1.5 rounded-md py-1.5 font-semibold text-primary-800 underline underline-offset-2 hover:bg-primary-50";

/** One printed file's link, as the product page shows its data sheet. */
export function PrintedFileLink({ link }: { link: PrintedLink }) {
  return (
    <a href={link.href} className={`${LINK} px-3 text-sm`} data-testid="printed-link">
      <Icon name="download" className="h-4 w-4 shrink-0" />
      {link.label}
    </a>
  );
}

/** The catalogues to download, under a heading: on the products page and a category's. */
export function PrintedLinks({ heading, links }: { heading: string; links: PrintedLink[] }) {
  return (
    <section aria-labelledby="printed-links" className="mt-12 print:hidden">
      <h2 id="printed-links" className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <PrintedFileLink link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}
