// Sign-in and sign-out as next-auth runs them (behind the route's guard, with the real credentials check and
// sign-out event): each is a change with its audit entry, and a sign-in that meets a database fault while it
// opens the session answers 503, not a 401 carrying the database's words. (next-auth's App Router handler
// itself needs Next's request scope, which only a running server has: the e2e sign-in journeys cover it.)
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createUser, randomIp } from "@/lib/test/fixtures";
import { guardAuthRoute } from "./auth-route";
import { authOptions, authorizeCredentials } from "./options";

const PASSWORD = "a long enough password";

/** A credentials sign-in through the guard, the way next-auth calls `authorize` for the callback route. */
async function signIn(email: string, ip: string) {
  let user: Awaited<ReturnType<typeof authorizeCredentials>> = null;
  const handler = guardAuthRoute(async () => {
    user = await authorizeCredentials({ email, password: PASSWORD }, { ip });
    return user
      ? Response.json({ url: "/organizations" })
      : Response.json({ url: "/api/auth/error?error=CredentialsSignin" }, { status: 401 });
  });
  const req = new NextRequest("http://localhost:3000/api/auth/callback/credentials", {
    method: "POST",
    headers: { "x-adnet-client-ip": ip },
  });
  const res = await handler(req, { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) });
  return { res, text: await res.text(), user: user as Awaited<ReturnType<typeof authorizeCredentials>> };
}

describe("sign-in and sign-out", () => {
  it("record session:sign-in and session:sign-out audit entries: the user, the session, the IP, the request id", async () => {
    const user = await createUser({ password: PASSWORD });
    const ip = randomIp();
    const { res, user: signedIn } = await signIn(user.email, ip);
    expect(res.status).toBe(200);
    const session = await prisma.session.findFirstOrThrow({ where: { userId: user.id } });
    expect(signedIn?.sid).toBe(session.id);
    const entry = await prisma.auditEntry.findFirstOrThrow({ where: { action: "session:sign-in", userId: user.id } });
    expect(entry).toMatchObject({ via: "session", targetId: session.id, ip, organizationId: null, apiKeyId: null, fields: [] });
    expect(entry.requestId).toEqual(expect.any(String));

    await authOptions.events!.signOut!({ token: { sub: user.id, sid: session.id }, session: null as never });
    expect((await prisma.session.findUniqueOrThrow({ where: { id: session.id } })).revokedAt).not.toBeNull();
    const out = await prisma.auditEntry.findMany({ where: { action: "session:sign-out", userId: user.id } });
    expect(out).toEqual([expect.objectContaining({ via: "session", targetId: session.id })]);
    // Signing out a session that has ended already changes nothing and records nothing.
    await authOptions.events!.signOut!({ token: { sub: user.id, sid: session.id }, session: null as never });
    expect(await prisma.auditEntry.count({ where: { action: "session:sign-out", userId: user.id } })).toBe(1);
  });

  it("a failed sign-in opens no session and records nothing", async () => {
    const user = await createUser({ password: "another password entirely" });
    const { res } = await signIn(user.email, randomIp());
    expect(res.status).toBe(401);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.auditEntry.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a database fault while the session is opened (57P01) → 503 with Retry-After, no database detail, no session", async () => {
    const user = await createUser({ password: PASSWORD });
    // The server shuts down between the password check and the session row, as PostgreSQL's fast shutdown does.
    await prisma.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION fail_session_insert() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'terminating connection due to administrator command at db.internal:5432' USING ERRCODE = '57P01'; END
      $$ LANGUAGE plpgsql`);
    await prisma.$executeRawUnsafe(
      `CREATE TRIGGER fail_session_insert BEFORE INSERT ON "Session" FOR EACH ROW EXECUTE FUNCTION fail_session_insert()`,
    );
    try {
      const { res, text } = await signIn(user.email, randomIp());
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(text).not.toContain("db.internal");
      expect(text).not.toContain("administrator");
      expect(JSON.parse(text)).toMatchObject({ statusCode: 503, code: "ServiceUnavailable", reason: "SERVICE_UNAVAILABLE" });
    } finally {
      await prisma.$executeRawUnsafe(`DROP TRIGGER fail_session_insert ON "Session"`);
      await prisma.$executeRawUnsafe(`DROP FUNCTION fail_session_insert()`);
    }
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.auditEntry.count({ where: { userId: user.id } })).toBe(0);
  });
});
