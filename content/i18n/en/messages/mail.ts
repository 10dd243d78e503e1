/** E-mail a buyer receives, in English. Server-only: never sent to the browser. */
export const mail = {};
