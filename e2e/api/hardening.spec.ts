// The probe's findings that only the real server shows: each sends the exact request over HTTP.
import http from "node:http";
import { bearer, expect, test } from "@/e2e/fixtures";

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string; closed: boolean };

/** One request on its own connection, any method and any path bytes (fetch refuses TRACE and bad paths). */
function raw(baseURL: string, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string): Promise<Raw> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
          closed: res.headers.connection === "close",
        }),
      );
    });
    req.on("error", (error) =>
      (error as NodeJS.ErrnoException).code === "EPIPE" || (error as NodeJS.ErrnoException).code === "ECONNRESET"
        ? undefined
        : reject(error),
    );
    if (body) req.write(body);
    req.end();
  });
}

function errorObject(res: Raw, status: number, reason: string) {
  expect(res.status, res.body).toBe(status);
  expect(res.headers["content-type"]).toContain("application/json");
  expect(JSON.parse(res.body)).toMatchObject({ statusCode: status, reason });
}

test.describe("hardening over HTTP", () => {
  test("TRACE, PROPFIND and other methods → 404 METHOD_NOT_ALLOWED JSON", async ({ baseURL, seed }) => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL", "CONNECTX"]) {
      const res = await raw(baseURL!, method, `/api/core/organization/${seed.owner.organizationId}`);
      if (method === "CONNECTX") {
        expect(res.status).toBe(400); // Node's HTTP parser refuses unknown method names itself
        continue;
      }
      errorObject(res, 404, "METHOD_NOT_ALLOWED");
    }
  });

  test("bad percent-encoding in a path → 400 MALFORMED_PATH JSON on API routes, media and pages", async ({ baseURL }) => {
    for (const path of ["/api/core/organization/%C0%AE%C0%AE/me", "/media/%C0%AE/x.png", "/organizations/%FF"]) {
      errorObject(await raw(baseURL!, "GET", path), 400, "MALFORMED_PATH");
    }
  });

  test("unknown /api/auth/* paths answer the common error object", async ({ baseURL }) => {
    errorObject(await raw(baseURL!, "GET", "/api/auth/nonsense"), 404, "ROUTE_NOT_FOUND");
    errorObject(await raw(baseURL!, "DELETE", "/api/auth/session"), 404, "METHOD_NOT_ALLOWED");
  });

  test("a 20 MB JSON body is cut off at 1 MiB: 400 BODY_TOO_LARGE and the connection closed", async ({ baseURL }) => {
    // The server stops at 1 MiB and answers, throws away at most 8 MiB more and closes: the client sees the 400, or,
    // if its socket is reset while it is still sending, an error long before 20 MB went out.
    const url = new URL(baseURL!);
    const total = 20 * 1024 * 1024;
    const outcome = await new Promise<{ res?: Raw; sent: number; reset: boolean }>((resolve) => {
      let sent = 0;
      let settled = false;
      const finish = (value: { res?: Raw; reset: boolean }) => {
        if (!settled) ((settled = true), resolve({ ...value, sent }));
      };
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: "POST",
          path: "/api/auth/sign-up",
          agent: false,
          headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () =>
            finish({
              reset: false,
              res: {
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString(),
                closed: res.headers.connection === "close",
              },
            }),
          );
          res.on("error", () => finish({ reset: true }));
        },
      );
      req.on("error", () => finish({ reset: true }));
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (sent < total && !settled) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (sent >= total) req.end();
      };
      pump();
    });
    if (outcome.res) {
      errorObject(outcome.res, 400, "BODY_TOO_LARGE");
      expect(outcome.res.closed).toBe(true);
    } else {
      expect(outcome.reset).toBe(true);
    }
    expect(outcome.sent).toBeLessThan(total);
  });

  test("Content-Type other than JSON → 400 UNSUPPORTED_CONTENT_TYPE", async ({ baseURL, seed }) => {
    const res = await raw(
      baseURL!,
      "PUT",
      `/api/core/organization/${seed.owner.organizationId}`,
      { ...bearer(seed.owner.apiKey), "content-type": "text/plain" },
      '{"name":"x"}',
    );
    errorObject(res, 400, "UNSUPPORTED_CONTENT_TYPE");
  });

  test("X-Forwarded-Host is ignored without TRUST_PROXY: a cross-site cookie request stays refused", async ({ baseURL, page, seed }) => {
    await page.goto("/sign-in");
    await page.getByLabel("E-mail").fill(seed.owner.email);
    await page.getByLabel("Password").fill(seed.owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/organizations/);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const res = await raw(
      baseURL!,
      "PUT",
      `/api/core/organization/${seed.owner.organizationId}`,
      {
        cookie,
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
        "content-type": "application/json",
      },
      '{"description":"forged"}',
    );
    errorObject(res, 403, "CROSS_ORIGIN_REQUEST");
  });

  test("health and readiness for load balancers; metrics need METRICS_TOKEN", async ({ request }) => {
    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await request.get("/api/ready");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", checks: { database: "ok", storage: "ok" } });
    // The server has the runner's environment: without METRICS_TOKEN the route is off, with it the token is needed.
    const token = process.env.METRICS_TOKEN;
    const metrics = await request.get("/api/metrics");
    expect(await metrics.json()).toMatchObject(
      token ? { statusCode: 401, reason: "INVALID_METRICS_TOKEN" } : { statusCode: 404, reason: "METRICS_DISABLED" },
    );
    if (token) {
      const scraped = await request.get("/api/metrics", { headers: { Authorization: `Bearer ${token}` } });
      expect(scraped.status()).toBe(200);
      expect(await scraped.text()).toMatch(/^http_requests_total\{/m);
    }
  });

  test("Idempotency-Key over HTTP: the second POST is a replay", async ({ request, seed }) => {
    const headers = { ...bearer(seed.reviewer.apiKey), "Idempotency-Key": `e2e-${Date.now()}` };
    const path = `/api/core/organization/${seed.owner.organizationId}/balance/charge`;
    const data = { type: "CHARGE_TYPE_FREE", amount: 1, description: "idempotent" };
    const first = await request.post(path, { headers, data });
    const second = await request.post(path, { headers, data });
    expect(first.status()).toBe(200);
    expect(second.headers()["idempotent-replayed"]).toBe("true");
    expect(await second.json()).toEqual(await first.json());
  });
});
