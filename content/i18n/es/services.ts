/** Spanish copy for the Services page: the four services, in the order the page lists them. */
import { site } from "../../../app/config/site";
import { certifications } from "./words";
import type { PageBanner } from "../../site/about";
import type { Link } from "../../site/home";
import type { Service } from "../../site/services";
import type { PageSeo } from "../../../app/seo/seo";

export const servicesBanner: PageBanner = {
  heading: "Nuestros servicios",
  text: "Fabricación, suministro y soporte regulatorio para importadores de productos farmacéuticos, nutracéuticos y cosméticos.",
  image: "/art/services-banner.svg",
  imageAlt: "Ilustración de cápsulas, un engranaje de producción, un expediente y un escudo de calidad",
};

export const servicesIntro = {
  heading: "Cómo podemos ayudarle",
  text: `Cada servicio puede contratarse por separado o combinarse en un programa de suministro integral. Cuéntenos lo que necesita y le responderemos con una propuesta en un plazo de ${site.quoteTurnaroundHours} horas.`,
};

/** Headings of the lists inside each service. */
export const serviceListHeadings = {
  features: "Características principales",
  process: "Cómo funciona",
};

export const servicesCta = {
  heading: "¿No sabe qué servicio le conviene?",
  text: `Describa sus productos, mercados y volúmenes, y nuestro equipo de exportación le recomendará el esquema adecuado, con una cotización en un plazo de ${site.quoteTurnaroundHours} horas.`,
  button: { label: "Hable con nuestro equipo de exportación", page: "contact" },
} satisfies { heading: string; text: string; button: Link };

export const services: Service[] = [
  {
    slug: "contract-manufacturing",
    title: "Fabricación por contrato",
    description: `Cree su propia marca sin construir una fábrica. Asignamos sus productos a plantas asociadas calificadas que cuentan con certificación ${certifications}, supervisamos cada lote de producción y entregamos producto terminado listo para su mercado.`,
    features: [
      "Tabletas, cápsulas, jarabes, suspensiones, inyectables y geles tópicos",
      "Fabricación según BP, USP, IP o su especificación interna",
      "Su marca, sus artes gráficos y su diseño de empaque",
      "Registros de fabricación de lote y certificado de análisis para cada lote",
      "Estudios de estabilidad para las zonas climáticas III y IVb",
      "Tamaños de lote flexibles, desde lanzamientos piloto hasta volúmenes de licitación",
      "Confidencialidad de su formulación y de sus condiciones comerciales",
    ],
    footer: "Compártanos su lista de productos y los volúmenes previstos, y le propondremos las plantas, los plazos y los precios adecuados.",
  },
  {
    slug: "third-party-manufacturing",
    title: "Fabricación a terceros",
    description: "Comercialice nuestras formulaciones aprobadas con su propia marca. Como las fórmulas ya están desarrolladas y autorizadas, sus productos llegan al mercado mucho antes de lo que permitiría un desarrollo nuevo.",
    process: [
      {
        title: "Aprobación de la formulación ante la autoridad de medicamentos",
        text: "Obtenemos el permiso de producto para su marca ante la autoridad estatal de licencias de medicamentos, con formulaciones ya aprobadas y estables.",
      },
      {
        title: "Adquisición de materias primas",
        text: "Los principios activos y excipientes se compran a proveedores aprobados, y control de calidad analiza y libera cada lote antes de su uso.",
      },
      {
        title: "Producción",
        text: "Fabricación, controles en proceso y acondicionamiento con sus artes aprobados, seguidos del análisis de producto terminado y la liberación del lote.",
      },
      {
        title: "Exportación",
        text: "Embalaje de exportación, facturas, certificados y reserva de flete, con seguimiento del embarque hasta que la mercancía llega a su puerto.",
      },
    ],
    footer: "Envíenos los productos que desea comercializar y le confirmaremos las aprobaciones y los plazos de entrega que requieren.",
  },
  {
    slug: "institutional-tenders",
    title: "Licitaciones institucionales",
    description: "Los ministerios de salud, las agencias de compras, los hospitales y los organismos de cooperación compran mediante licitaciones formales con plazos y requisitos documentales estrictos. Preparamos ofertas que cumplen las bases y entregamos a tiempo lo adjudicado.",
    features: [
      "Revisión de las bases de licitación y de las especificaciones técnicas",
      "Muestras, literatura del producto y declaraciones de cumplimiento",
      "Garantías de seriedad de oferta, de cumplimiento y de anticipo gestionadas a través de nuestros bancos",
      "Inspección previa al embarque por la agencia designada por el comprador",
      "Etiquetado específico para la licitación, como «Prohibida su venta» y logotipos del programa",
      "Entregas programadas según acuerdos marco",
    ],
    footer: "Envíenos el aviso de licitación o el listado de productos y le indicaremos rápidamente qué ítems podemos ofertar.",
  },
  {
    slug: "regulatory-service",
    title: "Servicio regulatorio",
    description: "El registro sanitario es lo que permite vender un producto. Nuestro equipo regulatorio prepara los documentos que exigen las autoridades sanitarias y acompaña cada solicitud hasta su aprobación y más allá.",
    features: [
      "Expedientes en formatos CTD y ACTD, y en formatos específicos de cada país",
      "Certificado de producto farmacéutico (CPP) y certificados de libre venta",
      "Certificados de BPM (GMP) y archivos maestros del sitio (SMF) de nuestras plantas asociadas",
      "Coordinación de estudios de estabilidad y de bioequivalencia",
      "Respuesta a cartas de observaciones y requerimientos de la autoridad",
      "Modificaciones, renovaciones y mantenimiento del ciclo de vida del producto",
    ],
    footer: "Indíquenos los países y productos que planea registrar, y le detallaremos los documentos y plazos involucrados.",
  },
];

/** The page's name in the menus. */
export const nav = "Servicios";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Servicios | ${site.shortName}`,
  description: "Fabricación por contrato y a terceros, licitaciones institucionales y servicios regulatorios para importadores y distribuidores farmacéuticos.",
};
