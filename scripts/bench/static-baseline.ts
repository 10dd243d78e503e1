import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, waitFor } from "./processes";

/**
 * The yardstick: the same page bytes served as static files by nginx (Debian's package) when it
 * is installed, else by a bare Node `http` server holding them in memory. Either runs as its own
 * process with one worker, like our one Node process.
 */
export interface StaticBaseline {
  kind: string;
  /** The URL serving the bytes stored under `name`. */
  url(name: string): string;
  close(): Promise<void>;
}

const NGINX_CANDIDATES = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].filter(Boolean) as string[];

function nginxBinary(): string | undefined {
  return NGINX_CANDIDATES.find((p) => existsSync(p));
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/**
 * `files` maps a file name to its bytes; each is served as text/html. `bareNode`: the Node server
 * even where nginx is installed (Node's own ceiling on this machine, beside nginx's).
 */
export async function startStaticBaseline(files: Map<string, Buffer>, { bareNode = false } = {}): Promise<StaticBaseline> {
  // A directory of its own, readable by all: nginx started as root reads as an unprivileged user.
  const dir = mkdtempSync(path.join(os.tmpdir(), "export-site-static-"));
  chmodSync(dir, 0o755);
  const www = path.join(dir, "www");
  mkdirSync(www, { mode: 0o755 });
  for (const [name, bytes] of files) writeFileSync(path.join(www, `${name}.html`), bytes, { mode: 0o644 });
  const port = await freePort();
  const nginx = bareNode ? undefined : nginxBinary();
  const child = nginx ? startNginx(nginx, dir, www, port) : startNodeStatic(www, port);
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, "error.log"), "utf8").split("\n").slice(-5).join("\n");
    } catch {
      return "";
    }
  };
  const close = async () => {
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${port}/${[...files.keys()][0]}.html`, child, errorLog);
  } catch (error) {
    await close();
    throw error;
  }
  const version = nginx ? nginxVersion(nginx) : `node ${process.version}`;
  return {
    kind: nginx ? `${version}, 1 worker` : `bare Node http server (${version})${bareNode ? "" : ", nginx not found"}`,
    url: (name) => `http://127.0.0.1:${port}/${name}.html`,
    close,
  };
}

function nginxVersion(binary: string): string {
  const out = spawnSync(binary, ["-v"], { encoding: "utf8" });
  return (out.stderr || out.stdout).trim().replace(/^nginx version: /, "") || "nginx";
}

function startNginx(binary: string, dir: string, www: string, port: number): ChildProcess {
  const conf = path.join(dir, "nginx.conf");
  const temp = (name: string) => path.join(dir, `${name}_temp`);
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location / { try_files $uri =404; }
  }
}
`,
  );
  return spawn(binary, ["-p", dir, "-c", conf, "-e", path.join(dir, "error.log")], { stdio: "ignore" });
}

function startNodeStatic(www: string, port: number): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "static-server.ts"), www, String(port)], {
    stdio: "ignore",
    env: { ...process.env, NODE_ENV: "production" },
  });
}
