/** French title and meta description of each public page (titles under 60, descriptions 120 to 160 characters). */
import { site } from "../../../app/config/site";
import { certifications, marketInFrench } from "./words";
import type { PageSeo, PublicPage } from "../../site/seo";

const brand = site.shortName;
const city = "{city}";
const market = marketInFrench(site.market).where;

export const pageSeo: Record<PublicPage, PageSeo> = {
  home: {
    title: `${brand} | Exportateur pharmaceutique, ${city}`,
    description: `Produits pharmaceutiques, nutraceutiques et cosmétiques certifiés ${certifications}, exportés ${market} depuis ${city}. Devis sous ${site.quoteTurnaroundHours}\u00A0h.`,
  },
  about: {
    title: `À propos | ${brand}`,
    description: `Depuis {established}, ${brand} fournit aux importateurs des médicaments de qualité, forte de son expertise en fabrication à façon et en affaires réglementaires.`,
  },
  globalPresence: {
    title: `Présence internationale | ${brand}`,
    description: "Les pays que nous desservons en Afrique, en Asie, au Moyen-Orient, dans la CEI et en Amérique latine, avec un appui réglementaire, logistique et marketing.",
  },
  services: {
    title: `Services | ${brand}`,
    description: "Fabrication à façon et en marque blanche, appels d'offres institutionnels et accompagnement réglementaire pour importateurs et distributeurs pharmaceutiques.",
  },
  products: {
    title: `Produits | ${brand}`,
    description: `Parcourez nos ${site.productCountClaim} produits pharmaceutiques, nutraceutiques et cosmétiques\u00A0: comprimés, gélules, sirops, injectables, compléments et soins de la peau.`,
  },
  contact: {
    title: `Nous contacter | ${brand}`,
    description: `Contactez notre équipe export à ${city} par téléphone, par e-mail ou via le formulaire, et recevez un devis commercial détaillé sous ${site.quoteTurnaroundHours} heures.`,
  },
  compliance: {
    title: `Qualité et conformité | ${brand}`,
    description: "Nos certificats BPF-OMS et ISO 9001 et notre licence de fabrication : numéros, émetteurs, validité et un lien pour vérifier chacun auprès de son émetteur.",
  },
};
