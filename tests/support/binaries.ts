import { execFileSync } from "node:child_process";

/**
 * The path of a program a test drives (varnishd, caddy...), or an error naming the Debian package
 * that provides it: such a test fails rather than skipping, on a laptop as in CI (.ci/run
 * installs the packages).
 */
export function requireBinary(name: string, debianPackage: string): string {
  try {
    return execFileSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).trim();
  } catch {
    throw new Error(`${name} is not installed: apt-get install ${debianPackage}`);
  }
}
