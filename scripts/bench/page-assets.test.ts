import { describe, expect, it } from "vitest";
import { loadPageAssets, pageAssetUrls, staticImports } from "./page-assets";

const html = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="stylesheet" href="/assets/app-B.css"/>
<link rel="icon" href="/favicon.svg"/><link rel="preload" as="image" href="/art/banner.svg"/>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
</head><body><script>window.__ctx = {};</script>
<script type="module" async="">import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/home-D.js";
import("/assets/entry.client-A.js");</script></body></html>`;

describe("page assets", () => {
  it("finds the scripts and stylesheets a page names, not icons or images", () => {
    expect(pageAssetUrls(html)).toEqual({
      scripts: ["/assets/entry.client-A.js", "/assets/root-C.js", "/assets/home-D.js"],
      styles: ["/assets/app-B.css"],
    });
  });

  it("follows static imports, not dynamic ones", () => {
    const code = `import{a as b}from"./chunk-E.js";import"./side-F.js";const x=()=>import("./lazy-G.js");`;
    expect(staticImports(code, "/assets/home-D.js")).toEqual(["/assets/chunk-E.js", "/assets/side-F.js"]);
  });

  it("loads the whole static closure once each", async () => {
    const files: Record<string, string> = {
      "/assets/entry.client-A.js": `import{x}from"./chunk-E.js";`,
      "/assets/root-C.js": `import{x}from"./chunk-E.js";`,
      "/assets/home-D.js": `import"./side-F.js";import("./lazy-G.js")`,
      "/assets/chunk-E.js": `export const x=1;`,
      "/assets/side-F.js": `import{x}from"./chunk-E.js";`,
      "/assets/app-B.css": `body{}`,
    };
    const reads: string[] = [];
    const assets = await loadPageAssets(html, async (url) => {
      reads.push(url);
      return Buffer.from(files[url]!);
    });
    expect([...assets.scripts.keys()].sort()).toEqual(
      ["/assets/chunk-E.js", "/assets/entry.client-A.js", "/assets/home-D.js", "/assets/root-C.js", "/assets/side-F.js"],
    );
    expect([...assets.styles.keys()]).toEqual(["/assets/app-B.css"]);
    expect(reads.filter((r) => r === "/assets/chunk-E.js")).toHaveLength(1);
  });
});
