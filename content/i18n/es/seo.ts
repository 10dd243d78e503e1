/** Spanish title and meta description of each public page (titles under 60, descriptions 120-160). */
import { site } from "../../../app/config/site";
import { certifications, inSpanish } from "./words";
import type { PageSeo, PublicPage } from "../../site/seo";

const brand = site.shortName;
const city = "{city}";

export const pageSeo: Record<PublicPage, PageSeo> = {
  home: {
    title: `${brand} | Exportador farmacéutico, ${city}`,
    description: `Productos farmacéuticos, nutracéuticos y cosméticos ${certifications}, exportados a ${inSpanish(site.market).toLowerCase()} desde ${city}. Cotización en ${site.quoteTurnaroundHours} horas.`,
  },
  about: {
    title: `Acerca de nosotros | ${brand}`,
    description: `Desde {established}, ${brand} abastece a importadores con medicamentos de calidad, con el respaldo de la fabricación por contrato y la experiencia regulatoria.`,
  },
  globalPresence: {
    title: `Presencia global | ${brand}`,
    description: "Conozca los países que atendemos en África, Asia, Medio Oriente, la CEI y América Latina, con soporte regulatorio, logístico y de co-marketing.",
  },
  services: {
    title: `Servicios | ${brand}`,
    description: "Fabricación por contrato y a terceros, licitaciones institucionales y servicios regulatorios para importadores y distribuidores farmacéuticos.",
  },
  products: {
    title: `Productos | ${brand}`,
    description: `Explore ${site.productCountClaim} productos farmacéuticos, nutracéuticos y cosméticos: tabletas, cápsulas, jarabes, inyectables, suplementos y cuidado de la piel.`,
  },
  contact: {
    title: `Contacto | ${brand}`,
    description: `Contacte a nuestro equipo de exportación en ${city} por teléfono, correo o formulario, y reciba una cotización comercial detallada en ${site.quoteTurnaroundHours} horas.`,
  },
  compliance: {
    title: `Calidad y cumplimiento | ${brand}`,
    description: "Nuestros certificados BPM-OMS e ISO 9001 y licencia de fabricación, con número, emisor y vigencia, y un enlace para verificar cada uno con su emisor.",
  },
};
