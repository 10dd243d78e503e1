/** The site's frame in French (francophone Africa: vous, no-break space before : ; ! ?). */
import type { Messages } from "../../types";

export const chrome: Messages["chrome"] = {
  skipLink: "Aller au contenu",
  nav: {
    mainLabel: "Principal",
    mobileLabel: "Mobile",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    home: "Accueil",
    about: "À propos",
    globalPresence: "Présence mondiale",
    services: "Services",
    products: "Produits",
    contact: "Contact",
    compliance: "Qualité et conformité",
  },
  quoteBadge: {
    label: "Devis",
    one: " produit",
    other: " produits",
  },
  logo: {
    subtitle: "Exportations",
  },
  topBar: {
    businessType: "Exportateur, négociant et grossiste",
  },
  footer: {
    contact: "Contact",
    quickLinks: "Liens rapides",
    findUs: "Nous trouver",
    mapAlt: "Plan d’accès à notre bureau, {city} {postalCode} (s’ouvre dans un nouvel onglet)",
    copyright: "© {year} {name}. Tous droits réservés.",
  },
  chatButton: {
    label: "Discutez avec nous sur WhatsApp (s’ouvre dans un nouvel onglet)",
    quoteGreeting: "Bonjour, je souhaiterais recevoir un devis pour\u00A0:",
  },
  errors: {
    notFoundCode: "Erreur 404",
    errorCode: "Erreur 500",
    notFoundTitle: "Page introuvable",
    errorTitle: "Erreur inattendue de l’application !",
    notFoundText: "La page demandée n’existe pas ou a été déplacée. Notre catalogue et nos coordonnées sont à portée de clic.",
    errorText: "Un problème est survenu de notre côté. Veuillez réessayer dans un instant, ou contactez-nous : nous vous aiderons.",
    home: "Retour à l’accueil",
    products: "Parcourir les produits",
    contact: "Nous contacter",
  },
  breadcrumbs: {
    label: "Fil d’Ariane",
    home: "Accueil",
  },
  pagination: {
    previous: "Précédent",
    next: "Suivant",
    page: "Page {page}",
  },
  contactPrompt: {
    heading: "Vous recherchez des produits précis ?",
    text: "Contactez notre équipe pour obtenir des informations détaillées sur notre gamme de produits",
    button: "Nous contacter",
  },
  sections: {
    viewDetails: "Voir le détail",
    viewDetailsOf: " de {name}",
    viewAllProducts: "VOIR TOUS LES PRODUITS",
    statsLabel: "Notre entreprise en chiffres",
    countries: " pays",
    servicesOnPage: "Services présentés sur cette page",
  },
  carousel: {
    label: "À la une",
    slide: "{index} sur {count}",
    pause: "Mettre le diaporama en pause",
    play: "Lancer le diaporama",
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
    showSlide: "Afficher la diapositive {index} sur {count}",
  },
  languageSwitcher: {
    label: "Langue",
  },
  languageSuggestion: {
    text: "Cette page est disponible en français.",
    accept: "Lire en français",
    dismiss: "Fermer",
  },
};
