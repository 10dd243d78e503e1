import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.server";

describe("verifyPassword", () => {
  it("gives every one of many concurrent verifications its own answer", async () => {
    const hash = await hashPassword("Right12345");
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => verifyPassword(hash, i % 2 ? "Right12345" : "Wrong12345")),
    );
    expect(answers).toEqual([false, true, false, true, false, true, false, true]);
    expect(await verifyPassword("not a hash", "Right12345")).toBe(false);
  });
});
