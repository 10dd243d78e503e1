/** Form labels, validation messages and toasts in English (the specification's texts). */
export const forms = {};
