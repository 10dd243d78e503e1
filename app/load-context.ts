import type { Services } from "../server/services.server";

// Loaders and actions receive the process's services through React Router's load context.
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
  }
}

export {};
