import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconNames } from "../app/components/ui/icon-names";
import { SPRITE_PATH, iconSprite } from "./generate-icons";

const ROOT = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

describe("the icon sprite", () => {
  it("is what scripts/generate-icons.ts draws (rerun it after changing icon-names.ts)", async () => {
    expect(readFileSync(SPRITE_PATH, "utf8")).toBe(await iconSprite());
  });

  it("holds one drawn symbol per name, each id once", () => {
    const sprite = readFileSync(SPRITE_PATH, "utf8");
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>(.*?)<\/symbol>/g)].map(([, id, body]) => {
      expect(body, id).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
      return id;
    });
    expect(ids).toEqual([...iconNames]);
  });

  it("is the only way the app draws an icon: no page module imports the icon library", () => {
    const importers = [...sourceFiles("app"), ...sourceFiles("content")].filter((file) =>
      /from "lucide-react/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(importers).toEqual([]);
  });
});
