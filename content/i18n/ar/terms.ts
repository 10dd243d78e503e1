/** Arabic names of the catalogue's categories and dosage forms (URLs keep the English). */
import type { CatalogueTerms } from "../types";

export const terms: CatalogueTerms = {
  categories: {
    Pharmaceuticals: "المستحضرات الصيدلانية",
    Nutraceuticals: "المكملات الغذائية",
    Cosmetic: "مستحضرات التجميل",
  },
  dosageForms: {
    Soap: "صابون",
    Powder: "مسحوق",
    Syrup: "شراب",
    "Dry Syrup": "مسحوق لتحضير معلق فموي",
    Capsules: "كبسولات",
    "Softgel Capsules": "كبسولات جيلاتينية رخوة",
    "Sustained Release Capsules": "كبسولات مستدامة الإطلاق",
    Tablets: "أقراص",
    "Bilayer Tablets": "أقراص ثنائية الطبقة",
    "Extended Release Tablets": "أقراص ممتدة الإطلاق",
    "Sustained Release Tablets": "أقراص مستدامة الإطلاق",
    "Effervescent Tablets": "أقراص فوارة",
    Suspension: "معلق فموي",
    Drops: "قطرات",
    Sachet: "أكياس",
    Injection: "حقن",
    "Topical Gel": "جل موضعي",
  },
};
