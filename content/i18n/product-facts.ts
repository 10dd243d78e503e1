/**
 * The product page's commercial facts in the site's first five languages, one file for the
 * feature: a fact's label, how its value is written (by the count's plural form where it has a
 * number) and the names of its choices. A field marked `facts` in app/schemas/product-fields.ts
 * needs its entry here in each language, and the types refuse a missing one (decision 0055).
 * Each language's folder hands its texts on (`Translation["productFacts"]`); a language added
 * later brings its own there.
 */
import type { FactFieldKey } from "../../app/schemas/product-fields";
import type { OrderUnit, Pharmacopoeia, StorageCondition } from "../../app/schemas/product-vocabulary";

/** A text by the plural form of the number it goes with (Intl.PluralRules); `other` when the form has none of its own. */
export type PluralTexts = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface FactText {
  label: string;
  /** The value's words: `{value}`, and a paired field by its name (`{moqUnit}`); the value alone when absent. */
  value?: PluralTexts;
  /** What the line says when the field is blank; without it a blank field is left out. */
  blank?: string;
}

export interface ProductFactTexts {
  /** The section's heading and the table's caption. */
  heading: string;
  fields: Record<FactFieldKey, FactText>;
  /** The names of the choices, by field; a unit by the plural form of the quantity before it. */
  options: {
    moqUnit: Record<OrderUnit, PluralTexts>;
    storageConditions: Record<StorageCondition, string>;
    pharmacopoeia: Record<Pharmacopoeia, string>;
    /** Shown only when samples can be sent. */
    samplesAvailable: { true: string };
  };
}

const en: ProductFactTexts = {
  heading: "Ordering information",
  fields: {
    moq: { label: "Minimum order", value: { other: "{value} {moqUnit}" } },
    leadTimeDays: { label: "Lead time", value: { one: "{value} day", other: "{value} days" } },
    shelfLifeMonths: { label: "Shelf life", value: { one: "{value} month", other: "{value} months" } },
    storageConditions: { label: "Storage" },
    hsCode: { label: "HS code" },
    pharmacopoeia: { label: "Pharmacopoeia standard" },
    manufacturerName: { label: "Manufacturer", blank: "On request" },
    manufacturerSite: { label: "Manufacturing site" },
    samplesAvailable: { label: "Samples" },
  },
  options: {
    moqUnit: {
      packs: { one: "pack", other: "packs" },
      boxes: { one: "box", other: "boxes" },
      cartons: { one: "carton", other: "cartons" },
      bottles: { one: "bottle", other: "bottles" },
      units: { one: "unit", other: "units" },
      kg: { other: "kg" },
      litres: { one: "litre", other: "litres" },
    },
    storageConditions: {
      "Store below 25 °C": "Store below 25 °C",
      "Store below 30 °C": "Store below 30 °C",
      "Store below 25 °C, protected from light and moisture": "Store below 25 °C, protected from light and moisture",
      "Store below 30 °C, protected from light and moisture": "Store below 30 °C, protected from light and moisture",
      "Store at 2 °C to 8 °C; do not freeze": "Store at 2 °C to 8 °C; do not freeze",
    },
    pharmacopoeia: {
      IP: "IP (Indian Pharmacopoeia)",
      BP: "BP (British Pharmacopoeia)",
      USP: "USP (United States Pharmacopeia)",
      "Ph. Eur.": "Ph. Eur. (European Pharmacopoeia)",
      None: "None (the manufacturer's specification)",
    },
    samplesAvailable: { true: "Available" },
  },
};

const fr: ProductFactTexts = {
  heading: "Informations de commande",
  fields: {
    moq: { label: "Commande minimale", value: { other: "{value} {moqUnit}" } },
    leadTimeDays: { label: "Délai d'expédition", value: { one: "{value} jour", other: "{value} jours" } },
    shelfLifeMonths: { label: "Durée de conservation", value: { other: "{value} mois" } },
    storageConditions: { label: "Conservation" },
    hsCode: { label: "Code SH" },
    pharmacopoeia: { label: "Norme de pharmacopée" },
    manufacturerName: { label: "Fabricant", blank: "Sur demande" },
    manufacturerSite: { label: "Site de fabrication" },
    samplesAvailable: { label: "Échantillons" },
  },
  options: {
    moqUnit: {
      packs: { one: "paquet", other: "paquets" },
      boxes: { one: "boîte", other: "boîtes" },
      cartons: { one: "carton", other: "cartons" },
      bottles: { one: "flacon", other: "flacons" },
      units: { one: "unité", other: "unités" },
      kg: { other: "kg" },
      litres: { one: "litre", other: "litres" },
    },
    storageConditions: {
      "Store below 25 °C": "À conserver à une température inférieure à 25 °C",
      "Store below 30 °C": "À conserver à une température inférieure à 30 °C",
      "Store below 25 °C, protected from light and moisture": "À conserver à une température inférieure à 25 °C, à l'abri de la lumière et de l'humidité",
      "Store below 30 °C, protected from light and moisture": "À conserver à une température inférieure à 30 °C, à l'abri de la lumière et de l'humidité",
      "Store at 2 °C to 8 °C; do not freeze": "À conserver entre 2 °C et 8 °C ; ne pas congeler",
    },
    pharmacopoeia: {
      IP: "IP (Pharmacopée indienne)",
      BP: "BP (Pharmacopée britannique)",
      USP: "USP (Pharmacopée des États-Unis)",
      "Ph. Eur.": "Ph. Eur. (Pharmacopée européenne)",
      None: "Aucune (spécification du fabricant)",
    },
    samplesAvailable: { true: "Disponibles" },
  },
};

const es: ProductFactTexts = {
  heading: "Información para el pedido",
  fields: {
    moq: { label: "Pedido mínimo", value: { other: "{value} {moqUnit}" } },
    leadTimeDays: { label: "Plazo de despacho", value: { one: "{value} día", other: "{value} días" } },
    shelfLifeMonths: { label: "Vida útil", value: { one: "{value} mes", other: "{value} meses" } },
    storageConditions: { label: "Almacenamiento" },
    hsCode: { label: "Código SA" },
    pharmacopoeia: { label: "Farmacopea de referencia" },
    manufacturerName: { label: "Fabricante", blank: "A petición" },
    manufacturerSite: { label: "Planta de fabricación" },
    samplesAvailable: { label: "Muestras" },
  },
  options: {
    moqUnit: {
      packs: { one: "paquete", other: "paquetes" },
      boxes: { one: "caja", other: "cajas" },
      cartons: { one: "cartón", other: "cartones" },
      bottles: { one: "frasco", other: "frascos" },
      units: { one: "unidad", other: "unidades" },
      kg: { other: "kg" },
      litres: { one: "litro", other: "litros" },
    },
    storageConditions: {
      "Store below 25 °C": "Conservar por debajo de 25 °C",
      "Store below 30 °C": "Conservar por debajo de 30 °C",
      "Store below 25 °C, protected from light and moisture": "Conservar por debajo de 25 °C, protegido de la luz y la humedad",
      "Store below 30 °C, protected from light and moisture": "Conservar por debajo de 30 °C, protegido de la luz y la humedad",
      "Store at 2 °C to 8 °C; do not freeze": "Conservar entre 2 °C y 8 °C; no congelar",
    },
    pharmacopoeia: {
      IP: "IP (Farmacopea de la India)",
      BP: "BP (Farmacopea Británica)",
      USP: "USP (Farmacopea de los Estados Unidos)",
      "Ph. Eur.": "Ph. Eur. (Farmacopea Europea)",
      None: "Ninguna (especificación del fabricante)",
    },
    samplesAvailable: { true: "Disponibles" },
  },
};

const ru: ProductFactTexts = {
  heading: "Условия заказа",
  fields: {
    moq: { label: "Минимальный заказ", value: { other: "{value} {moqUnit}" } },
    leadTimeDays: { label: "Срок отгрузки", value: { one: "{value} день", few: "{value} дня", many: "{value} дней", other: "{value} дня" } },
    shelfLifeMonths: { label: "Срок годности", value: { one: "{value} месяц", few: "{value} месяца", many: "{value} месяцев", other: "{value} месяца" } },
    storageConditions: { label: "Условия хранения" },
    hsCode: { label: "Код ГС (HS)" },
    pharmacopoeia: { label: "Фармакопейный стандарт" },
    manufacturerName: { label: "Производитель", blank: "По запросу" },
    manufacturerSite: { label: "Производственная площадка" },
    samplesAvailable: { label: "Образцы" },
  },
  options: {
    moqUnit: {
      packs: { one: "упаковка", few: "упаковки", many: "упаковок", other: "упаковки" },
      boxes: { one: "коробка", few: "коробки", many: "коробок", other: "коробки" },
      cartons: { one: "ящик", few: "ящика", many: "ящиков", other: "ящика" },
      bottles: { one: "флакон", few: "флакона", many: "флаконов", other: "флакона" },
      units: { one: "штука", few: "штуки", many: "штук", other: "штуки" },
      kg: { other: "кг" },
      litres: { one: "литр", few: "литра", many: "литров", other: "литра" },
    },
    storageConditions: {
      "Store below 25 °C": "Хранить при температуре ниже 25 °C",
      "Store below 30 °C": "Хранить при температуре ниже 30 °C",
      "Store below 25 °C, protected from light and moisture": "Хранить при температуре ниже 25 °C в защищённом от света и влаги месте",
      "Store below 30 °C, protected from light and moisture": "Хранить при температуре ниже 30 °C в защищённом от света и влаги месте",
      "Store at 2 °C to 8 °C; do not freeze": "Хранить при температуре от 2 °C до 8 °C; не замораживать",
    },
    pharmacopoeia: {
      IP: "IP (Фармакопея Индии)",
      BP: "BP (Британская фармакопея)",
      USP: "USP (Фармакопея США)",
      "Ph. Eur.": "Ph. Eur. (Европейская фармакопея)",
      None: "Нет (спецификация производителя)",
    },
    samplesAvailable: { true: "Предоставляются" },
  },
};

const ar: ProductFactTexts = {
  heading: "معلومات الطلب",
  fields: {
    moq: { label: "الحد الأدنى للطلب", value: { other: "{value} {moqUnit}" } },
    leadTimeDays: { label: "مهلة الشحن", value: { one: "{value} يوم", two: "{value} يوم", few: "{value} أيام", many: "{value} يومًا", other: "{value} يوم" } },
    shelfLifeMonths: { label: "مدة الصلاحية", value: { one: "{value} شهر", two: "{value} شهر", few: "{value} أشهر", many: "{value} شهرًا", other: "{value} شهر" } },
    storageConditions: { label: "ظروف التخزين" },
    hsCode: { label: "رمز النظام المنسق (HS)" },
    pharmacopoeia: { label: "دستور الأدوية المعتمد" },
    manufacturerName: { label: "الشركة المصنّعة", blank: "عند الطلب" },
    manufacturerSite: { label: "موقع التصنيع" },
    samplesAvailable: { label: "العينات" },
  },
  options: {
    moqUnit: {
      packs: { few: "عبوات", other: "عبوة" },
      boxes: { few: "علب", other: "علبة" },
      cartons: { few: "كراتين", other: "كرتونة" },
      bottles: { few: "زجاجات", other: "زجاجة" },
      units: { few: "وحدات", other: "وحدة" },
      kg: { other: "كغ" },
      litres: { few: "لترات", other: "لتر" },
    },
    storageConditions: {
      "Store below 25 °C": "يُحفظ في درجة حرارة أقل من 25 °م",
      "Store below 30 °C": "يُحفظ في درجة حرارة أقل من 30 °م",
      "Store below 25 °C, protected from light and moisture": "يُحفظ في درجة حرارة أقل من 25 °م بعيدًا عن الضوء والرطوبة",
      "Store below 30 °C, protected from light and moisture": "يُحفظ في درجة حرارة أقل من 30 °م بعيدًا عن الضوء والرطوبة",
      "Store at 2 °C to 8 °C; do not freeze": "يُحفظ بين 2 °م و8 °م؛ لا يُجمَّد",
    },
    pharmacopoeia: {
      IP: "IP (دستور الأدوية الهندي)",
      BP: "BP (دستور الأدوية البريطاني)",
      USP: "USP (دستور الأدوية الأمريكي)",
      "Ph. Eur.": "Ph. Eur. (دستور الأدوية الأوروبي)",
      None: "لا يوجد (مواصفات الشركة المصنّعة)",
    },
    samplesAvailable: { true: "متوفرة" },
  },
};

export const productFactTexts = { en, fr, es, ru, ar };
