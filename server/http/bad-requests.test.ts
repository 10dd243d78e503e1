import { describe, expect, it } from "vitest";
import { MALFORMED_URL_MESSAGE, METHOD_NOT_ALLOWED_MESSAGE, judge } from "./bad-requests.server";

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
  ])("lets %s %s through", (method, url) => {
    expect(judge(method, url)).toBeUndefined();
  });

  it.each(["/%E0%A4%A", "/%", "/product/%ZZ", "/api/%C0", "*", "http://evil.example/", "", undefined])(
    "refuses the URL %j with 400",
    (url) => {
      expect(judge("GET", url)).toEqual({ status: 400, message: MALFORMED_URL_MESSAGE });
    },
  );

  it.each(["TRACE", "CONNECT", "PROPFIND", "SEARCH", "PUT", "PATCH", "DELETE", "OPTIONS"])(
    "refuses %s on a page with 405 and the page methods",
    (method) => {
      expect(judge(method, "/about")).toEqual({ status: 405, message: METHOD_NOT_ALLOWED_MESSAGE, allow: "GET, HEAD, POST" });
    },
  );

  it.each(["TRACE", "PROPFIND", "MKCOL"])("refuses %s on the API with 405 and the API methods", (method) => {
    expect(judge(method, "/api/contact?x=1")).toEqual({
      status: 405,
      message: METHOD_NOT_ALLOWED_MESSAGE,
      allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    });
  });
});
