import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { assertPlainJson, DocumentData, received, send, sendOnce, type Sent } from "./loader-data";
import { asDocument, outsideDocuments } from "./loader-data.server";

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

  it("reads a once-written value back as the very value, however many values were sent since", () => {
    const frame = { company: "Verdant Meridian Exports" };
    const owner = {};
    sendOnce(owner, "en:frame", () => frame);
    for (let n = 0; n < 300; n++) send({ n });
    expect(received(sendOnce(owner, "en:frame", () => ({ company: "not made twice" })))).toBe(frame);
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

describe("a document's data, beside React Router's stream", () => {
  it("sends a reference inside a document request, the value's JSON outside one", () => {
    const value = { heading: "Verdamol 500", count: 2 };
    const outside = send(value);
    expect(JSON.parse(outside)).toEqual(value);
    asDocument(() => {
      const inside = send(value);
      expect(inside.startsWith("\u0000")).toBe(true);
      expect(received(inside)).toBe(value);
    });
  });

  it("writes each value once in the data block, by its reference, with every < escaped", () => {
    const product = { name: "Verdamol </script><!-- 500", strengths: ["500 mg"] };
    const frame = { company: "Verdant Meridian Exports" };
    const owner = {};
    const { page, shared, again, text } = asDocument(() => {
      const page = send(product);
      const shared = sendOnce(owner, "en:frame", () => frame);
      const again = sendOnce(owner, "en:frame", () => ({ company: "not made twice" }));
      expect(received(again)).toBe(frame);
      render(createElement(DocumentData));
      return { page, shared, again, text: lastText };
    });
    expect(text).not.toContain("<");
    const block = JSON.parse(text) as Record<string, unknown>;
    expect(block[page]).toEqual(product);
    expect(block[shared]).toEqual(frame);
    expect(block[again]).toEqual(frame);
    expect(Object.keys(block)).toEqual([page, shared, again]);
  });

  it("numbers references within each document (the same page, the same bytes), each read back only inside its own", () => {
    const a = asDocument(() => send({ n: 1 }));
    const b = asDocument(() => send({ n: 2 }));
    expect(a).toBe(b);
    expect(asDocument(() => [send({ n: 3 }), send({ n: 4 })])).toEqual([`${a}`, "\u00002"]);
    expect(() => received(a)).toThrow(/data is not there/);
    asDocument(() => {
      const c = send({ n: 5 });
      expect(received(c)).toEqual({ n: 5 });
    });
  });

  it("keeps its own document across awaits, with other documents' loaders running between", async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 1));
    const load = (n: number) =>
      asDocument(async () => {
        await pause();
        const sent = send({ n });
        await pause();
        render(createElement(DocumentData));
        return { sent, text: lastText };
      });
    const answers = await Promise.all([1, 2, 3, 4].map(load));
    for (const [index, { sent, text }] of answers.entries()) {
      expect(JSON.parse(text)).toEqual({ [sent]: { n: index + 1 } });
    }
  });

  it("sends JSON from a request run outside documents, even one resumed inside a document's context", () => {
    asDocument(() => {
      const sent = outsideDocuments(() => send({ n: 1 }));
      expect(JSON.parse(sent)).toEqual({ n: 1 });
    });
  });

  it("writes no data block for a render outside a document", () => {
    expect(renderToStaticMarkup(createElement(DocumentData))).toBe("");
  });
});

/** The data block's text, as the last `render` wrote it. */
let lastText = "";
function render(element: ReturnType<typeof createElement>): void {
  const html = renderToStaticMarkup(element);
  const match = /^<script type="application\/json" id="page-data">(.*)<\/script>$/s.exec(html);
  if (!match) throw new Error(`not a data block: ${html}`);
  lastText = match[1]!;
}
