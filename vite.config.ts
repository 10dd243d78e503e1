import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~server": fileURLToPath(new URL("./server", import.meta.url)),
      "~content": fileURLToPath(new URL("./content", import.meta.url)),
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  build: {
    // Inline nothing: a strict CSP forbids data: script URLs and we want immutable assets.
    assetsInlineLimit: 0,
  },
});
