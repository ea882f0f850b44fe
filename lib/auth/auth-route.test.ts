import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { runWithContext, type RequestContext } from "@/lib/db/request-context";
import { duringSignIn, guardAuthRoute } from "./auth-route";

const call = (handler: ReturnType<typeof guardAuthRoute>, path: string, segments: string[]) =>
  handler(new NextRequest(new URL(path, "http://localhost:3000")), { params: Promise.resolve({ nextauth: segments }) });

describe("next-auth behind the guard", () => {
  it("an unknown /api/auth/* path → 404 ROUTE_NOT_FOUND JSON (next-auth never sees it)", async () => {
    let reached = false;
    const handler = guardAuthRoute(async () => ((reached = true), new Response("plain")));
    const res = await call(handler, "/api/auth/nonsense", ["nonsense"]);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: 404, code: "NotFound", reason: "ROUTE_NOT_FOUND" });
    expect(reached).toBe(false);
  });

  it("a sign-in that meets a database outage answers 503 with Retry-After, not 401 naming the host", async () => {
    const outage = Object.assign(new Error("Can't reach database server at db.internal:5432"), { code: "P1001" });
    const handler = guardAuthRoute(async () => {
      const user = await duringSignIn(() => Promise.reject(outage));
      expect(user).toBeNull();
      return Response.json({ url: "/api/auth/error?error=CredentialsSignin" }, { status: 401 });
    });
    const res = await call(handler, "/api/auth/callback/credentials", ["callback", "credentials"]);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    const body = await res.text();
    expect(body).not.toContain("db.internal");
    expect(JSON.parse(body)).toMatchObject({ statusCode: 503, code: "ServiceUnavailable", reason: "SERVICE_UNAVAILABLE" });
  });

  it("other sign-in errors are not swallowed", async () => {
    const context: RequestContext = { requestId: "r", ip: null };
    await expect(runWithContext(context, () => duringSignIn(() => Promise.reject(new TypeError("bug"))))).rejects.toThrow("bug");
    expect(context.unavailable).toBeUndefined();
  });
});
