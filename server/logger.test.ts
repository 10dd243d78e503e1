import { describe, expect, it } from "vitest";
import { framedBlock, wantsPrettyLogs } from "./logger.server";

describe("wantsPrettyLogs", () => {
  it("pretty-prints for a person at a terminal, also under `npm start` (NODE_ENV=production)", () => {
    expect(wantsPrettyLogs({ format: "auto", nodeEnv: "production", isTTY: true })).toBe(true);
    expect(wantsPrettyLogs({ format: "auto", nodeEnv: "development", isTTY: true })).toBe(true);
  });

  it("keeps JSON when the output is piped (a supervisor, a container, a file)", () => {
    expect(wantsPrettyLogs({ format: "auto", nodeEnv: "production", isTTY: false })).toBe(false);
  });

  it("keeps the development server pretty when piped, and tests always JSON", () => {
    expect(wantsPrettyLogs({ format: "auto", nodeEnv: "development", isTTY: false })).toBe(true);
    expect(wantsPrettyLogs({ format: "auto", nodeEnv: "test", isTTY: true })).toBe(false);
  });

  it("obeys LOG_FORMAT over the guess", () => {
    expect(wantsPrettyLogs({ format: "json", nodeEnv: "production", isTTY: true })).toBe(false);
    expect(wantsPrettyLogs({ format: "json", nodeEnv: "development", isTTY: true })).toBe(false);
    expect(wantsPrettyLogs({ format: "pretty", nodeEnv: "production", isTTY: false })).toBe(true);
  });
});

describe("framedBlock", () => {
  it("frames every line to the width of the longest, on lines of its own", () => {
    const block = framedBlock(["E-mail: a@b.c", "Password: Xy1"]);
    expect(block).toBe(
      ["", "╔═════════════════╗", "║  E-mail: a@b.c  ║", "║  Password: Xy1  ║", "╚═════════════════╝", "", ""].join("\n"),
    );
  });
});
