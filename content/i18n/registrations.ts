/**
 * The product page's Registrations table in the site's first five languages, one file for the
 * feature (as the commercial facts, decision 0055): a missing status is a compile error, and
 * each language's folder hands its texts on (`Translation["registrations"]`); a language added
 * later brings its own there. Country names come from the country list in the page's language.
 */
import type { RegistrationStatus } from "../../app/schemas/registrations";

export interface RegistrationTexts {
  heading: string;
  /** Before the table: what it is. */
  intro: string;
  columns: { country: string; status: string; number: string; validUntil: string; certificate: string };
  statuses: Record<RegistrationStatus, string>;
  /** The certificate's link, where its document in the library is public: "{format}" and "{size}" are filled in. */
  certificateDownload: string;
  /** Where the certificate is in the library on request. */
  certificateOnRequest: string;
  /** A cell with nothing on record. */
  none: string;
  /** On a product card when a buyer filters by country and the product's registration there is in process. */
  inProcessIn: string;
}

const en: RegistrationTexts = {
  heading: "Registrations",
  intro: "Where this product is registered for sale, as on record with us. Ask us for the certificate.",
  columns: { country: "Country", status: "Status", number: "Registration number", validUntil: "Valid until", certificate: "Certificate" },
  statuses: { registered: "Registered", "in-process": "In process", "not-registered": "Not registered", withdrawn: "Withdrawn" },
  certificateDownload: "Download ({format}, {size})",
  certificateOnRequest: "On request",
  none: "—",
  inProcessIn: "Registration in process in {country}",
};

const fr: RegistrationTexts = {
  heading: "Enregistrements",
  intro: "Les pays où ce produit est enregistré à la vente, selon nos dossiers. Demandez-nous le certificat.",
  columns: { country: "Pays", status: "Statut", number: "Numéro d'enregistrement", validUntil: "Valable jusqu'au", certificate: "Certificat" },
  statuses: { registered: "Enregistré", "in-process": "En cours", "not-registered": "Non enregistré", withdrawn: "Retiré" },
  certificateDownload: "Télécharger ({format}, {size})",
  certificateOnRequest: "Sur demande",
  none: "—",
  inProcessIn: "Enregistrement en cours : {country}",
};

const es: RegistrationTexts = {
  heading: "Registros",
  intro: "Dónde está registrado este producto para su venta, según nuestros archivos. Solicítenos el certificado.",
  columns: { country: "País", status: "Estado", number: "Número de registro", validUntil: "Válido hasta", certificate: "Certificado" },
  statuses: { registered: "Registrado", "in-process": "En trámite", "not-registered": "No registrado", withdrawn: "Retirado" },
  certificateDownload: "Descargar ({format}, {size})",
  certificateOnRequest: "Bajo solicitud",
  none: "—",
  inProcessIn: "Registro en trámite en {country}",
};

const ru: RegistrationTexts = {
  heading: "Регистрации",
  intro: "Страны, где этот препарат зарегистрирован для продажи, по нашим данным. Сертификат предоставим по запросу.",
  columns: { country: "Страна", status: "Статус", number: "Регистрационный номер", validUntil: "Действует до", certificate: "Сертификат" },
  statuses: { registered: "Зарегистрирован", "in-process": "На регистрации", "not-registered": "Не зарегистрирован", withdrawn: "Отозван" },
  certificateDownload: "Скачать ({format}, {size})",
  certificateOnRequest: "По запросу",
  none: "—",
  inProcessIn: "На регистрации: {country}",
};

const ar: RegistrationTexts = {
  heading: "التسجيلات",
  intro: "البلدان التي سُجّل فيها هذا المنتج للبيع وفق سجلاتنا. اطلب منا الشهادة.",
  columns: { country: "البلد", status: "الحالة", number: "رقم التسجيل", validUntil: "صالح حتى", certificate: "الشهادة" },
  statuses: { registered: "مسجّل", "in-process": "قيد التسجيل", "not-registered": "غير مسجّل", withdrawn: "مسحوب" },
  certificateDownload: "تنزيل ({format}، {size})",
  certificateOnRequest: "عند الطلب",
  none: "—",
  inProcessIn: "التسجيل قيد الإجراء في {country}",
};

export const registrationTexts = { en, fr, es, ru, ar };
