import { describe, expect, it } from "vitest";
import { refusalReason, toFormResult } from "./form-result";
import { invalid, notFound, ok, throttled } from "./outcome";

describe("toFormResult", () => {
  it("gives a success the message and data of the call site", () => {
    const answer = toFormResult("codes", ok({ codes: ["a", "b"] }), {}, { message: "On", data: (v) => v.codes });
    expect(answer.data).toEqual({ form: "codes", sent: true, message: "On", data: ["a", "b"] });
    expect(answer.init).toBeNull();
  });

  it("leaves a success bare when the call site adds nothing", () => {
    expect(toFormResult("plain", ok()).data).toEqual({ form: "plain", sent: true });
  });

  it("answers a refusal with its status: field errors under the fields, else one message", () => {
    const wrong = toFormResult("f", invalid({ code: "Wrong code" }), { code: "1" });
    expect(wrong.data).toEqual({ form: "f", errors: { code: "Wrong code" }, values: { code: "1" } });
    expect(wrong.init?.status).toBe(400);
    const gone = toFormResult("f", notFound("Gone"));
    expect(gone.data).toEqual({ form: "f", message: "Gone", values: {} });
    expect(gone.init?.status).toBe(404);
    const busy = toFormResult("f", throttled("Later", 1500));
    expect(busy.init?.status).toBe(429);
    expect(busy.init?.headers).toEqual({ "Retry-After": "2" });
  });
});

describe("refusalReason", () => {
  it("is the message, else the first field error", () => {
    expect(refusalReason({ form: "f", message: "Whole", errors: { a: "Field" } })).toBe("Whole");
    expect(refusalReason({ form: "f", errors: { a: "Field", b: "Other" } })).toBe("Field");
    expect(refusalReason({ form: "f" })).toBeUndefined();
  });
});
