import { z } from "zod";
import { ADMIN_ROLES, ROLE_REQUIRED } from "~/admin/roles";

/** Limits docs/requirements.md §8 sets; the specification gives no message for them, so ours are plain. */
export const FULL_NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const USER_NAME_MAX = 64;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** "{something}@{something}.{something}" with no spaces: the specification's {email} format. */
export const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The edit form's rule, kept as specified (docs/requirements.md §6): a Gmail address. */
export const GMAIL_FORMAT = /^[^\s@]+@gmail\.com$/i;
const PASSWORD_MIX = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

/** A required text field: a missing or non-text value gets the same message as an empty one. */
const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** An admin's role (decision 0065); left out, the service keeps the role or gives the default. */
const roleField = z.enum(ADMIN_ROLES, { error: ROLE_REQUIRED }).optional();

/** The Create Admin form and POST /api/admin/auth/adminRegister (docs/requirements.md §1.2). */
export const CreateAdminSchema = z.object({
  FullName: requiredText("Please enter full name", FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters`),
  email: requiredText("Please enter email", EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`).regex(
    EMAIL_FORMAT,
    "Invalid email format",
  ),
  // Derived from the full name by the form; the server derives it too when it is left out.
  userName: z
    .string({ error: "Username is required" })
    .trim()
    .max(USER_NAME_MAX, `Username must be at most ${USER_NAME_MAX} characters`)
    .optional(),
  // Not trimmed: a password's spaces are part of it.
  password: z
    .string({ error: "Please enter password" })
    .min(1, "Please enter password")
    .min(PASSWORD_MIN, "Password must be at least 8 characters")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
    .regex(PASSWORD_MIX, "Must contain uppercase, lowercase, and number"),
  role: roleField,
});
export type CreateAdmin = z.infer<typeof CreateAdminSchema>;

export const GMAIL_REQUIRED = "Email must be a valid Gmail address";

/** The Edit Admin form's fields, before the Gmail rule, which depends on the stored address. */
const EditAdminFields = z.object({
  FullName: requiredText("Full name is required", FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters`),
  userName: requiredText("Username is required", USER_NAME_MAX, `Username must be at most ${USER_NAME_MAX} characters`),
  email: requiredText("Email is required", EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`),
  role: roleField,
});
export type EditAdmin = z.infer<typeof EditAdminFields>;

/** The same address, whatever its case or surrounding spaces (as the unique index sees it). */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The Edit Admin form and PUT /api/admin/auth/adminUpdate/:id (docs/requirements.md §1.2) for
 * the admin whose stored address is `currentEmail`: the specification's Gmail rule holds when
 * the address is changed, so an admin created with another address (the company's own, the
 * first admin's) can still be edited while the address stays as it is.
 */
export function editAdminSchema(currentEmail: string) {
  return EditAdminFields.superRefine((values, ctx) => {
    const { email } = values;
    if (typeof email === "string" && email !== "" && !sameAddress(email, currentEmail) && !GMAIL_FORMAT.test(email)) {
      ctx.addIssue({ code: "custom", path: ["email"], message: GMAIL_REQUIRED });
    }
  });
}

/** The Admin Login form and POST /api/admin/auth/adminlogin: both fields required. */
export const AdminLoginSchema = z.object({
  email: requiredText("Please enter email", EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`),
  password: z.string({ error: "Please enter password" }).min(1, "Please enter password"),
});
export type AdminLogin = z.infer<typeof AdminLoginSchema>;

/** One admin as the API answers it: never a password or a hash. */
export const AdminUserSchema = z
  .object({
    _id: z.string(),
    FullName: z.string(),
    email: z.string(),
    userName: z.string(),
    createdAt: z.iso.datetime(),
  })
  .strict();
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** The login answer's data (docs/requirements.md §1.1: read as data.data). */
export const AdminSessionUserSchema = AdminUserSchema.omit({ createdAt: true })
  .extend({ isAdmin: z.literal(true) })
  .strict();
export type AdminSessionUser = z.infer<typeof AdminSessionUserSchema>;

/**
 * An admin's role as GET /api/admin/auth/roles answers it (decision 0065): beside the
 * specification's admin shapes, which stay as they were.
 */
export const AdminRoleSchema = z.object({ _id: z.string(), role: z.enum(ADMIN_ROLES) }).strict();
export type AdminRoleData = z.infer<typeof AdminRoleSchema>;
