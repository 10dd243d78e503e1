import { categoryName, dosageFormName, packSizeIn } from "../../app/catalogue/catalogue-labels.server";
import type { CertificateOffer } from "../../app/catalogue/product-registrations.server";
import { productFacts } from "../../app/catalogue/product-facts.server";
import { MAX_QUERY_LENGTH } from "../../app/catalogue/search";
import { localCountryName, resolveCountry } from "../../app/company/countries.server";
import { sitePath } from "../../app/config/paths";
import { invalid, notFound, ok, type Outcome } from "../../app/forms/outcome";
import { withTerms, type Dictionary } from "../../app/i18n/dictionary.server";
import { LOCALES, type Locale } from "../../app/i18n/locales";
import type { DocumentType, PublicDocument } from "../../app/schemas/documents";
import type { Product } from "../../app/schemas/product";
import { FACT_FIELD_KEYS, PRODUCT_FIELD_KEYS, type FactFieldKey, type ProductFieldValues } from "../../app/schemas/product-fields";
import type { RegistrationStatus } from "../../app/schemas/registrations";
import { canonicalUrl } from "../../app/seo/seo";
import type { Catalogue } from "./catalogue.server";
import type { ProductRegistrations } from "./registrations.server";
import type { CatalogueVocabulary } from "./vocabulary.server";

/*
 * The catalogue as buyers' systems and assistants read it (decision 0063): the JSON API
 * (`server/api/catalogue-router.server.ts`) and the MCP tools (`server/api/mcp-tools.server.ts`)
 * call these methods, and the products page's search calls `find`, so the site searches one
 * way. Everything is read from the copies in memory the pages read; nothing here touches the
 * database. Messages are English, as every JSON answer's are.
 */

/** The most products one answer lists; the default when a client names no limit. */
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_LIMIT_DEFAULT = 20;

export const PRODUCT_NOT_FOUND = "Product not found";
export const LANGUAGE_UNKNOWN = `Language must be one of ${LOCALES.join(", ")}`;

/** A product's standing in the country a search named: registered, or its registration in process. */
export type CountryStanding = "registered" | "in-process";

/** What a search asks for; every field optional (no words and no filter: the whole catalogue). */
export interface CatalogueSearch {
  q?: string;
  category?: string;
  form?: string;
  /** A country by its ISO code or any name the site's country list knows. */
  country?: string;
  page?: number;
  limit?: number;
  language?: Locale;
}

/** A name as the catalogue keeps it (the key URLs and filters use) and in the answer's language. */
export interface Term {
  key: string;
  name: string;
}

export interface ProductSummary {
  slug: string;
  name: string;
  composition: string;
  category: Term;
  dosageForm: Term;
  /** As the language writes it ("10x10 comprimés"); a measure ("200ml") as typed. */
  packSize: string;
  /** The product's page in the answer's language. */
  url: string;
  /** With a country asked for: registered there, or in process. */
  registration?: CountryStanding;
}

export interface ProductDocumentEntry {
  title: string;
  type: DocumentType;
  /** The type's public name in the answer's language. */
  typeName: string;
  /** Public: downloadable on the product's page; on request: sent once staff approve a request. */
  availability: "public" | "on-request";
  /** The country a CoPP or a registration certificate is for (ISO code); null for the others. */
  country: string | null;
  /** A fictional sample document of a new site. */
  sample: boolean;
}

export interface ProductRegistrationEntry {
  countryCode: string;
  country: string;
  status: RegistrationStatus;
  statusText: string;
  number: string | null;
  /** YYYY-MM-DD, or null when none is on record. */
  validUntil: string | null;
  /** Where the registration certificate is in the document library: public, on request, or not there. */
  certificate: "public" | "on-request" | null;
  sample: boolean;
}

/** The commercial facts as stored (machine values); `facts` words them in the answer's language. */
export type CommercialFacts = Pick<ProductFieldValues, FactFieldKey | "moqUnit">;
/** Their fields in the field table's order: the facts and the minimum order's unit. */
export const COMMERCIAL_KEYS = PRODUCT_FIELD_KEYS.filter((key): key is keyof CommercialFacts => key === "moqUnit" || (FACT_FIELD_KEYS as readonly string[]).includes(key));

export interface ProductDetail extends ProductSummary {
  descriptionList: string[];
  keyBenefits: string[];
  uses: string[];
  commercial: CommercialFacts;
  /** The commercial facts as the product page's table words them. */
  facts: Array<{ field: string; label: string; value: string }>;
  documents: ProductDocumentEntry[];
  registrations: ProductRegistrationEntry[];
}

export interface SearchResult {
  language: Locale;
  query: { q: string; category: string | null; form: string | null; country: string | null };
  total: number;
  page: number;
  pageCount: number;
  limit: number;
  products: ProductSummary[];
}

export interface CategoryEntry extends Term {
  /** Published products in it. */
  count: number;
  /** The category's page in the answer's language. */
  url: string;
}

/** A product found by a search, with its standing in the country asked for (null: none asked). */
export interface FoundProduct {
  product: Product;
  standing: CountryStanding | null;
}

export interface PublicCatalogueDeps {
  catalogue: Catalogue;
  registrations: ProductRegistrations;
  vocabulary: CatalogueVocabulary;
  /**
   * The documents domain's part, handed over by the services container: a product's documents
   * the public may see, as the pages show them (with their country's code), and its
   * registration certificates by country.
   */
  documents: {
    forProduct(productId: string, locale: Locale): Array<PublicDocument & { countryCode: string | null }>;
    certificates(productId: string, locale: Locale): ReadonlyMap<string, CertificateOffer>;
  };
  siteUrl: string;
}

export class PublicCatalogue {
  constructor(private readonly deps: PublicCatalogueDeps) {}

  /**
   * The products whose texts hold every word of `q` in any language (the catalogue's search,
   * decision 0045), best first, within the filters; with a country, only those registered there
   * or in process (decision 0057). Filters are keys and codes already checked.
   */
  find(query: { q: string; category?: string; form?: string; country?: string }): FoundProduct[] {
    const { catalogue, registrations } = this.deps;
    const found = catalogue.searchProducts({ q: query.q, category: query.category, form: query.form });
    const country = query.country;
    if (!country) return found.map((product) => ({ product, standing: null }));
    return found.flatMap((product) => {
      const standing = registrations.statusIn(catalogue.getProductId(product.slug), country);
      return standing ? [{ product, standing }] : [];
    });
  }

  /** A search as a client sent it: each value checked, a clear message per field for a bad one. */
  search(input: CatalogueSearch): Outcome<SearchResult> {
    const { catalogue } = this.deps;
    const errors: Record<string, string> = {};
    const q = (input.q ?? "").replace(/\s+/g, " ").trim();
    if (q.length > MAX_QUERY_LENGTH) errors.q = `The search may be at most ${MAX_QUERY_LENGTH} characters`;
    const category = input.category?.trim() ? catalogue.findCategory(input.category) : undefined;
    if (category === null) errors.category = `Unknown category "${input.category}": one of ${this.deps.vocabulary.keys("category").join(", ")}`;
    const form = input.form?.trim() ? catalogue.findDosageForm(input.form) : undefined;
    if (form === null) errors.form = `Unknown dosage form "${input.form}": one of ${this.deps.vocabulary.keys("dosageForm").join(", ")}`;
    const country = input.country?.trim() ? (resolveCountry(input.country)?.code ?? null) : undefined;
    if (country === null) errors.country = `Unknown country "${input.country}": give its ISO 3166 code (KE) or its name`;
    const page = input.page ?? 1;
    if (!Number.isInteger(page) || page < 1) errors.page = "The page must be a whole number, 1 or more";
    const limit = input.limit ?? SEARCH_LIMIT_DEFAULT;
    if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_LIMIT_MAX) errors.limit = `The limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`;
    if (Object.keys(errors).length > 0) return invalid(errors);

    const language = input.language ?? "en";
    const found = this.find({ q, category: category ?? undefined, form: form ?? undefined, country: country ?? undefined });
    const dictionary = this.dictionary(language);
    const shown = found.slice((page - 1) * limit, page * limit);
    return ok({
      language,
      query: { q, category: category ?? null, form: form ?? null, country: country ?? null },
      total: found.length,
      page,
      pageCount: Math.max(1, Math.ceil(found.length / limit)),
      limit,
      products: shown.map(({ product, standing }) => ({ ...this.summary(dictionary, product), ...(standing ? { registration: standing } : {}) })),
    });
  }

  /**
   * A product by its slug (any case), or by a slug it had before a rename (`moved`: the answer
   * names the current one), in `language`: the page's facts, its documents the public may see
   * (titles and types, never a file of a document that is not public) and its registrations.
   */
  product(slug: string, language: Locale = "en"): Outcome<{ product: ProductDetail; moved: boolean }> {
    const { catalogue, registrations, documents } = this.deps;
    const direct = catalogue.getProductBySlug(slug);
    const moved = direct ? null : catalogue.findRedirect(slug);
    const found = direct ?? (moved ? catalogue.getProductBySlug(moved) : null);
    const id = found && catalogue.getProductId(found.slug);
    if (!found || !id) return notFound(PRODUCT_NOT_FOUND);
    const product = catalogue.localize(found, language);
    const dictionary = this.dictionary(language);
    const typeNames = dictionary.messages.documents.types;
    const certificates = documents.certificates(id, language);
    const statusTexts = dictionary.registrations.statuses;
    return ok({
      moved: moved !== null,
      product: {
        ...this.summary(dictionary, product),
        descriptionList: product.descriptionList,
        keyBenefits: product.keyBenefits,
        uses: product.uses,
        commercial: Object.fromEntries(COMMERCIAL_KEYS.map((key) => [key, product[key]])) as CommercialFacts,
        facts: productFacts(product, language),
        documents: documents
          .forProduct(id, language)
          .filter((document) => document.download !== null || document.onRequest)
          .map((document) => ({
            title: document.title,
            type: document.type,
            typeName: typeNames[document.type],
            availability: document.download !== null ? "public" : "on-request",
            country: document.countryCode,
            sample: document.sample,
          })),
        registrations: registrations
          .forProduct(id)
          .map((registration) => {
            const offer = certificates.get(registration.countryCode);
            return {
              countryCode: registration.countryCode,
              country: localCountryName(registration.countryCode, language) ?? registration.countryCode,
              status: registration.status,
              statusText: statusTexts[registration.status],
              number: registration.number,
              validUntil: registration.validUntil,
              certificate: offer === undefined ? null : offer === "on-request" ? "on-request" : "public",
              sample: registration.sample,
            } satisfies ProductRegistrationEntry;
          })
          .sort((a, b) => a.country.localeCompare(b.country, language)),
      },
    });
  }

  /** The categories that have published products, in the managed list's order. */
  categories(language: Locale = "en"): CategoryEntry[] {
    const dictionary = this.dictionary(language);
    return this.deps.catalogue.listCategories().map(({ title, count }) => ({
      key: title,
      name: categoryName(dictionary, title),
      count,
      url: canonicalUrl(this.deps.siteUrl, sitePath("category", { category: title, locale: language })),
    }));
  }

  /** The texts and the managed lists' names of a language. */
  dictionary(language: Locale): Dictionary {
    return withTerms(language, this.deps.vocabulary.termsFor(language));
  }

  private summary(dictionary: Dictionary, product: Product): ProductSummary {
    return {
      slug: product.slug,
      name: product.name,
      composition: product.composition,
      category: { key: product.category, name: categoryName(dictionary, product.category) },
      dosageForm: { key: product.dosageForm, name: dosageFormName(dictionary, product.dosageForm) },
      packSize: packSizeIn(dictionary, product.packSize),
      url: canonicalUrl(this.deps.siteUrl, sitePath("product", { slug: product.slug, locale: dictionary.locale })),
    };
  }
}
