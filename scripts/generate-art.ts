/**
 * Writes the catalogue's drawings into public/new/: a front and back pack view for every
 * product that lists images, the three category illustrations and the placeholder.
 * Output is deterministic, so rerunning it only changes files whose product changed.
 *
 *   node --import tsx scripts/generate-art.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CATEGORIES, normalizeProduct } from "../app/schemas/product";
import { productSeeds } from "../content/products";
import { productArt } from "./art/product-art";
import { categoryArt, placeholderArt } from "./art/scenes";

const outDir = fileURLToPath(new URL("../public/new/", import.meta.url));
const VIEW_PATH = /^\/new\/(.+)-(front|back)\.svg$/;
const SIZE_LIMIT = 6 * 1024;

const files = new Map<string, string>();

for (const seed of productSeeds) {
  const product = normalizeProduct(seed);
  for (const image of product.images) {
    const match = VIEW_PATH.exec(image);
    // Catch hand-edited paths here rather than as a broken image on the live site.
    if (!match || match[1] !== product.slug) {
      throw new Error(`${seed.name}: image "${image}" should be /new/${product.slug}-front.svg or -back.svg`);
    }
    files.set(`${product.slug}-${match[2]}.svg`, productArt(seed, match[2] === "front" ? "front" : "back"));
  }
}
for (const category of CATEGORIES) {
  files.set(`category-${category.toLowerCase()}.svg`, categoryArt(category));
}
files.set("placeholder.svg", placeholderArt());

mkdirSync(outDir, { recursive: true });
// Drawings of renamed or removed products would otherwise linger and be served forever;
// only pack views are swept, so anything else placed in the folder is left alone.
for (const existing of readdirSync(outDir)) {
  if (/-(front|back)\.svg$/.test(existing) && !files.has(existing)) rmSync(`${outDir}${existing}`);
}
for (const [name, svg] of files) {
  const bytes = Buffer.byteLength(svg);
  if (bytes > SIZE_LIMIT) throw new Error(`${name} is ${bytes} bytes; keep drawings under 6 KB`);
  writeFileSync(`${outDir}${name}`, svg);
}
console.log(`Wrote ${files.size} drawings to public/new/`);
