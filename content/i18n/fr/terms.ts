/**
 * French names of the catalogue's categories (as catalogue headings) and dosage forms. Each
 * dosage form keeps a distinct name, since the search form lists them side by side.
 */
import type { CatalogueTerms } from "../types";

export const terms: CatalogueTerms = {
  categories: {
    Pharmaceuticals: "Produits pharmaceutiques",
    Nutraceuticals: "Nutraceutiques",
    Cosmetic: "Cosmétiques",
  },
  dosageForms: {
    Soap: "Savon",
    Powder: "Poudre",
    Syrup: "Sirop",
    "Dry Syrup": "Poudre pour suspension buvable",
    Capsules: "Gélules",
    "Softgel Capsules": "Capsules molles",
    "Sustained Release Capsules": "Gélules à libération prolongée",
    Tablets: "Comprimés",
    "Bilayer Tablets": "Comprimés bicouches",
    "Extended Release Tablets": "Comprimés à libération prolongée",
    "Sustained Release Tablets": "Comprimés à libération soutenue",
    "Effervescent Tablets": "Comprimés effervescents",
    Suspension: "Suspension buvable",
    Drops: "Gouttes",
    Sachet: "Sachet",
    Injection: "Injectable",
    "Topical Gel": "Gel topique",
  },
};
