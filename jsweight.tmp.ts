import zlib from "node:zlib";
import { startTestServer } from "./tests/support/server";
import { loadPageAssets } from "./scripts/bench/page-assets";
const server = await startTestServer();
const read = async (url: string) => Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer());
try {
  for (const path of process.argv.slice(2)) {
    const html = (await read(path)).toString();
    const assets = await loadPageAssets(html, read);
    console.log("==", path);
    for (const [url, data] of assets.scripts) console.log(zlib.gzipSync(data, { level: 9 }).length, url);
  }
} finally { await server.dispose(); }
