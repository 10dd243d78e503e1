import type { Messages } from "../../types";

/** Les PDF imprimés par le site (décision 0073), en français. */
export const printed: Messages["printed"] = {
  dataSheet: {
    title: "Fiche technique du produit",
    composition: "Composition",
    category: "Catégorie",
    documents: "Documents disponibles",
    onRequest: "sur demande",
    issued: "Établie le {date}",
    current: "Version à jour et informations complètes :",
  },
  catalogue: {
    title: "Catalogue des produits",
    categoryTitle: "{category} : catalogue des produits",
    edition: "Édition du {date}",
    productCount: "{count} produits",
    contents: "Sommaire",
    page: "Page",
  },
  links: {
    dataSheet: "Fiche technique (PDF)",
    catalogue: "Catalogue complet (PDF)",
    categoryCatalogue: "Catalogue {category} (PDF)",
    heading: "Catalogues à télécharger",
  },
  preparing: "Ce fichier est en cours de préparation. Veuillez réessayer dans une minute.",
};
