/**
 * Arabic keyboards type Eastern Arabic digits (U+0660-0669: "١٠٠٠٠") and Persian ones type
 * Extended Arabic-Indic digits (U+06F0-06F9: "۱۰۰۰۰"); both mean the same numbers as 0-9. Every
 * rule that reads a number or a phone reads it through this, and what is stored is ASCII.
 * The Arabic thousands separator (U+066C) becomes a comma, which the number rules already take.
 */
const NON_ASCII_DIGIT = /[\u0660-\u0669\u066c\u06f0-\u06f9]/g;

export function asciiDigits(value: string): string {
  return value.replace(NON_ASCII_DIGIT, (c) => {
    const code = c.charCodeAt(0);
    // The low four bits of both digit ranges' code points are the digit's value.
    return code === 0x66c ? "," : String(code & 15);
  });
}
