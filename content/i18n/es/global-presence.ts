/** Spanish copy for the Global Presence page: where we ship and how we support each market. */
import { site } from "../../../app/config/site";
import { certifications } from "./words";
import type { PageBanner } from "../../site/about";
import type { Region } from "../../site/global-presence";
import type { Link, SectionIntro, TitledText } from "../../site/home";
import type { PageSeo } from "../../../app/seo/seo";

export const globalPresenceBanner: PageBanner = {
  heading: "Presencia global",
  text: `Medicamentos, suplementos y productos de cuidado personal desde {city}, entregados a socios en seis regiones del mundo.`,
  image: "/art/global-banner.svg",
  imageAlt: "Ilustración de un globo terráqueo rodeado de rutas marítimas y de carga aérea",
};

/** The same regions and countries as in English, with their standard Spanish names. */
export const regions: Region[] = [
  {
    name: "África",
    countries: [
      "Nigeria",
      "Ghana",
      "Costa de Marfil",
      "Senegal",
      "Sierra Leona",
      "Liberia",
      "Camerún",
      "República Democrática del Congo",
      "Kenia",
      "Uganda",
      "Tanzania",
      "Ruanda",
      "Etiopía",
      "Sudán",
      "Zambia",
      "Zimbabue",
      "Malaui",
      "Mozambique",
      "Madagascar",
      "Sudáfrica",
    ],
  },
  {
    name: "Asia",
    countries: [
      "Afganistán",
      "Nepal",
      "Bután",
      "Bangladesh",
      "Sri Lanka",
      "Myanmar",
      "Camboya",
      "Laos",
      "Vietnam",
      "Malasia",
      "Indonesia",
      "Filipinas",
      "Mongolia",
    ],
  },
  {
    name: "Medio Oriente",
    countries: [
      "Emiratos Árabes Unidos",
      "Arabia Saudita",
      "Omán",
      "Kuwait",
      "Irak",
      "Jordania",
      "Líbano",
      "Yemen",
    ],
  },
  {
    name: "CEI y Europa",
    countries: [
      "Rusia",
      "Ucrania",
      "Bielorrusia",
      "Moldavia",
      "Georgia",
      "Azerbaiyán",
      "Kazajistán",
      "Uzbekistán",
      "Kirguistán",
      "Tayikistán",
    ],
  },
  {
    name: "América Latina y el Caribe",
    countries: [
      "Guatemala",
      "Honduras",
      "República Dominicana",
      "Jamaica",
      "Colombia",
      "Venezuela",
      "Guyana",
      "Ecuador",
      "Perú",
      "Bolivia",
    ],
  },
  {
    name: "Oceanía",
    countries: ["Papúa Nueva Guinea", "Fiji", "Islas Salomón"],
  },
];

/** Every country we ship to, in region order; pages that need a count read its length. */
export const countriesServed: string[] = regions.flatMap((region) => region.countries);

export const globalPresenceNarrative = {
  heading: "Un socio de suministro confiable en todos los continentes",
  paragraphs: [
    `Desde nuestra base en {city}, {name} envía formulaciones terminadas a ${countriesServed.length} países de ${regions.length} regiones. Entre nuestros compradores hay distribuidores nacionales, grupos hospitalarios privados, cadenas de farmacias, organizaciones no gubernamentales y agencias de compras públicas.`,
    "Cada mercado tiene sus propias normas de registro, idioma de etiquetado, zona climática y presentaciones preferidas. Llevamos un registro de estos requisitos para cada país que atendemos, de modo que un pedido repetido se prepara correctamente sin que usted tenga que volver a indicarlos.",
    `Como todos nuestros productos provienen de plantas con certificación ${certifications} y se envían con la documentación completa de cada lote, nuestros embarques superan el despacho aduanero y los análisis posteriores a la importación con pocas sorpresas, incluso en los mercados más estrictamente regulados.`,
  ],
};

export const presenceBlocks: TitledText[] = [
  {
    title: "Fabricación y suministro a la medida del cliente",
    text: "Fabricamos según su especificación registrada, su marca y su diseño de empaque, y mantenemos inventario de seguridad o programamos entregas escalonadas para que sus anaqueles y sus compromisos de licitación nunca queden desabastecidos.",
  },
  {
    title: "Comercialización conjunta",
    text: "Para los socios que desean construir un portafolio con rapidez, ofrecemos acuerdos de comercialización conjunta (co-marketing) en productos seleccionados: registros compartidos, material promocional adaptado a cada mercado y planificación conjunta de los volúmenes de lanzamiento.",
  },
  {
    title: "Soporte regulatorio",
    text: "Nuestra área regulatoria prepara expedientes CTD y ACTD, gestiona certificados de producto farmacéutico (CPP) y de libre venta, y responde a los requerimientos de la autoridad hasta que cada producto es aprobado.",
  },
  {
    title: "Logística",
    text: "Consolidamos la carga de varias plantas, reservamos flete aéreo o marítimo con la temperatura adecuada y gestionamos el seguro y los documentos legalizados para que los envíos lleguen sin interrupciones de la fábrica al puerto de descarga.",
  },
];

export const globalPresenceMap = {
  image: "/art/world-map.svg",
  imageAlt: `Mapa mundial de nuestras rutas de exportación desde {city} hacia socios en África, Asia, Medio Oriente, la CEI, América Latina y Oceanía`,
} satisfies { image: `/art/${string}.svg`; imageAlt: string };

export const globalPresenceCta = {
  heading: "¿Busca un proveedor para su mercado?",
  text: `Indíquenos su país, productos y volúmenes, y le confirmaremos los requisitos de registro, los plazos de entrega y los precios en una cotización en un plazo de ${site.quoteTurnaroundHours} horas.`,
  button: { label: "Contáctenos hoy", page: "contact" },
} satisfies { heading: string; text: string; button: Link };

/** Heads of the Global Presence page's sections. */
export const globalPresenceSections = {
  countries: {
    eyebrow: "Países que atendemos",
    heading: `Suministro a ${countriesServed.length} países en ${regions.length} regiones`,
    text: "Mercados donde hoy nuestros productos están registrados, se adjudican en licitaciones o se distribuyen.",
  },
  support: {
    eyebrow: "Cómo apoyamos cada mercado",
    heading: "Más que un proveedor",
    text: "Fabricación, comercialización, registro y flete, organizados en función de su mercado.",
  },
  reasons: {
    eyebrow: "Por qué colaborar con nosotros",
    heading: "Por qué nuestros socios siguen con nosotros",
    text: "Lo que distribuidores y agencias de compras nos dicen que más valoran.",
  },
} satisfies Record<string, SectionIntro>;

export const reasonsToCollaborate: string[] = [
  `Productos de socios fabricantes con certificación ${certifications}`,
  `Una cotización detallada en un plazo de ${site.quoteTurnaroundHours} horas desde su consulta`,
  "Expedientes de registro y seguimiento regulatorio gestionados por nuestro propio equipo",
  "Empaques e insertos adaptados a las normas de etiquetado de cada país",
  "Precios competitivos gracias a relaciones directas con los fabricantes",
  "Envíos consolidados y documentación de exportación completa",
  "Un ejecutivo de cuenta dedicado que conoce su mercado",
];

/** The page's name in the menus. */
export const nav = "Presencia global";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Presencia global | ${site.shortName}`,
  description: "Conozca los países que atendemos en África, Asia, Medio Oriente, la CEI y América Latina, con soporte regulatorio, logístico y de co-marketing.",
};
