import { z } from "zod";
import { asciiDigits } from "./form-rules";
import { CreateAdminSchema, EMAIL_FORMAT, EMAIL_MAX, PASSWORD_MAX } from "./admin-user";

/** The words of the account screens and their endpoints (not in the specification: ours). */
export const ACCOUNT_TEXT = {
  wrongCurrentPassword: "The current password is wrong",
  samePassword: "Choose a new password: this one is the current password",
  wrongPassword: "The password is wrong",
  passwordChanged: "Password changed. Your other sessions have been signed out.",
  forgotAnswer:
    "If an admin account uses this e-mail, a link to choose a new password is on its way. It works once, within 30 minutes.",
  resetLinkInvalid: "This link is invalid, used or expired. Ask for a new one.",
  passwordReset: "Your password has been changed. Sign in with the new one.",
  invalidCode: "Invalid authentication code",
  challengeEnded: "The sign-in has expired. Please sign in again.",
  totpAlreadyOn: "Two-factor sign-in is already on",
  totpNotStarted: "Start the set-up again: no set-up is waiting for a code",
  totpScan: "Scan the code, then enter the code it shows",
  totpOn: "Two-factor sign-in is on",
  totpOff: "Two-factor sign-in is off",
  sessionEnded: "The session has been signed out",
  sessionNotFound: "Session not found",
  tooManyAttempts: "Too many attempts. Please try again later.",
} as const;

const password = (message: string) => z.string({ error: message }).min(1, message).max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** The new password follows the Create Admin rules and messages (docs/requirements.md §1.2). */
const newPassword = CreateAdminSchema.shape.password;

export const ChangePasswordSchema = z
  .object({
    currentPassword: password("Please enter your current password"),
    password: newPassword,
  })
  .refine((v) => v.password !== v.currentPassword, { message: ACCOUNT_TEXT.samePassword, path: ["password"] });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const ForgotPasswordSchema = z.object({
  email: z
    .string({ error: "Please enter email" })
    .trim()
    .min(1, "Please enter email")
    .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
    .regex(EMAIL_FORMAT, "Invalid email format"),
});

/** A reset link's token: 256 random bits, base64url. */
export const RESET_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export const ResetPasswordSchema = z.object({
  token: z.string({ error: ACCOUNT_TEXT.resetLinkInvalid }).regex(RESET_TOKEN_FORMAT, ACCOUNT_TEXT.resetLinkInvalid),
  password: newPassword,
});

/** Turning two-factor sign-in on (the set-up step) or off asks for the password. */
export const PasswordConfirmSchema = z.object({ password: password("Please enter your password") });

/** A six-digit code, or a recovery code (spaces and dashes ignored). */
export const CODE_MAX = 32;
const code = z
  .string({ error: "Please enter the code" })
  .trim()
  .min(1, "Please enter the code")
  .max(CODE_MAX, ACCOUNT_TEXT.invalidCode)
  // An Arabic keyboard's "١٢٣٤٥٦" is the code 123456.
  .transform(asciiDigits);

export const TotpConfirmSchema = z.object({ code });

/** The second step of a sign-in: the challenge the password step gave, and the code. */
export const LoginCodeSchema = z.object({
  challenge: z.string({ error: ACCOUNT_TEXT.challengeEnded }).regex(/^[A-Za-z0-9_-]{43}$/, ACCOUNT_TEXT.challengeEnded),
  code,
});

/** One of the admin's sessions, as the account page and GET /sessions show it. */
export interface AccountSession {
  id: string;
  device: string;
  /** The address it signed in from; null for a session older than that record. */
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}
