/** Russian names of the catalogue's categories and dosage forms (URLs keep the English). */
import type { CatalogueTerms } from "../types";

export const terms: CatalogueTerms = {
  categories: {
    Pharmaceuticals: "Лекарственные препараты",
    Nutraceuticals: "Нутрицевтики",
    Cosmetic: "Косметические средства",
  },
  dosageForms: {
    Soap: "Мыло",
    Powder: "Порошок",
    Syrup: "Сироп",
    "Dry Syrup": "Порошок для приготовления суспензии для приёма внутрь",
    Capsules: "Капсулы",
    "Softgel Capsules": "Мягкие капсулы",
    // "Sustained release" reads as the traditional «пролонгированного действия», so that it stays
    // distinct from "Extended release" («с пролонгированным высвобождением»).
    "Sustained Release Capsules": "Капсулы пролонгированного действия",
    Tablets: "Таблетки",
    "Bilayer Tablets": "Двухслойные таблетки",
    "Extended Release Tablets": "Таблетки с пролонгированным высвобождением",
    "Sustained Release Tablets": "Таблетки пролонгированного действия",
    "Effervescent Tablets": "Шипучие таблетки",
    Suspension: "Суспензия",
    Drops: "Капли",
    Sachet: "Саше",
    Injection: "Препараты для инъекций",
    "Topical Gel": "Гель для наружного применения",
  },
};
