/** Spanish copy for the About Us page. Company facts are read from the site configuration. */
import { site } from "../../../app/config/site";
import { certifications, inSpanish } from "./words";
import type { PageBanner } from "../../site/about";
import type { IconCard, Link, PointedBlock, SectionIntro } from "../../site/home";
import type { PageSeo } from "../../../app/seo/seo";

export const aboutBanner: PageBanner = {
  heading: "Acerca de nosotros",
  text: `Un socio con sede en {city} para el suministro de productos farmacéuticos, nutracéuticos y cosméticos, al servicio de importadores desde {established}.`,
  image: "/art/about-banner.svg",
  imageAlt: "Ilustración de una planta farmacéutica con un emblema de hoja y cápsula",
};

export const aboutIntro = {
  heading: "Quiénes somos",
  paragraphs: [
    `{name} es ${inSpanish(site.businessType).toLowerCase()} de formulaciones farmacéuticas terminadas, nutracéuticos y productos cosméticos. Desde nuestra oficina en {city}, ponemos en contacto a distribuidores, hospitales, cadenas de farmacias y ministerios de salud de otros países con fabricantes que cumplen los requisitos de ${certifications}.`,
    `Comenzamos en {established} con una idea clara: un comprador en el extranjero no debería necesitar una oficina local en {country} para abastecerse de medicamentos de calidad con total confianza. Visitamos y calificamos las plantas con las que trabajamos, revisamos la documentación de cada lote antes de su embarque y somos su único responsable desde la cotización hasta la entrega.`,
    `Hoy nuestro catálogo incluye ${site.productCountClaim} productos, desde antibióticos y analgésicos hasta vitaminas, suplementos herbales y dermocosmética medicada, y añadimos nuevas formulaciones cada vez que uno de nuestros mercados las solicita.`,
  ],
};

export const expertise: PointedBlock[] = [
  {
    title: "Fabricación por contrato y a terceros",
    text: "Convertimos su concepto de producto en una marca registrada y lista para el mercado. Nuestras plantas asociadas disponen de capacidad en formas farmacéuticas sólidas, líquidas, semisólidas e inyectables, y nuestro equipo supervisa cada lote de producción para que lo que usted recibe coincida con lo que aprobó.",
    points: [
      "Desarrollo de formulaciones y transferencia de tecnología",
      "Producción con su marca y sus artes gráficos",
      "Controles en proceso y análisis de producto terminado según BP, USP o IP",
      "Presentaciones e insertos adaptados a su mercado",
    ],
  },
  {
    title: "Asuntos regulatorios farmacéuticos",
    text: "El registro sanitario suele ser la etapa más lenta para ingresar a un nuevo mercado. Nuestra área regulatoria prepara y mantiene los documentos que exigen las autoridades sanitarias y responde con prontitud a sus requerimientos, para que sus productos lleguen antes a los anaqueles.",
    points: [
      "Expedientes de producto en formatos CTD y ACTD",
      "Certificado de producto farmacéutico (CPP), certificados de libre venta y de BPM (GMP)",
      "Coordinación de estudios de estabilidad y datos de bioequivalencia",
      "Respuesta a requerimientos de la autoridad y seguimiento de renovaciones",
    ],
  },
];

/** Heads of the About page's sections that have no heading of their own above. */
export const aboutSections = {
  expertise: {
    eyebrow: "Nuestra experiencia",
    heading: "Fabricación y registro, en manos de especialistas",
    text: "Dos disciplinas que determinan la rapidez con que un producto llega a un nuevo mercado.",
  },
  visionMission: {
    eyebrow: "Visión y misión",
    heading: "Hacia dónde vamos y por qué",
    text: "Los objetivos con los que se mide cada pedido, cada auditoría y cada embarque.",
  },
  coreValues: {
    eyebrow: "Valores fundamentales",
    heading: "Los principios detrás de cada embarque",
    text: "Seis valores que nuestros compradores nos exigen y que nosotros mismos nos exigimos.",
  },
} satisfies Record<string, SectionIntro>;

export const vision = {
  heading: "Nuestra visión",
  text: `Ser la fuente más confiable de medicamentos de calidad de {country} para los mercados emergentes, reconocida por productos que superan cada inspección y por alianzas que perduran por décadas.`,
};

export const aboutMission = {
  heading: "Nuestra misión",
  text: `Suministrar productos para la salud seguros, eficaces y asequibles, fabricados en plantas con certificación ${certifications}, respaldados por documentación completa, precios transparentes y una cotización en un plazo de ${site.quoteTurnaroundHours} horas para cada consulta.`,
};

export const coreValues: IconCard[] = [
  {
    title: "Calidad",
    text: "Ningún lote sale a exportación sin que su certificado de análisis haya sido verificado frente a la especificación acordada.",
    icon: "gem",
  },
  {
    title: "Integridad",
    text: "Cotizamos con honestidad, informamos qué fabricante está detrás de cada producto y nunca prometemos una fecha que no podamos cumplir.",
    icon: "scale",
  },
  {
    title: "Confiabilidad",
    text: "Nuestros compradores planifican sus licitaciones y niveles de inventario según nuestras fechas de despacho, por eso tratamos cada compromiso como vinculante.",
    icon: "shield-check",
  },
  {
    title: "Innovación",
    text: "Seguimos incorporando formas farmacéuticas modernas, como tabletas de liberación sostenida y presentaciones efervescentes, a medida que evolucionan nuestros mercados.",
    icon: "lightbulb",
  },
  {
    title: "Alianza",
    text: "Medimos el éxito por el tiempo que nuestros clientes permanecen con nosotros, no por el tamaño de un solo pedido.",
    icon: "handshake",
  },
  {
    title: "Excelencia global",
    text: "Los productos y la documentación se preparan para cumplir los estándares de las autoridades regulatorias de cada continente que atendemos.",
    icon: "globe",
  },
];

export const aboutCta = {
  heading: "¿Listo para conversar sobre su requerimiento?",
  text: `Indíquenos los productos, las cantidades y el destino que tiene en mente, y nuestro equipo de exportación le responderá con una cotización detallada en un plazo de ${site.quoteTurnaroundHours} horas.`,
  button: { label: "Contáctenos hoy", page: "contact" },
} satisfies { heading: string; text: string; button: Link };

/** The page's name in the menus. */
export const nav = "Quiénes somos";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Acerca de nosotros | ${site.shortName}`,
  description: `Desde {established}, ${site.shortName} abastece a importadores con medicamentos de calidad, con el respaldo de la fabricación por contrato y la experiencia regulatoria.`,
};
