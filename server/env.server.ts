import { z } from "zod";
import { DOCUMENT_LINK_DAYS_DEFAULT } from "../app/schemas/document-requests";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const positiveInt = (fallback: number) =>
  z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(fallback);

const S3_SETTINGS = [
  "MEDIA_S3_REGION",
  "MEDIA_S3_ENDPOINT",
  "MEDIA_S3_ACCESS_KEY_ID",
  "MEDIA_S3_SECRET_ACCESS_KEY",
] as const;

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int("must be a whole number").min(0).max(65535, "must be a port number (0-65535)").default(5000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    SITE_URL: optionalText.pipe(z.url("must be an absolute URL such as https://example.com").optional()),
    ADMIN_EMAIL: optionalText.pipe(z.email("must be an e-mail address").optional()),
    ADMIN_PASSWORD: optionalText,
    SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional()),
    IMAP_URL: optionalText.pipe(z.string().regex(/^imaps?:\/\//, "must start with imap:// or imaps://").optional()),
    IMAP_POLL_MS: positiveInt(60_000),
    MAIL_FROM: optionalText,
    MAIL_TO: optionalText,
    EMAILJS_SERVICE_ID: optionalText,
    EMAILJS_TEMPLATE_CONTACT: optionalText,
    EMAILJS_TEMPLATE_INQUIRY: optionalText,
    EMAILJS_PUBLIC_KEY: optionalText,
    EMAILJS_PRIVATE_KEY: optionalText,
    EMAILJS_API_URL: optionalText.pipe(z.url("must be an absolute URL").optional()),
    TRUST_PROXY: optionalText.pipe(z.string().regex(/^\d+$/, "must be a whole number of proxy hops").transform(Number).optional()),
    FORM_RATE_LIMIT: positiveInt(10),
    LOGIN_MAX_FAILURES: positiveInt(5),
    /** Password reset requests per e-mail per hour (an IP may make RESET_IP_FACTOR times as many). */
    PASSWORD_RESET_MAX: positiveInt(3),
    /** Delivery attempts per message before it is parked as failed for the admin. */
    OUTBOX_MAX_ATTEMPTS: positiveInt(10),
    /** Wait after a failed delivery; doubles with each further failure, up to an hour. */
    OUTBOX_RETRY_BASE_MS: positiveInt(30_000),
    /** How long a delivery is claimed; a process that died mid-send gives it back after this. */
    OUTBOX_LEASE_MS: positiveInt(120_000),
    /** How often each process looks for documents due an expiry notice (at start, then this often). */
    DOCUMENT_EXPIRY_CHECK_MS: positiveInt(3_600_000),
    /** The UTC hour (0-23) from which each process sends the day's follow-up digests (decision 0070). */
    FOLLOW_UP_DIGEST_HOUR: z.coerce.number().int("must be a whole number").min(0, "must be an hour from 0 to 23").max(23, "must be an hour from 0 to 23").default(7),
    /** How often each process looks for follow-up digests due (at start, then this often). */
    FOLLOW_UP_DIGEST_CHECK_MS: positiveInt(600_000),
    QUOTATION_REMINDER_DAYS: positiveInt(3),
    QUOTATION_REMINDER_CHECK_MS: positiveInt(3_600_000),
    /** How many days an approved document request's link lets the buyer download (decision 0062). */
    DOCUMENT_LINK_DAYS: positiveInt(DOCUMENT_LINK_DAYS_DEFAULT),
    /** PostgreSQL: the wait for a pooled connection, or for a new one to connect. */
    DB_CONNECT_TIMEOUT_MS: positiveInt(1500),
    /** PostgreSQL: one statement, on the server and on the client. SQLite: the wait for another process's lock. */
    DB_QUERY_TIMEOUT_MS: positiveInt(3000),
    /** The health check's own query on its own connection: /healthz answers 503 after this. */
    HEALTH_TIMEOUT_MS: positiveInt(1500),
    /** A request's headers must arrive within this (a client that trickles them is cut: 408). */
    HTTP_HEADERS_TIMEOUT_MS: positiveInt(20_000),
    /** A whole request, body included, must arrive within this (an upload of 20 MB on a slow line fits). */
    HTTP_REQUEST_TIMEOUT_MS: positiveInt(120_000),
    /** Acknowledgements mailed to one address per day (a mail relay's victim gets at most this many). */
    ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY: z.coerce.number().int("must be a whole number").min(0, "must be 0 or more").default(3),
    /** Serves /metrics on a port of its own (on METRICS_HOST); unset: no metrics port. */
    METRICS_PORT: optionalText.pipe(
      z
        .string()
        .regex(/^\d+$/, "must be a port number (1-65535)")
        .transform(Number)
        .pipe(z.number().int().min(1, "must be a port number (1-65535)").max(65535, "must be a port number (1-65535)"))
        .optional(),
    ),
    METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
    /** Serves /metrics on the site's own port too, to a request bearing this token. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    /**
     * After SIGTERM, how long the process goes on serving while /readyz answers 503, so a proxy's
     * health check takes it out of rotation before it stops accepting connections.
     */
    SHUTDOWN_DELAY_MS: z.coerce.number().int("must be a whole number").min(0, "must be 0 or more").max(60_000, "must be at most 60000").default(0),
    /** Where content changes are purged by tag: a cache in front of the site (docs/decisions/0040). */
    CACHE_PURGER: z.enum(["none", "varnish", "cloudflare", "fastly"]).default("none"),
    /** Varnish: the URLs PURGE goes to, comma-separated (one per Varnish). */
    VARNISH_PURGE_URLS: optionalText.pipe(
      z
        .string()
        .refine((v) => v.split(",").every((u) => u.trim() === "" || URL.canParse(u.trim())), "must be absolute URLs, comma-separated")
        .transform((v) => v.split(",").map((u) => u.trim()).filter(Boolean))
        .optional(),
    ),
    CLOUDFLARE_ZONE_ID: optionalText,
    CLOUDFLARE_API_TOKEN: optionalText,
    CLOUDFLARE_API_URL: z.url("must be an absolute URL").default("https://api.cloudflare.com/client/v4"),
    FASTLY_SERVICE_ID: optionalText,
    FASTLY_API_TOKEN: optionalText,
    FASTLY_API_URL: z.url("must be an absolute URL").default("https://api.fastly.com"),
    /** Wait after a failed purge; doubles after each further failure, up to a minute. */
    PURGE_RETRY_BASE_MS: positiveInt(1000),
    /** Chromium's executable, which prints the site's PDFs (decision 0071). */
    CHROMIUM_PATH: z.string().trim().min(1).default("/usr/bin/chromium"),
    /** PDF renders at once; the rest wait their turn. */
    PDF_CONCURRENCY: positiveInt(2),
    /** One PDF render's limit: past it the render is abandoned and tried once more. */
    PDF_RENDER_TIMEOUT_MS: positiveInt(30_000),
    /** Prints the data sheets and the catalogue in the background (decision 0073); off: no files, no links to them. */
    PRINTED_FILES: z.enum(["on", "off"]).default("on"),
    /** How often each process checks the printed files are up to date (at start, after its own changes, then this often). */
    PRINTED_FILES_CHECK_MS: positiveInt(3_600_000),
    /** After a content change, the catalogues are printed again once it has been this quiet (a run of edits prints them once). */
    PRINTED_CATALOGUE_QUIET_MS: positiveInt(60_000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** auto: pretty lines in an interactive terminal, JSON when piped (see logger.server.ts). */
    LOG_FORMAT: z.enum(["auto", "json", "pretty"]).default("auto"),
    /** Exposes routes that exist only to let the browser tests provoke failures. */
    ENABLE_TEST_ROUTES: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
    /** Media in an S3-compatible bucket instead of DATA_DIR/media (server/media). */
    MEDIA_S3_BUCKET: optionalText,
    MEDIA_S3_REGION: optionalText,
    MEDIA_S3_ENDPOINT: optionalText.pipe(z.url("must be an absolute URL such as https://s3.example.com").optional()),
    MEDIA_S3_ACCESS_KEY_ID: optionalText,
    MEDIA_S3_SECRET_ACCESS_KEY: optionalText,
    MEDIA_S3_FORCE_PATH_STYLE: z.enum(["true", "false", ""]).default("false").transform((v) => v === "true"),
  })
  .superRefine((raw, ctx) => {
    // A purger without its settings would leave stale pages in the cache in front: refused at start.
    const purgerNeeds = { none: [], varnish: ["VARNISH_PURGE_URLS"], cloudflare: ["CLOUDFLARE_ZONE_ID", "CLOUDFLARE_API_TOKEN"], fastly: ["FASTLY_SERVICE_ID", "FASTLY_API_TOKEN"] } as const;
    for (const name of purgerNeeds[raw.CACHE_PURGER]) {
      if (raw[name] === undefined) ctx.addIssue({ code: "custom", path: [name], message: `must be set when CACHE_PURGER is ${raw.CACHE_PURGER}` });
    }
    // Half an S3 configuration would quietly keep media on the local disk: refused at start.
    const given = S3_SETTINGS.filter((name) => raw[name] !== undefined);
    const missing = (name: string, message: string) => ctx.addIssue({ code: "custom", path: [name], message });
    if (given.length > 0 && raw.MEDIA_S3_BUCKET === undefined) {
      missing("MEDIA_S3_BUCKET", `must be set when ${given.join(", ")} is given`);
    } else if (raw.MEDIA_S3_BUCKET !== undefined && raw.MEDIA_S3_REGION === undefined) {
      missing("MEDIA_S3_REGION", "must be set when MEDIA_S3_BUCKET is given");
    } else if ((raw.MEDIA_S3_ACCESS_KEY_ID === undefined) !== (raw.MEDIA_S3_SECRET_ACCESS_KEY === undefined)) {
      const absent = raw.MEDIA_S3_ACCESS_KEY_ID === undefined ? "MEDIA_S3_ACCESS_KEY_ID" : "MEDIA_S3_SECRET_ACCESS_KEY";
      missing(absent, "MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both or neither");
    }
  })
  .transform((raw) => ({
    ...raw,
    SITE_URL: (raw.SITE_URL ?? `http://localhost:${raw.PORT || 5000}`).replace(/\/+$/, ""),
  }));

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

/** Parses the environment once; a bad value becomes one line naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = issue.path.join(".") || "environment";
  throw new EnvError(`Invalid environment variable ${name}: ${issue.message} (got ${JSON.stringify(source[name] ?? "")})`);
}

export function isHttps(env: Env): boolean {
  return env.SITE_URL.startsWith("https://");
}
