/**
 * Spanish copy for the home page, in the order its sections appear. Company facts still come
 * from the site configuration; its English phrases are shown in Spanish where known.
 */
import { companyDefaults, site } from "../../../app/config/site";
import { certifications, inSpanish } from "./words";
import type { CompanyDetails } from "../../../app/company/company";
import type {
  BannerSlide,
  IconCard,
  Link,
  OverviewCard,
  PointedBlock,
  SectionIntro,
  Stat,
  Testimonial,
} from "../../site/home";
import type { PageSeo } from "../../../app/seo/seo";

const city = "{city}";
const country = "{country}";
const market = inSpanish(site.market);
const businessType = inSpanish(site.businessType);

export const bannerSlides: BannerSlide[] = [
  {
    id: "manufacturing",
    heading: "Medicamentos de calidad, fabricados según estándares internacionales",
    text: `Tabletas, cápsulas, jarabes, inyectables y productos tópicos fabricados en plantas con certificación ${certifications} y suministrados según sus especificaciones.`,
    image: "/art/banner-1.svg",
    imageAlt: "Ilustración de una línea moderna de producción de tabletas con una tableteadora, una banda transportadora y empaques blíster",
    cta: { label: "Ver productos", page: "products" },
  },
  {
    id: "export",
    heading: `Desde ${city} a mercados de ${market.toLowerCase()}`,
    text: "Documentación lista para exportar, carga consolidada y socios logísticos confiables llevan productos farmacéuticos, nutracéuticos y cosméticos a su almacén en el plazo acordado.",
    image: "/art/banner-2.svg",
    imageAlt: "Ilustración de un buque portacontenedores, contenedores apilados y un globo terráqueo con rutas de exportación",
    cta: { label: "Nuestra presencia global", page: "globalPresence" },
  },
  {
    id: "quality-control",
    heading: "Cada lote analizado, cada envío documentado",
    text: "Cada embarque va acompañado del certificado de análisis, los datos de estabilidad y los resultados de los ensayos farmacopeicos, para que el registro sanitario y los controles de importación avancen sin demoras.",
    image: "/art/banner-3.svg",
    imageAlt: "Ilustración de un laboratorio de control de calidad con un microscopio, material de vidrio y un instrumento analítico",
    cta: { label: "Solicitar cotización", page: "quote" },
  },
];

/** The registration facts, from the company's details as saved in Settings. */
export function overviewCards(company: CompanyDetails = companyDefaults): OverviewCard[] {
  return [
    { title: "Tipo de empresa", value: businessType, icon: "building" },
    { title: "Año de fundación", value: String(company.established), icon: "calendar-check" },
    { title: "Mercado atendido", value: market, icon: "earth" },
    { title: "Facturación anual", value: inSpanish(company.turnoverBand), icon: "indian-rupee" },
    { title: "Número GST", value: company.gstNumber, icon: "receipt" },
    { title: "Certificaciones", value: company.certifications.join(", "), icon: "badge-check" },
  ];
}

export const sectionIntros = {
  overview: {
    eyebrow: "Perfil de la empresa",
    heading: "Un exportador registrado que usted puede verificar",
    text: "Los datos que un equipo de compras solicita primero, reunidos en un solo lugar.",
  },
  featuredProducts: {
    eyebrow: "Productos destacados",
    heading: "Formulaciones más solicitadas por nuestros compradores",
    text: `Algunos de nuestros ${site.productCountClaim} productos que suministramos en nuestras líneas farmacéutica, nutracéutica y cosmética.`,
  },
  services: {
    eyebrow: "Qué hacemos",
    heading: "Fabricación y suministro en un solo contrato",
    text: "Ya sea que necesite fabricar su propia marca por encargo o adquirir genéricos registrados listos para embarcar, un solo equipo gestiona todo, desde la consulta hasta la entrega.",
  },
  whyWorkWithUs: {
    eyebrow: "Por qué trabajar con nosotros",
    heading: "Pensado para las necesidades de los importadores",
    text: "Cuatro compromisos que definen cada pedido que aceptamos.",
  },
  whyUs: {
    eyebrow: "Por qué elegirnos",
    heading: "Lo que nuestros compradores pueden esperar",
    text: "Los detalles prácticos que mantienen en marcha una relación de suministro a larga distancia.",
  },
  globalPresence: {
    eyebrow: "Presencia global",
    heading: `Envíos desde ${city} a todos los continentes`,
    text: "Distribuidores, hospitales, cadenas de farmacias y programas de salud pública de África, Asia, Medio Oriente, la CEI, América Latina y Oceanía confían en nuestro suministro.",
  },
  testimonials: {
    eyebrow: "Testimonios",
    heading: "Lo que dicen nuestros socios",
    text: "Compradores que han trabajado con nosotros durante varios ciclos de pedidos.",
  },
} satisfies Record<string, SectionIntro>;

/** Slugs, not texts: the same products as in English. */
export { featuredProductSlugs } from "../../site/home";

export const mission = {
  eyebrow: "Acerca de nosotros",
  heading: "Nuestra misión",
  quoteButton: "SOLICITAR COTIZACIÓN",
  paragraphs: [
    `Nuestra misión es sencilla: poner medicamentos confiables y asequibles al alcance de quien los necesite, dondequiera que esté. Desde {established}, {name} abastece a distribuidores, hospitales, cadenas de farmacias y compradores gubernamentales con productos farmacéuticos, nutracéuticos y cosméticos fabricados en plantas con certificación ${certifications}.`,
    `Como ${businessType.toLowerCase()} con sede en ${city}, combinamos la amplitud de la industria de medicamentos genéricos de ${country} con la responsabilidad de un único socio: un solo equipo se ocupa del abastecimiento, la documentación de calidad, los expedientes de registro y el flete, para que usted nunca tenga que perseguir a varios proveedores por un mismo pedido.`,
    `Nuestra gama de ${site.productCountClaim} productos abarca tabletas, cápsulas, jarabes, inyectables, suplementos y líneas de cuidado personal. Envíenos su requerimiento y recibirá una cotización comercial detallada en un plazo de ${site.quoteTurnaroundHours} horas.`,
  ],
};

/** Below the two home-page services: the full list lives on the Services page. */
export const homeServicesLink: Link = { label: "Ver todos los servicios", page: "services" };

/** Beside the mission text: the claims a buyer checks before asking for a quote. */
export const missionHighlights: Stat[] = [
  { value: certifications, label: "Plantas de fabricación certificadas" },
  { value: `Cotización en ${site.quoteTurnaroundHours} horas`, label: "Una cotización comercial detallada para cada consulta" },
  { value: `${site.productCountClaim} productos`, label: "Líneas farmacéutica, nutracéutica y cosmética" },
  { value: `Fundada en {established}`, label: `Exportamos a ${market.toLowerCase()} desde ${city}` },
];

export const homeServices: PointedBlock[] = [
  {
    title: "Fabricación por contrato",
    text: "Lance productos con su propia marca sin invertir en una planta. Asignamos su formulación a fabricantes asociados auditados y gestionamos en su nombre la producción, el empaque y la liberación de lotes.",
    points: [
      "Su fórmula o una de nuestras formulaciones aprobadas",
      "Artes y empaques conformes a las normas de etiquetado de su mercado",
      "Registros de lote y certificado de análisis con cada lote",
      "Cantidades mínimas de pedido flexibles para los primeros lanzamientos",
    ],
  },
  {
    title: "Productos genéricos",
    text: "Un portafolio disponible de medicamentos genéricos de amplia prescripción, nutracéuticos y cosméticos, fabricados según estándares farmacopeicos y listos para despacho inmediato.",
    points: [
      "Antiinfecciosos, analgésicos, cardiovasculares y gastroenterológicos",
      "Vitaminas, minerales y suplementos herbales",
      "Jabones medicados, geles y líneas de cuidado de la piel",
      "Expedientes de producto disponibles para el registro sanitario",
    ],
  },
];

export const whyWorkWithUs: IconCard[] = [
  {
    title: "Aseguramiento de la calidad",
    text: `Todos los productos provienen de plantas con certificación ${certifications}, y cada lote se libera únicamente con un certificado de análisis completo.`,
    icon: "shield-check",
  },
  {
    title: "Entregas puntuales",
    text: "Reservamos los turnos de producción el mismo día en que se confirma el pedido y le compartimos las fechas de despacho y los datos de seguimiento hasta que la carga llega a su destino.",
    icon: "truck",
  },
  {
    title: "Precios competitivos",
    text: `Las relaciones directas con fabricantes de ${country} y los envíos consolidados mantienen precios justos sin sacrificar la calidad.`,
    icon: "hand-coins",
  },
  {
    title: "Documentación de exportación",
    text: "Factura comercial, lista de empaque, certificado de origen, certificado de producto farmacéutico (CPP) y documentos legalizados, preparados correctamente desde la primera vez.",
    icon: "file-check",
  },
];

export const whyUsChecklist: string[] = [
  `Fabricación con certificación ${certifications}`,
  `Cotización comercial en un plazo de ${site.quoteTurnaroundHours} horas`,
  `${site.productCountClaim} productos en tres líneas`,
  "Certificado de análisis con cada lote",
  "Expedientes de registro en formato CTD",
  "Marca propia (private label) y fabricación por contrato",
  "Empaques adaptados a las normas locales de etiquetado",
  "Cantidades de pedido flexibles",
  "Flete aéreo y marítimo a cualquier puerto",
  "Un ejecutivo de cuenta dedicado para cada comprador",
];

export const stats: Stat[] = [
  { value: site.productCountClaim, label: "Productos" },
  { value: "5+", label: "Años de experiencia" },
  { value: `${site.quoteTurnaroundHours}+`, label: "Horas de respuesta" },
  { value: "100%", label: "Satisfacción de los clientes" },
];

export const homeGlobalPresence = {
  image: "/art/world-map.svg",
  imageAlt: `Mapa mundial con marcadores en las regiones a las que exportamos y ${city} resaltada`,
  cta: { label: "Ver a dónde exportamos", page: "globalPresence" },
} satisfies { image: `/art/${string}.svg`; imageAlt: string; cta: Link };

export const testimonials: Testimonial[] = [
  {
    name: "Wanjiru Kamau",
    role: "Jefa de Compras de una distribuidora en Nairobi",
    text: "Nuestros plazos de licitación son ajustados y su equipo nunca ha incumplido uno. La documentación llega completa, los lotes coinciden con las muestras y cada consulta recibe respuesta el mismo día.",
    image: "/art/testimonial-1.svg",
  },
  {
    name: "Rafael Mendoza",
    role: "Director de Compras de un grupo de suministros hospitalarios en Lima",
    text: "Prepararon nuestros expedientes de registro y adaptaron los empaques a las normas de etiquetado peruanas antes del primer embarque. Eso nos ahorró meses de trámites ante la autoridad sanitaria.",
    image: "/art/testimonial-2.svg",
  },
  {
    name: "Dilnoza Karimova",
    role: "Jefa de Asuntos Regulatorios de una cadena de farmacias en Taskent",
    text: "Hace dos años les transferimos nuestra marca propia de nutracéuticos. La calidad ha sido constante en cada lote y los precios se han mantenido justos a medida que crecieron nuestros volúmenes.",
    image: "/art/testimonial-3.svg",
  },
];

/** The page's name in the menus. */
export const nav = "Inicio";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `${site.shortName} | Exportador farmacéutico, {city}`,
  description: `Productos farmacéuticos, nutracéuticos y cosméticos ${certifications}, exportados a ${inSpanish(site.market).toLowerCase()} desde {city}. Cotización en ${site.quoteTurnaroundHours} horas.`,
};
