import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";

interface Received {
  method: string;
  url: string;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

/** A stand-in for EmailJS's REST API on a local port: records each call and answers 200 "OK". */
async function startFakeEmailJs(): Promise<{ url: string; calls: Received[]; close(): Promise<void> }> {
  const calls: Received[] = [];
  const server = http.createServer((req, res) => {
    let data = "";
    req.on("data", (chunk: Buffer) => (data += chunk.toString()));
    req.on("end", () => {
      calls.push({ method: req.method ?? "", url: req.url ?? "", contentType: req.headers["content-type"], body: JSON.parse(data) });
      res.writeHead(200, { "content-type": "text/plain" }).end("OK");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => new Promise((r) => server.close(() => r())) };
}

async function until(probe: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("the EmailJS transport", () => {
  let emailjs: Awaited<ReturnType<typeof startFakeEmailJs>>;
  let server: TestServer;
  beforeAll(async () => {
    emailjs = await startFakeEmailJs();
    server = await startTestServer({
      env: {
        EMAILJS_API_URL: emailjs.url,
        EMAILJS_SERVICE_ID: "service_test",
        EMAILJS_TEMPLATE_CONTACT: "template_contact",
        EMAILJS_TEMPLATE_INQUIRY: "template_inquiry",
        EMAILJS_PUBLIC_KEY: "public-key",
        EMAILJS_PRIVATE_KEY: "private-key",
        // Set too: EmailJS, when configured, is used instead of SMTP.
        SMTP_URL: "smtp://127.0.0.1:9",
      },
    });
  });
  afterAll(async () => {
    await server?.dispose();
    await emailjs?.close();
  });

  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("sends a contact message from the server with the template parameters {name, email, phone, interest, time}", async () => {
    const res = await post("/api/contact", {
      name: "Lin Wei",
      email: "lin@example.com",
      phone: "8613800000000",
      interest: "Cosmetic products",
      time: "2025/3/14 10:15:00",
    });
    expect(res.status).toBe(201);
    await until(() => emailjs.calls.some((c) => c.body.template_id === "template_contact"), "the contact call");
    const call = emailjs.calls.find((c) => c.body.template_id === "template_contact")!;
    expect(call.method).toBe("POST");
    expect(call.url).toBe("/api/v1.0/email/send");
    expect(call.contentType).toBe("application/json");
    expect(call.body).toEqual({
      lib_version: "4.4.1",
      service_id: "service_test",
      template_id: "template_contact",
      user_id: "public-key",
      accessToken: "private-key",
      template_params: {
        name: "Lin Wei",
        email: "lin@example.com",
        phone: "8613800000000",
        interest: "Cosmetic products",
        time: "2025/3/14 10:15:00",
      },
    });
  });

  it("sends an inquiry with the template parameters {product, email, phone, country, message}", async () => {
    const res = await post("/api/inquiry", {
      product: "Neem Soap",
      email: "buyer@example.com",
      country: "Nigeria",
      message: "MOQ and price per carton?",
    });
    expect(res.status).toBe(201);
    await until(() => emailjs.calls.some((c) => c.body.template_id === "template_inquiry"), "the inquiry call");
    const call = emailjs.calls.find((c) => c.body.template_id === "template_inquiry")!;
    expect(call.body).toMatchObject({ lib_version: "4.4.1", service_id: "service_test", user_id: "public-key" });
    expect(call.body.template_params).toEqual({
      product: "Neem Soap",
      email: "buyer@example.com",
      phone: "",
      country: "Nigeria",
      message: "MOQ and price per carton?",
    });
  });

  it("refuses to start when EmailJS is only half configured, naming what is missing", async () => {
    await expect(startTestServer({ env: { EMAILJS_SERVICE_ID: "service_test" } })).rejects.toThrow(
      /EmailJS is half configured: set EMAILJS_TEMPLATE_CONTACT, EMAILJS_TEMPLATE_INQUIRY, EMAILJS_PUBLIC_KEY as well/,
    );
  });
});
