import type { Services } from "~server/services.server";

// Loaders and actions receive the process's services through React Router's load context.
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The client's address (after TRUST_PROXY): the form rate limit counts per address. */
    clientIp: string;
  }
}

export {};
