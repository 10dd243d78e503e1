/**
 * Spanish words the page-copy modules share: the configuration's English values in Spanish and
 * the joined certifications. A value missing from the table shows as configured.
 */
import { site } from "../../../app/config/site";

/** Spanish for the configuration's English phrases; a value edited in Settings shows as typed. */
const spanish: Record<string, string> = {
  "Export, Trader and Wholesale Supplier": "Exportador, comerciante y proveedor mayorista",
  Worldwide: "Todo el mundo",
  "Rs. 0 to 10 Crore": "Rs. 0 a 10 crore",
};

/** A configured English value in Spanish, or as configured when the table does not know it. */
export const inSpanish = (value: string): string => spanish[value] ?? value;

/** The configured certifications joined with «y», as sentences name them. */
export const certifications = site.certifications.join(" y ");
