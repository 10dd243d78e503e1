import { ensureBuild } from "./ensure-build";

// `npm start`: build when needed, then run the production server in this same process, so
// signals (SIGTERM from a supervisor) reach it directly.
ensureBuild();
process.env.NODE_ENV ??= "production";
await import("../server/main.server");
