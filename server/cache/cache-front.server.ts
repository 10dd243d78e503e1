import type { Catalogue } from "../catalogue/catalogue.server";
import type { ContentChanges } from "../content-changes.server";
import type { Database } from "../db/database.server";
import type { Env } from "../env.server";
import { S_MAXAGE_WITH_PURGER_S, S_MAXAGE_WITHOUT_PURGER_S, TAG_HEADERS, type SharedCacheOptions } from "../http/shared-cache.server";
import type { Logger } from "../logger.server";
import type { SiteMetrics } from "../metrics.server";
import { catalogueChangeTags, changeTags, pageTags, TAGS, type Fingerprints } from "./page-tags.server";
import { cloudflarePurger, fastlyPurger, varnishPurger, type Purger } from "./purgers.server";
import { PurgeQueue, PurgeWorker } from "./purge-queue.server";

/**
 * On PostgreSQL the other processes drop their in-memory pages when they hear the change
 * (NOTIFY, within a second): a cache in front that refetched from one of them before that would
 * keep the old page. So every purge is sent twice: at once, and again after this.
 */
export const REPEAT_PURGE_AFTER_MS = 2_000;

/** The cache in front of the site: the headers its pages carry and the purges content changes send. */
export interface CacheFront {
  /** What the response hook (server/http/shared-cache.server.ts) needs. */
  policy: SharedCacheOptions;
  /** The purger's worker; absent with CACHE_PURGER=none. */
  worker: PurgeWorker | undefined;
  close(): Promise<void>;
}

function purgerFor(env: Env): Purger | undefined {
  switch (env.CACHE_PURGER) {
    case "varnish":
      return varnishPurger(env.VARNISH_PURGE_URLS ?? []);
    case "cloudflare":
      return cloudflarePurger({ apiUrl: env.CLOUDFLARE_API_URL, zoneId: env.CLOUDFLARE_ZONE_ID ?? "", token: env.CLOUDFLARE_API_TOKEN ?? "" });
    case "fastly":
      return fastlyPurger({ apiUrl: env.FASTLY_API_URL, serviceId: env.FASTLY_SERVICE_ID ?? "", token: env.FASTLY_API_TOKEN ?? "" });
    default:
      return undefined;
  }
}

export function createCacheFront(deps: {
  env: Env;
  log: Logger;
  database: Database;
  catalogue: Catalogue;
  contentChanges: ContentChanges;
  metrics: SiteMetrics;
}): CacheFront {
  const { env, log, database, catalogue, contentChanges, metrics } = deps;
  const purger = purgerFor(env);
  const policy: SharedCacheOptions = {
    sMaxAge: purger ? S_MAXAGE_WITH_PURGER_S : S_MAXAGE_WITHOUT_PURGER_S,
    tagHeader: env.CACHE_PURGER === "cloudflare" ? TAG_HEADERS.cloudflare : TAG_HEADERS.surrogateKey,
    tagsFor: (pathname) => pageTags(pathname, catalogue),
  };
  if (!purger) return { policy, worker: undefined, close: async () => {} };

  const queue = new PurgeQueue(database.db, database.kind);
  const worker = new PurgeWorker(queue, purger, log, {
    retryBaseMs: env.PURGE_RETRY_BASE_MS,
    retryMaxMs: 60_000,
    leaseMs: 30_000,
    pollMs: Math.min(1_000, env.PURGE_RETRY_BASE_MS),
    batchSize: 10,
  });
  metrics.readFrom({ purges: () => queue.backlog(Date.now()) });

  // The catalogue as the pages last showed it, kept up to date on every change (ours and the
  // other processes'); the tags of this process's own change are worked out in the listener,
  // which hears a change before the relay, and queued by the relay, which hears only ours.
  const featured = () => catalogue.listFeaturedProducts().map((p) => p.slug).join(" ");
  let baseline: { products: Fingerprints; featured: string } = { products: catalogue.pageFingerprints(), featured: featured() };
  let lastTags: string[] = [];
  const unsubscribe = contentChanges.subscribe((what) => {
    lastTags = changeTags(what, () => {
      const now = { products: catalogue.pageFingerprints(), featured: featured() };
      const tags = catalogueChangeTags(baseline.products, now.products);
      if (tags.length === 0 && now.featured !== baseline.featured) tags.push(TAGS.home);
      baseline = now;
      return tags;
    });
  });
  const unrelay = contentChanges.relay(() => {
    const tags = lastTags;
    lastTags = [];
    if (tags.length === 0) return;
    const now = Date.now();
    Promise.all([queue.enqueue(tags, now, now), queue.enqueue(tags, now + REPEAT_PURGE_AFTER_MS, now)]).then(
      () => worker.kick(),
      (err: unknown) => log.error({ err, tags }, "cache purge could not be queued"),
    );
  });
  worker.start();
  return {
    policy,
    worker,
    async close() {
      unsubscribe();
      unrelay();
      await worker.stop();
    },
  };
}
