/** French words of the units a pack is counted in (app/catalogue/pack-size.ts). */
import type { PackUnits } from "../../../app/catalogue/pack-size";

export const packUnits: PackUnits = {
  tab: { one: "comprimé", other: "comprimés" },
  cap: { one: "gélule", other: "gélules" },
  vial: { one: "flacon", other: "flacons" },
  sachet: { one: "sachet", other: "sachets" },
};
