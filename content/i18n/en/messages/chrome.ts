/**
 * The site's frame in English: header, footer, top bar, language switcher, error views.
 * Spec texts to the letter. Placeholders are written {name} and filled by `format`.
 */
export const chrome = {
  languageSwitcher: {
    /** The control's accessible name. */
    label: "Language",
  },
  languageSuggestion: {
    /** Shown in the visitor's own language when their browser prefers one we speak. */
    text: "This page is available in English.",
    accept: "Read in English",
    dismiss: "Dismiss",
  },
};
