import { describe, expect, it } from "vitest";
import { ContentChanges } from "./content-changes.server";

describe("ContentChanges", () => {
  it("tells the listeners and the relays of a change made here", () => {
    const changes = new ContentChanges();
    const heard: string[] = [];
    const relayed: string[] = [];
    changes.subscribe((what) => heard.push(what));
    const stop = changes.relay((what) => relayed.push(what));
    changes.emit("settings");
    stop();
    changes.emit("catalogue");
    expect(heard).toEqual(["settings", "catalogue"]);
    expect(relayed).toEqual(["settings"]);
  });

  it("reloads the copy of a change heard from another process before the listeners hear it, and never relays it", async () => {
    const changes = new ContentChanges();
    const order: string[] = [];
    changes.refreshWith("catalogue", async () => {
      await Promise.resolve();
      order.push("reloaded catalogue");
    });
    changes.subscribe((what) => order.push(`heard ${what}`));
    changes.relay((what) => order.push(`relayed ${what}`));
    await changes.receive("catalogue");
    // A kind without a copy of its own only drops cached pages.
    await changes.receive("settings");
    changes.emitLocally("catalogue");
    expect(order).toEqual(["reloaded catalogue", "heard catalogue", "heard settings", "heard catalogue"]);
    expect(changes.kinds()).toEqual(["catalogue"]);
  });
});
