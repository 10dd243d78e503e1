import { describe, expect, it } from "vitest";
import { MALFORMED_HOST_MESSAGE, MALFORMED_URL_MESSAGE, METHOD_NOT_ALLOWED_MESSAGE, isValidHost, judge } from "./bad-requests.server";

const HOST = "www.example.com";

describe("judge", () => {
  it.each([
    ["GET", "/"],
    ["HEAD", "/about"],
    ["POST", "/contact"],
    ["GET", "/product/vitamin-c?q=%ZZ"],
    ["GET", "/product/caf%C3%A9"],
    ["PUT", "/api/admin/auth/adminUpdate/1"],
    ["DELETE", "/api/admin/auth/adminDelete/1"],
    ["PATCH", "/API/x"],
    ["OPTIONS", "/api/admin/auth/adminlogin"],
    // The MCP endpoint answers its own 405 (Allow: POST) to what it does not take.
    ["DELETE", "/mcp"],
    ["GET", "/mcp"],
  ])("lets %s %s through", (method, url) => {
    expect(judge(method, url, HOST)).toBeUndefined();
  });

  it.each(["/%E0%A4%A", "/%", "/product/%ZZ", "/api/%C0", "*", "http://evil.example/", "", undefined])(
    "refuses the URL %j with 400",
    (url) => {
      expect(judge("GET", url, HOST)).toEqual({ status: 400, message: MALFORMED_URL_MESSAGE });
    },
  );

  it.each(["TRACE", "CONNECT", "PROPFIND", "SEARCH", "PUT", "PATCH", "DELETE", "OPTIONS"])(
    "refuses %s on a page with 405 and the page methods",
    (method) => {
      expect(judge(method, "/about", HOST)).toEqual({ status: 405, message: METHOD_NOT_ALLOWED_MESSAGE, allow: "GET, HEAD, POST" });
    },
  );

  it.each([
    ["TRACE", "/api/contact?x=1"],
    ["PROPFIND", "/api/contact?x=1"],
    ["MKCOL", "/api/contact?x=1"],
    ["TRACE", "/mcp"],
  ])("refuses %s on the API or the MCP endpoint with 405 and the API methods", (method, url) => {
    expect(judge(method, url, HOST)).toEqual({
      status: 405,
      message: METHOD_NOT_ALLOWED_MESSAGE,
      allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    });
  });
});

describe("the Host header", () => {
  it.each(["example.com", "localhost:5000", "127.0.0.1:80", "[::1]:5000", "WWW.Example.COM.", "a-b.example:65535"])("takes %j", (host) => {
    expect(isValidHost(host)).toBe(true);
  });

  it.each(["", " ", "a b", "example.com:99999999", "example.com:65536", "exa_mple.com", "evil.example/path", "user@host", "-a.example", undefined])(
    "refuses %j with 400",
    (host) => {
      expect(isValidHost(host)).toBe(false);
      expect(judge("GET", "/", host)).toEqual({ status: 400, message: MALFORMED_HOST_MESSAGE });
    },
  );
});
