import { z } from "zod";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "./field-errors";

describe("fieldErrors", () => {
  it("keeps the first message of each field", () => {
    const schema = z.object({ a: z.string().min(2, "too short").regex(/x/, "no x"), b: z.string("b is text") });
    const result = schema.safeParse({ a: "y", b: 1 });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ a: "too short", b: "b is text" });
  });
});
