import { describe, expect, it } from "vitest";
import { fieldErrors } from "../forms/field-errors";
import { AdminLoginSchema, CreateAdminSchema, editAdminSchema } from "./admin-user";

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe("CreateAdminSchema (docs/requirements.md §1.2)", () => {
  const valid = { FullName: "Asha Mehra", email: "asha@example.com", userName: "ashamehra1234", password: "Secret123" };

  it("accepts a valid admin and trims the text fields, not the password", () => {
    const parsed = CreateAdminSchema.parse({ ...valid, FullName: " Asha Mehra ", email: " asha@example.com ", password: " Secret123 " });
    expect(parsed).toEqual({ ...valid, password: " Secret123 " });
  });

  it("gives each field its first message", () => {
    expect(errorsOf(CreateAdminSchema.safeParse({}))).toEqual({
      FullName: "Please enter full name",
      email: "Please enter email",
      password: "Please enter password",
    });
    expect(errorsOf(CreateAdminSchema.safeParse({ ...valid, email: "asha@" }))).toEqual({ email: "Invalid email format" });
    expect(errorsOf(CreateAdminSchema.safeParse({ ...valid, password: "Ab1" }))).toEqual({
      password: "Password must be at least 8 characters",
    });
    expect(errorsOf(CreateAdminSchema.safeParse({ ...valid, password: "abcdefgh1" }))).toEqual({
      password: "Must contain uppercase, lowercase, and number",
    });
  });
});

describe("editAdminSchema (docs/requirements.md §1.2)", () => {
  const EditAdminSchema = editAdminSchema("someone@gmail.com");

  it("requires the three fields and a Gmail address when the address changes", () => {
    expect(errorsOf(EditAdminSchema.safeParse({ FullName: "", userName: "", email: "" }))).toEqual({
      FullName: "Full name is required",
      userName: "Username is required",
      email: "Email is required",
    });
    expect(errorsOf(EditAdminSchema.safeParse({ FullName: "A", userName: "a", email: "a@yahoo.com" }))).toEqual({
      email: "Email must be a valid Gmail address",
    });
    expect(EditAdminSchema.safeParse({ FullName: "A", userName: "a", email: "A.B@Gmail.com" }).success).toBe(true);
  });

  it("keeps an address that is not Gmail while it stays as it is, in any case", () => {
    const company = editAdminSchema("admin@example.com");
    expect(company.safeParse({ FullName: "A", userName: "a", email: "admin@example.com" }).success).toBe(true);
    expect(company.safeParse({ FullName: "A", userName: "a", email: " Admin@Example.com " }).success).toBe(true);
    expect(errorsOf(company.safeParse({ FullName: "A", userName: "a", email: "other@example.com" }))).toEqual({
      email: "Email must be a valid Gmail address",
    });
  });

  it("takes a role among owner, sales and catalogue, or none", () => {
    expect(EditAdminSchema.safeParse({ FullName: "A", userName: "a", email: "a@gmail.com", role: "sales" }).success).toBe(true);
    expect(errorsOf(EditAdminSchema.safeParse({ FullName: "A", userName: "a", email: "a@gmail.com", role: "root" }))).toEqual({
      role: "Choose a role: Owner, Sales or Catalogue",
    });
  });
});

describe("AdminLoginSchema", () => {
  it("requires both fields and checks nothing else", () => {
    expect(errorsOf(AdminLoginSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: "Please enter email",
      password: "Please enter password",
    });
    expect(AdminLoginSchema.safeParse({ email: "anything", password: "x" }).success).toBe(true);
  });
});
