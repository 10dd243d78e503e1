import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

// The static baseline where nginx is missing: `node static-server.ts <dir> <port>` answers every
// file of <dir> from memory, with the headers a static file server sends.
const [dir = ".", port = "0"] = process.argv.slice(2);
const files = new Map<string, Buffer>();
for (const name of readdirSync(dir)) files.set(`/${name}`, readFileSync(path.join(dir, name)));

http
  .createServer((req, res) => {
    const body = files.get(req.url ?? "");
    if (!body) {
      res.writeHead(404, { "Content-Type": "text/plain", "Content-Length": 9 });
      res.end("Not found");
      return;
    }
    res.writeHead(200, { "Content-Type": "text/html", "Content-Length": body.length });
    res.end(req.method === "HEAD" ? undefined : body);
  })
  .listen(Number(port), "127.0.0.1");
