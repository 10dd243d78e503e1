import { Writable } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageSink } from "./page-sink.server";

function sink() {
  const result: { page?: Buffer; errors: unknown[] } = { errors: [] };
  const s = new PageSink(
    (page) => (result.page = page),
    (error) => result.errors.push(error),
  );
  return { s, result };
}

describe("PageSink", () => {
  it("keeps views and strings in order and hands them on as one buffer when ended", () => {
    const { s, result } = sink();
    expect(s.write(new TextEncoder().encode("<p>Verdamol "))).toBe(true);
    expect(s.write("500 · اقراص")).toBe(true);
    s.write(new TextEncoder().encode("</p>"));
    expect(result.page).toBeUndefined();
    s.end();
    expect(result.page?.toString("utf8")).toBe("<p>Verdamol 500 · اقراص</p>");
  });

  it("reports the error React destroys it with, once, and nothing after", () => {
    const { s, result } = sink();
    const error = new Error("render failed");
    s.destroy(error);
    s.destroy(new Error("again"));
    s.end();
    expect(result.errors).toEqual([error]);
    expect(result.page).toBeUndefined();
  });

  it("takes a page from React as a Writable would", async () => {
    const page = createElement("main", null, createElement("h1", { className: "text-2xl" }, "Registrations"), "x".repeat(5000), createElement("p", null, "Ghana · غانا"));
    const viaSink = await new Promise<Buffer>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(page, {
        onAllReady: () => pipe(new PageSink(resolve, reject).asDestination()),
        onShellError: reject,
      });
    });
    const viaWritable = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const { pipe } = renderToPipeableStream(page, {
        onAllReady: () =>
          pipe(
            new Writable({
              write: (chunk: Buffer, _encoding, done) => (chunks.push(chunk), done()),
              final: (done) => (resolve(Buffer.concat(chunks)), done()),
            }),
          ),
        onShellError: reject,
      });
    });
    expect(viaSink.toString("utf8")).toBe(viaWritable.toString("utf8"));
    expect(viaSink.toString("utf8")).toContain("Ghana · غانا");
  });

  it("hears of a render React abandons after it was piped, once", async () => {
    const never = new Promise<never>(() => undefined);
    function Waits(): never {
      throw never;
    }
    const outcomes: unknown[] = [];
    const reason = new Error("too slow");
    const { pipe, abort } = renderToPipeableStream(createElement("main", null, createElement(Waits)), { onShellError: () => undefined, onError: () => undefined });
    pipe(new PageSink((page) => outcomes.push(page), (error) => outcomes.push(error)).asDestination());
    abort(reason);
    await new Promise((resolve) => setImmediate(resolve));
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toBeInstanceOf(Error);
    expect(Buffer.isBuffer(outcomes[0])).toBe(false);
  });
});
