/*
 * The plain constants of the contact and inquiry forms, apart from their zod schemas: the
 * forms render with these at once and load the schemas (zod) only when a visitor submits.
 */

import { says } from "./validation-messages";

/**
 * The honeypot: a field people never see and never fill, and bots that fill every field do.
 * A post that fills it is answered like a success and dropped.
 */
export const HONEYPOT_FIELD = "website";

/** `phone` counts characters (spaces, dashes and brackets included); the digits are at most 15 (E.164). */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, interest: 100, message: 5000, time: 100 } as const;

export const INQUIRY_LIMITS = { product: 200, email: 254, phone: 30, country: 100, message: 5000 } as const;

/** Every country field's messages: the specification's, and the server's answer to a name it cannot place. */
export const COUNTRY_MESSAGES = {
  required: says("countryRequired"),
  unknown: says("countryUnknown"),
} as const;
