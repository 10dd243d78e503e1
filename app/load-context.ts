import type { Services } from "~server/services.server";

// Loaders and actions receive the process's services through React Router's load context.
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The client's address (after TRUST_PROXY): the form rate limit counts per address. */
    clientIp: string;
    /**
     * A page rendered for a GET or HEAD (not a data request): its quote count is written in when
     * it is answered, so the render holds marks instead (app/quote/quote-count.ts).
     */
    quoteCountAtAnswer: boolean;
  }
}

export {};
