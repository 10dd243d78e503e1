/** Los textos públicos de la biblioteca de documentos en español. */
import type { Messages } from "../../types";

export const documents: Messages["documents"] = {
  compliance: {
    heading: "Calidad y cumplimiento",
    intro:
      "Nuestros certificados y licencias, con su número, emisor y vigencia. Antes de su primer pedido, verifique cada uno con su emisor: la prueba es el registro del emisor, no un PDF.",
    certificatesHeading: "Certificados de la empresa",
    none: "Aún no hay certificados publicados. Solicítelos desde la página de contacto.",
    askUs: "Solicitarnos un documento",
  },
  fields: {
    number: "Número",
    issuer: "Emisor",
    validUntil: "Válido hasta",
    issuedOn: "Emitido el",
    country: "País",
    noExpiry: "Sin fecha de vencimiento",
  },
  status: {
    expired: "Vencido el {date}",
    expiredNote: "Este documento ya no es válido; su renovación está en curso. Solicítenos el vigente.",
    sample: "Documento de muestra (ficticio)",
  },
  actions: {
    verify: "Verificar con el emisor",
    opensNewTab: "(se abre en una pestaña nueva)",
    download: "Descargar",
    onRequest: "Bajo solicitud",
    request: "Solicitar",
  },
  product: {
    heading: "Documentos",
    intro: "Los documentos públicos se descargan al instante; los demás se envían cuando aprobamos su solicitud.",
  },
  types: {
    "who-gmp": "Certificado BPM-OMS",
    "iso-9001": "Certificado ISO 9001",
    "manufacturing-licence": "Licencia de fabricación",
    "import-export-code": "Código de importación-exportación",
    "gst-registration": "Registro GST",
    "company-other": "Documento de la empresa",
    coa: "Certificado de análisis",
    copp: "Certificado de producto farmacéutico (CPP)",
    "free-sale": "Certificado de libre venta",
    sds: "Hoja de datos de seguridad",
    stability: "Resumen de estabilidad",
    specification: "Especificación",
    leaflet: "Prospecto para el paciente",
    bioequivalence: "Resumen de bioequivalencia",
    "product-other": "Documento del producto",
    registration: "Certificado de registro",
  },
};
