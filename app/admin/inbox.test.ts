import { describe, expect, it } from "vitest";
import { deliveryText, hasFilters, inboxSearch, phoneLinks, replyHref, senderOf, topicOf } from "./inbox";

const delivery = (state: "queued" | "sending" | "sent" | "failed", attempts: number) => ({
  state,
  attempts,
  lastError: null,
  sentAt: null,
  nextAttemptAt: null,
});

describe("deliveryText", () => {
  it("names the state with its attempts", () => {
    expect(deliveryText(null)).toBe("Not forwarded");
    expect(deliveryText(delivery("queued", 0))).toBe("Queued");
    expect(deliveryText(delivery("queued", 2))).toBe("Queued, 2 attempts");
    expect(deliveryText(delivery("sending", 1))).toBe("Sending, 1 attempt");
    expect(deliveryText(delivery("sent", 3))).toBe("Sent");
    expect(deliveryText(delivery("failed", 10))).toBe("Failed after 10 attempts");
    expect(deliveryText(delivery("failed", 1))).toBe("Failed after 1 attempt");
  });
});

describe("inboxSearch", () => {
  it("keeps only what is set, and the page past the first", () => {
    expect(inboxSearch({ kind: undefined, status: undefined, delivery: undefined, q: "" })).toBe("");
    expect(inboxSearch({ kind: "inquiry", status: "new", stage: "quoted", delivery: "failed", q: "a&b c" }, 2)).toBe(
      "?kind=inquiry&status=new&stage=quoted&delivery=failed&q=a%26b+c&page=2",
    );
    expect(inboxSearch({ kind: undefined, status: undefined, delivery: undefined, q: "" }, 1)).toBe("");
  });

  it("hasFilters is true for any filter or search", () => {
    expect(hasFilters({ kind: undefined, status: undefined, delivery: undefined, q: "" })).toBe(false);
    expect(hasFilters({ kind: undefined, status: undefined, delivery: "none", q: "" })).toBe(true);
    expect(hasFilters({ kind: undefined, status: undefined, delivery: undefined, q: "x" })).toBe(true);
    expect(hasFilters({ stage: "won" })).toBe(true);
  });
});

describe("a message's sender, topic and reply link", () => {
  it("name a contact by name and an inquiry by e-mail; the topic is the product or the interest", () => {
    expect(senderOf({ name: "Amara", email: "a@example.com" })).toBe("Amara");
    expect(senderOf({ name: null, email: "a@example.com" })).toBe("a@example.com");
    expect(topicOf({ product: "Neem Soap", interest: null })).toBe("Neem Soap");
    expect(topicOf({ product: null, interest: "Other" })).toBe("Other");
  });

  it("answers the sender with a subject, and visitor text cannot add recipients or headers", () => {
    expect(replyHref({ email: "a@example.com", kind: "inquiry", product: "Neem Soap" }, "VME")).toBe(
      "mailto:a@example.com?subject=Re%3A%20Your%20inquiry%20about%20Neem%20Soap",
    );
    expect(replyHref({ email: "a@example.com", kind: "contact", product: null }, "VME")).toBe(
      "mailto:a@example.com?subject=Re%3A%20Your%20message%20to%20VME",
    );
    const href = replyHref({ email: "x@example.com?bcc=evil@example.com&body=hi,y@example.com", kind: "inquiry", product: "P&Q" }, "VME");
    expect(href).toBe(
      "mailto:x@example.com%3Fbcc%3Devil@example.com%26body%3Dhi%2Cy@example.com?subject=Re%3A%20Your%20inquiry%20about%20P%26Q",
    );
    expect(new URL(href).search).toBe("?subject=Re%3A%20Your%20inquiry%20about%20P%26Q");
  });
});

describe("phoneLinks", () => {
  it("calls and messages a number that carries its country code", () => {
    expect(phoneLinks("+254 712 345 678")).toEqual({ tel: "tel:+254712345678", whatsapp: "https://wa.me/254712345678" });
    expect(phoneLinks("(+44) 20-7946-0958")).toEqual({ tel: "tel:+442079460958", whatsapp: "https://wa.me/442079460958" });
    expect(phoneLinks("00 971 50 123 4567")).toEqual({ tel: "tel:+971501234567", whatsapp: "https://wa.me/971501234567" });
  });

  it("only calls a number without its country code (WhatsApp needs it), and links nothing without digits", () => {
    expect(phoneLinks("0712 345 678")).toEqual({ tel: "tel:0712345678", whatsapp: null });
    expect(phoneLinks("")).toBeNull();
    expect(phoneLinks(null)).toBeNull();
  });
});
