import { serializeJsonLd } from "~/lib/seo";

/** Structured data for search engines: a data block, not a script, so the CSP does not apply. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
