import { ensureBuild } from "../../scripts/ensure-build";

/** Integration tests run the built server: build first when the build is missing or stale. */
export default function setup(): void {
  ensureBuild();
}
