/**
 * The labels of the product page's details table in the site's first five languages, one file
 * for the feature (as the commercial facts, decision 0055): a field marked `details` in
 * app/schemas/product-fields.ts gets its label here once for all of them, and the types refuse a
 * missing one. A language added later brings its own labels in its folder's index
 * (`Translation["productDetails"]`).
 */
import type { DetailFieldKey } from "../../app/schemas/product-fields";

export type ProductDetailLabels = Record<DetailFieldKey, string>;

const en: ProductDetailLabels = { dosageForm: "Dosage Form", packSize: "Pack Size" };
const fr: ProductDetailLabels = { dosageForm: "Forme galénique", packSize: "Conditionnement" };
const es: ProductDetailLabels = { dosageForm: "Forma farmacéutica", packSize: "Presentación" };
const ru: ProductDetailLabels = { dosageForm: "Лекарственная форма", packSize: "Фасовка" };
const ar: ProductDetailLabels = { dosageForm: "الشكل الصيدلاني", packSize: "حجم العبوة" };

export const productDetailLabels = { en, fr, es, ru, ar };
