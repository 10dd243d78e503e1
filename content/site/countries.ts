/**
 * How the site names countries, on top of the ISO 3166-1 names of i18n-iso-countries (English
 * and some 80 other languages), which the server's country rule reads (app/company/countries.server.ts).
 * Nothing here is sent to the browser as script: the forms get the list as HTML.
 */

/**
 * English names as the site writes and stores them, where the package's first English name is
 * one few buyers would type or read ("United Republic of Tanzania", "Lao People's Democratic
 * Republic"). Every other code keeps the package's English name.
 */
export const countryNames: Readonly<Record<string, string>> = {
  BN: "Brunei",
  BQ: "Caribbean Netherlands",
  CG: "Congo",
  CI: "Côte d'Ivoire",
  CN: "China",
  CV: "Cabo Verde",
  CZ: "Czechia",
  FK: "Falkland Islands",
  FM: "Micronesia",
  GM: "Gambia",
  IR: "Iran",
  LA: "Laos",
  MD: "Moldova",
  MF: "Saint Martin",
  MK: "North Macedonia",
  PS: "Palestine",
  RE: "Réunion",
  RU: "Russia",
  SX: "Sint Maarten",
  SY: "Syria",
  TW: "Taiwan",
  TZ: "Tanzania",
  US: "United States",
  VA: "Holy See",
  VG: "British Virgin Islands",
  VI: "U.S. Virgin Islands",
};

/**
 * Names buyers use that no ISO list holds, or that the lists give to two countries ("Congo").
 * They win over every other spelling, and are offered in the forms' suggestions.
 */
export const countryAliases: Readonly<Record<string, string>> = {
  America: "US",
  Burma: "MM",
  "Cape Verde": "CV",
  Congo: "CG",
  "Congo-Brazzaville": "CG",
  "Congo-Kinshasa": "CD",
  "Czech Republic": "CZ",
  "DR Congo": "CD",
  DRC: "CD",
  "East Timor": "TL",
  England: "GB",
  "Great Britain": "GB",
  Holland: "NL",
  "Ivory Coast": "CI",
  Korea: "KR",
  Macedonia: "MK",
  "O'zbekiston": "UZ",
  Perú: "PE",
  Russia: "RU",
  "Russian Federation": "RU",
  Scotland: "GB",
  "South Korea": "KR",
  Swaziland: "SZ",
  Turkey: "TR",
  Türkiye: "TR",
  UAE: "AE",
  UK: "GB",
  USA: "US",
  Vatican: "VA",
  "Viet Nam": "VN",
  Vietnam: "VN",
  Wales: "GB",
};
