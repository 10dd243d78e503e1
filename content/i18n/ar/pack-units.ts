/**
 * Arabic words of the units a pack is counted in (app/catalogue/pack-size.ts), by the number's
 * agreement: 1 قرص، 2 قرصان، 3 إلى 10 أقراص، 11 إلى 99 قرصًا، 100 قرص.
 */
import type { PackUnits } from "../../../app/catalogue/pack-size";

export const packUnits: PackUnits = {
  tab: { zero: "أقراص", one: "قرص", two: "قرصان", few: "أقراص", many: "قرصًا", other: "قرص" },
  cap: { zero: "كبسولات", one: "كبسولة", two: "كبسولتان", few: "كبسولات", many: "كبسولة", other: "كبسولة" },
  vial: { zero: "قوارير", one: "قارورة", two: "قارورتان", few: "قوارير", many: "قارورة", other: "قارورة" },
  sachet: { zero: "أكياس", one: "كيس", two: "كيسان", few: "أكياس", many: "كيسًا", other: "كيس" },
};
