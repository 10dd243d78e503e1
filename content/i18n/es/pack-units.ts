/** Spanish words of the units a pack is counted in (app/catalogue/pack-size.ts). */
import type { PackUnits } from "../../../app/catalogue/pack-size";

export const packUnits: PackUnits = {
  tab: { one: "tableta", other: "tabletas" },
  cap: { one: "cápsula", other: "cápsulas" },
  vial: { one: "vial", other: "viales" },
  sachet: { one: "sobre", other: "sobres" },
};
