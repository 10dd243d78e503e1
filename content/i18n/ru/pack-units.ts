/** Russian words of the units a pack is counted in (app/catalogue/pack-size.ts): 1 таблетка, 3 таблетки, 10 таблеток. */
import type { PackUnits } from "../../../app/catalogue/pack-size";

export const packUnits: PackUnits = {
  tab: { one: "таблетка", few: "таблетки", many: "таблеток", other: "таблетки" },
  cap: { one: "капсула", few: "капсулы", many: "капсул", other: "капсулы" },
  vial: { one: "флакон", few: "флакона", many: "флаконов", other: "флакона" },
  sachet: { one: "саше", other: "саше" },
};
