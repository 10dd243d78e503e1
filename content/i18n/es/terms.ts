/** Spanish names of the catalogue's categories (plural headings) and dosage forms. */
import type { CatalogueTerms } from "../types";

export const terms: CatalogueTerms = {
  categories: {
    Pharmaceuticals: "Productos farmacéuticos",
    Nutraceuticals: "Nutracéuticos",
    Cosmetic: "Cosméticos",
  },
  dosageForms: {
    Soap: "Jabón",
    Powder: "Polvo",
    Syrup: "Jarabe",
    "Dry Syrup": "Polvo para suspensión oral",
    Capsules: "Cápsulas",
    "Softgel Capsules": "Cápsulas blandas",
    "Sustained Release Capsules": "Cápsulas de liberación sostenida",
    Tablets: "Tabletas",
    "Bilayer Tablets": "Tabletas bicapa",
    "Extended Release Tablets": "Tabletas de liberación prolongada",
    "Sustained Release Tablets": "Tabletas de liberación sostenida",
    "Effervescent Tablets": "Tabletas efervescentes",
    Suspension: "Suspensión",
    Drops: "Gotas",
    Sachet: "Sobres",
    Injection: "Inyectable",
    "Topical Gel": "Gel tópico",
  },
};
