import { describe, expect, it } from "vitest";
import { benchContact, checkStored } from "./contact";
import { standInEndpoint, type StandIn } from "./stand-in-endpoint";

/** A stand-in for the contact endpoint: stores each valid post in a SQLite file like the server's. */
function contactServer(status: "present" | "absent"): Promise<StandIn> {
  return standInEndpoint(status, "CREATE TABLE contact_messages (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL)", (body, db) => {
    const data = body as { name?: string; email?: string };
    if (!data.name || !data.email) return false;
    db.prepare("INSERT INTO contact_messages (name, email) VALUES (?, ?)").run(data.name, data.email);
    return true;
  });
}

describe("the contact benchmark", () => {
  it("posts distinct valid messages and finds exactly those in the database", async () => {
    const { url, dataDir } = await contactServer("present");
    const { figure, prefix } = await benchContact(url, 200, 10);
    expect(figure.available).toBe(true);
    expect(figure.accepted).toBe(200);
    expect(figure.failures).toBe(0);
    expect(checkStored(dataDir, prefix, 200)).toEqual({ stored: 200, exact: true, table: "contact_messages" });
  });

  it("notices a message stored twice or one missing", async () => {
    const { url, dataDir, db } = await contactServer("present");
    const { prefix } = await benchContact(url, 50, 5);
    db.prepare("INSERT INTO contact_messages (name, email) VALUES (?, ?)").run(`${prefix}7`, "x@example.com");
    expect(checkStored(dataDir, prefix, 50)).toMatchObject({ stored: 51, exact: false });
    db.prepare("DELETE FROM contact_messages WHERE name IN (?, ?)").run(`${prefix}7`, `${prefix}8`);
    expect(checkStored(dataDir, prefix, 50)).toMatchObject({ stored: 48, exact: false });
  });

  it("reports the endpoint unavailable on 404, storing nothing", async () => {
    const { url, dataDir } = await contactServer("absent");
    const { figure, prefix } = await benchContact(url, 100, 10);
    expect(figure.available).toBe(false);
    expect(figure.note).toMatch(/404/);
    expect(checkStored(dataDir, prefix, 100).stored).toBe(0);
  });
});
