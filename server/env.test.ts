import { describe, expect, it } from "vitest";
import { EnvError, isHttps, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(5000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe("http://localhost:5000");
    expect(env.FORM_RATE_LIMIT).toBe(10);
    expect(env.LOGIN_MAX_FAILURES).toBe(5);
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.ENABLE_TEST_ROUTES).toBe(false);
    expect(env.FOLLOW_UP_DIGEST_HOUR).toBe(7);
    expect(env.FOLLOW_UP_DIGEST_CHECK_MS).toBe(600_000);
  });

  it("reads the follow-up digest's hour from 0 to 23 and names any other", () => {
    expect(parseEnv({ FOLLOW_UP_DIGEST_HOUR: "0" }).FOLLOW_UP_DIGEST_HOUR).toBe(0);
    expect(parseEnv({ FOLLOW_UP_DIGEST_HOUR: "23" }).FOLLOW_UP_DIGEST_HOUR).toBe(23);
    for (const value of ["24", "-1", "7.5", "seven"]) {
      expect(() => parseEnv({ FOLLOW_UP_DIGEST_HOUR: value })).toThrow(/^Invalid environment variable FOLLOW_UP_DIGEST_HOUR: /);
    }
    expect(() => parseEnv({ FOLLOW_UP_DIGEST_HOUR: "24" })).toThrow("must be an hour from 0 to 23");
  });

  it("treats empty values as unset and trims SITE_URL's trailing slash", () => {
    const env = parseEnv({ DATABASE_URL: "", SMTP_URL: " ", SITE_URL: "https://example.com/" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SITE_URL).toBe("https://example.com");
    expect(isHttps(env)).toBe(true);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://x"],
    ["SITE_URL", "not a url"],
    ["FORM_RATE_LIMIT", "0"],
    ["LOG_LEVEL", "loud"],
    ["SMTP_URL", "http://mail"],
  ])("names %s when it is %j", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
  });

  describe("media in S3", () => {
    const full = { MEDIA_S3_BUCKET: "media", MEDIA_S3_REGION: "eu-west-1" };

    it("keeps media on disk by default, and reads a full S3 configuration", () => {
      expect(parseEnv({}).MEDIA_S3_BUCKET).toBeUndefined();
      const env = parseEnv({
        ...full,
        MEDIA_S3_ENDPOINT: "http://127.0.0.1:4568",
        MEDIA_S3_ACCESS_KEY_ID: "key",
        MEDIA_S3_SECRET_ACCESS_KEY: "secret",
        MEDIA_S3_FORCE_PATH_STYLE: "true",
      });
      expect(env).toMatchObject({ ...full, MEDIA_S3_ENDPOINT: "http://127.0.0.1:4568", MEDIA_S3_FORCE_PATH_STYLE: true });
    });

    it.each([
      [{ MEDIA_S3_REGION: "eu-west-1" }, "MEDIA_S3_BUCKET", /must be set when MEDIA_S3_REGION is given/],
      [{ MEDIA_S3_BUCKET: "media" }, "MEDIA_S3_REGION", /must be set when MEDIA_S3_BUCKET is given/],
      [{ ...full, MEDIA_S3_ACCESS_KEY_ID: "key" }, "MEDIA_S3_SECRET_ACCESS_KEY", /set both or neither/],
      [{ ...full, MEDIA_S3_SECRET_ACCESS_KEY: "secret" }, "MEDIA_S3_ACCESS_KEY_ID", /set both or neither/],
      [{ ...full, MEDIA_S3_ENDPOINT: "localhost" }, "MEDIA_S3_ENDPOINT", /absolute URL/],
      [{ ...full, MEDIA_S3_FORCE_PATH_STYLE: "yes" }, "MEDIA_S3_FORCE_PATH_STYLE", /./],
    ])("refuses a half configuration %j, naming %s", (source, name, message) => {
      expect(() => parseEnv(source)).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
      expect(() => parseEnv(source)).toThrow(message);
    });
  });

  describe("operations and the cache in front", () => {
    it("reads the metrics port, token, shutdown delay and purger settings", () => {
      const env = parseEnv({
        METRICS_PORT: "15001",
        METRICS_TOKEN: "a-token-of-sixteen+",
        SHUTDOWN_DELAY_MS: "3000",
        CACHE_PURGER: "varnish",
        VARNISH_PURGE_URLS: "http://127.0.0.1:6081/, http://10.0.0.2:6081/",
      });
      expect(env).toMatchObject({
        METRICS_PORT: 15001,
        METRICS_HOST: "127.0.0.1",
        SHUTDOWN_DELAY_MS: 3000,
        CACHE_PURGER: "varnish",
        VARNISH_PURGE_URLS: ["http://127.0.0.1:6081/", "http://10.0.0.2:6081/"],
        PURGE_RETRY_BASE_MS: 1000,
      });
      const defaults = parseEnv({});
      expect([defaults.METRICS_PORT, defaults.METRICS_TOKEN, defaults.SHUTDOWN_DELAY_MS, defaults.CACHE_PURGER]).toEqual([undefined, undefined, 0, "none"]);
    });

    it.each([
      [{ METRICS_PORT: "abc" }, "METRICS_PORT", /port number/],
      [{ METRICS_PORT: "70000" }, "METRICS_PORT", /port number/],
      [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN", /at least 16/],
      [{ SHUTDOWN_DELAY_MS: "-1" }, "SHUTDOWN_DELAY_MS", /0 or more/],
      [{ CACHE_PURGER: "akamai" }, "CACHE_PURGER", /./],
      [{ CACHE_PURGER: "varnish" }, "VARNISH_PURGE_URLS", /must be set when CACHE_PURGER is varnish/],
      [{ CACHE_PURGER: "varnish", VARNISH_PURGE_URLS: "not a url" }, "VARNISH_PURGE_URLS", /absolute URLs/],
      [{ CACHE_PURGER: "cloudflare", CLOUDFLARE_API_TOKEN: "t" }, "CLOUDFLARE_ZONE_ID", /must be set when CACHE_PURGER is cloudflare/],
      [{ CACHE_PURGER: "fastly", FASTLY_SERVICE_ID: "s" }, "FASTLY_API_TOKEN", /must be set when CACHE_PURGER is fastly/],
    ])("refuses %j, naming %s", (source, name, message) => {
      expect(() => parseEnv(source)).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
      expect(() => parseEnv(source)).toThrow(message);
    });
  });
});
