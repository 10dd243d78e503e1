import { describe, expect, it } from "vitest";
import { assertPlainJson, received, send, sendOnce, type Sent } from "./loader-data";

describe("a page's data as one JSON string", () => {
  it("is the value's JSON, and the server reads back the very value it sent", () => {
    const value = { product: { slug: "verdamol-500-tablets", uses: ["fever", "pain relief"] }, count: 3, printed: null };
    const sent = send(value);
    expect(typeof sent).toBe("string");
    expect(JSON.parse(sent)).toEqual(value);
    expect(received(sent)).toBe(value);
  });

  it("is read from its JSON where it was not sent (a browser), once per string", () => {
    const sent = JSON.stringify({ heading: "Verdamol", tags: [{ title: "T" }] }) as Sent<{ heading: string; tags: { title: string }[] }>;
    const first = received(sent);
    expect(first).toEqual({ heading: "Verdamol", tags: [{ title: "T" }] });
    expect(received(sent)).toBe(first);
  });

  it("keeps a bounded number of values: the oldest is read from its JSON again, equal but not the same", () => {
    const oldest = { n: -1, marker: "oldest" };
    const sent = send(oldest);
    for (let n = 0; n < 300; n++) send({ n });
    const again = received(sent);
    expect(again).toEqual(oldest);
    expect(again).not.toBe(oldest);
  });

  it("writes a value once per owner and key, and again for an owner that replaced it", () => {
    let made = 0;
    const make = (name: string) => () => ({ name, made: ++made });
    const saved = { name: "Verdant Meridian Exports" };
    const first = sendOnce(saved, "en:frame", make("en"));
    expect(sendOnce(saved, "en:frame", make("en"))).toBe(first);
    expect(made).toBe(1);
    expect(received(first)).toEqual({ name: "en", made: 1 });
    expect(received(sendOnce(saved, "fr:frame", make("fr")))).toEqual({ name: "fr", made: 2 });
    // A save replaces the details: the next render writes them anew.
    const replaced = { name: "Verdant Meridian Exports Ltd" };
    expect(received(sendOnce(replaced, "en:frame", make("en")))).toEqual({ name: "en", made: 3 });
  });

  it("refuses, outside production builds, what JSON would not give back the same", () => {
    expect(() => send({ day: new Date(0) })).toThrow(/value\.day is a Date/);
    expect(() => send({ list: [1, undefined] })).toThrow(/value\.list\[1\] is undefined/);
    expect(() => send({ ratio: Number.NaN })).toThrow(/value\.ratio is NaN/);
    expect(() => send({ seen: new Map() })).toThrow(/value\.seen is a Map/);
    expect(() => send({ run: () => 1 })).toThrow(/value\.run is a function/);
    expect(() => send({ big: 1n })).toThrow(/value\.big is a bigint/);
  });

  it("accepts plain data, with absent and undefined properties (JSON leaves them out, and so does reading them)", () => {
    expect(() => assertPlainJson({ a: [1, "two", true, null, { b: undefined }], c: Object.create(null) as object }, "value")).not.toThrow();
  });
});
