import { AsyncLocalStorage } from "node:async_hooks";
import express from "express";
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { listenLocally } from "../../tests/support/server";
import { BUSY_MESSAGE, renderQueue, type RenderQueueOptions } from "./render-queue.server";

/**
 * The queue in front of a renderer that holds every response until the test lets it go, over
 * real HTTP: the test sees which renders have started and in what order.
 */
interface Rig {
  url: string;
  /** Paths whose render has started, in order. */
  started: string[];
  /** Requests that have reached the queue. */
  arrived: () => number;
  /** Paths whose visitor has gone, in order. */
  closed: string[];
  /** Ends the oldest render still open whose visitor is still there. */
  finishOne(): void;
  close(): Promise<void>;
}

const rigs: Rig[] = [];
afterEach(async () => {
  await Promise.all(rigs.splice(0).map((r) => r.close()));
});

async function rig(options: RenderQueueOptions): Promise<Rig> {
  const started: string[] = [];
  const closed: string[] = [];
  const open: express.Response[] = [];
  let arrived = 0;
  const app = express();
  app.use((req, res, next) => {
    arrived++;
    res.on("close", () => {
      if (!res.writableFinished) closed.push(req.path);
    });
    next();
  });
  app.use(renderQueue(options));
  app.use((req, res) => {
    started.push(req.path);
    open.push(res);
  });
  const { url, close } = await listenLocally(http.createServer(app));
  const r: Rig = {
    url,
    started,
    arrived: () => arrived,
    closed,
    finishOne() {
      while (open[0]?.destroyed) open.shift();
      const res = open.shift();
      if (!res) throw new Error("no render is open");
      res.type("text/plain").send(`rendered ${res.req.path}`);
    },
    close,
  };
  rigs.push(r);
  return r;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

/** Sends requests one after another, each once the server has it, so arrival order is known. */
async function sendInOrder(r: Rig, paths: string[], init: RequestInit = {}): Promise<Promise<Response>[]> {
  const responses: Promise<Response>[] = [];
  for (const path of paths) {
    const before = r.arrived();
    const response = fetch(`${r.url}${path}`, init);
    response.catch(() => {});
    responses.push(response);
    await until(() => r.arrived() > before, `${path} to arrive`);
  }
  return responses;
}

describe("renderQueue", () => {
  it("renders at most `concurrency` requests at once, in the order they arrived", async () => {
    const r = await rig({ concurrency: 2 });
    const paths = ["/a", "/b", "/c", "/d", "/e"];
    const responses = await sendInOrder(r, paths);
    await until(() => r.started.length === 2, "two renders");
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(r.started).toEqual(["/a", "/b"]);

    r.finishOne();
    await until(() => r.started.length === 3, "a third render");
    expect(r.started).toEqual(["/a", "/b", "/c"]);
    for (const count of [4, 5]) {
      r.finishOne();
      await until(() => r.started.length === count, "the next render");
    }
    r.finishOne();
    r.finishOne();
    expect(r.started).toEqual(paths);
    const bodies = await Promise.all(responses.map(async (p) => (await p).text()));
    expect(bodies).toEqual(paths.map((p) => `rendered ${p}`));
  });

  it("starts a request that waited in its own async context, not in that of the response that freed its slot", async () => {
    const context = new AsyncLocalStorage<string>();
    const seen: Record<string, string | undefined> = {};
    const open: express.Response[] = [];
    const app = express();
    // Each request's own context, as the request id and a document's page data have theirs.
    app.use((req, _res, next) => context.run(`request ${req.path}`, next));
    app.use(renderQueue({ concurrency: 1 }));
    app.use((req, res) => {
      seen[req.path] = context.getStore();
      open.push(res);
    });
    const { url, close } = await listenLocally(http.createServer(app));
    try {
      const first = fetch(`${url}/first`);
      await until(() => open.length === 1, "the first render");
      const second = fetch(`${url}/second`);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(open.length).toBe(1);
      // The first response ends inside some other context: the queue then starts the second.
      context.run("the response that freed the slot", () => open[0]!.type("text/plain").send("first"));
      await until(() => open.length === 2, "the second render");
      open[1]!.type("text/plain").send("second");
      expect(await (await first).text()).toBe("first");
      expect(await (await second).text()).toBe("second");
      expect(seen).toEqual({ "/first": "request /first", "/second": "request /second" });
    } finally {
      await close();
    }
  });

  it("answers 503 with a plain message, at once, when the queue is full, and keeps the waiting ones", async () => {
    const r = await rig({ concurrency: 1, maxWaiting: 1 });
    const [first, second] = await sendInOrder(r, ["/one", "/two"]);
    const busy = await fetch(`${r.url}/three`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("5");
    expect(busy.headers.get("cache-control")).toBe("no-store");
    expect(await busy.text()).toBe(BUSY_MESSAGE);

    r.finishOne();
    await until(() => r.started.length === 2, "the waiting render");
    r.finishOne();
    expect(await (await first!).text()).toBe("rendered /one");
    expect(await (await second!).text()).toBe("rendered /two");
    expect(r.started).toEqual(["/one", "/two"]);
  });

  it("lets `answer` serve a waiting request instead of rendering it", async () => {
    let answered = 0;
    const r = await rig({
      concurrency: 1,
      answer: (req, res) => {
        if (req.url !== "/cached") return false;
        answered++;
        res.end("from the cache");
        return true;
      },
    });
    const [first, cached, after] = await sendInOrder(r, ["/first", "/cached", "/after"]);
    r.finishOne();
    expect(await (await cached!).text()).toBe("from the cache");
    await until(() => r.started.length === 2, "the render after it");
    r.finishOne();
    expect(await (await first!).text()).toBe("rendered /first");
    expect(await (await after!).text()).toBe("rendered /after");
    expect(r.started).toEqual(["/first", "/after"]);
    expect(answered).toBe(1);
  });

  it("does not ask `answer` again for a request that found a slot free", async () => {
    let asked = 0;
    const r = await rig({ concurrency: 1, answer: () => (asked++, false) });
    const [only] = await sendInOrder(r, ["/only"]);
    await until(() => r.started.length === 1, "its render");
    r.finishOne();
    expect(await (await only!).text()).toBe("rendered /only");
    expect(asked).toBe(0);
  });

  it("skips a request whose visitor left while it waited, and frees the slot of one who left mid-render", async () => {
    const r = await rig({ concurrency: 1 });
    const leftMidRender = new AbortController();
    const leftWaiting = new AbortController();
    await sendInOrder(r, ["/left-mid-render"], { signal: leftMidRender.signal });
    await sendInOrder(r, ["/left-waiting"], { signal: leftWaiting.signal });
    const [stayed] = await sendInOrder(r, ["/stayed"]);
    await until(() => r.started.length === 1, "the first render");

    leftWaiting.abort();
    await until(() => r.closed.includes("/left-waiting"), "the server to see the first visitor go");
    expect(r.started).toEqual(["/left-mid-render"]);
    // The render in progress never ends its response; its visitor leaving frees the slot.
    leftMidRender.abort();
    await until(() => r.started.length === 2, "the render of the one who stayed");
    expect(r.started).toEqual(["/left-mid-render", "/stayed"]);
    r.finishOne();
    expect(await (await stayed!).text()).toBe("rendered /stayed");
  });

  it("frees the slot of a render that outlasts `slotTimeoutMs`, which still answers when it can", async () => {
    const r = await rig({ concurrency: 1, slotTimeoutMs: 50 });
    const [stuck, next] = await sendInOrder(r, ["/stuck", "/next"]);
    await until(() => r.started.length === 2, "the next render, once the slot timed out");
    expect(r.started).toEqual(["/stuck", "/next"]);
    r.finishOne();
    r.finishOne();
    expect(await (await stuck!).text()).toBe("rendered /stuck");
    expect(await (await next!).text()).toBe("rendered /next");
  });
});
