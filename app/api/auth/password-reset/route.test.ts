import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { authorizeCredentials } from "@/lib/auth/options";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, createUser, randomIp, sessionCookie, uniqueEmail } from "@/lib/test/fixtures";
import { useMailServer } from "@/lib/test/mail-server";
import { GET as readOrganizations } from "@/app/api/core/organizations/route";
import { POST as confirm } from "./confirm/route";
import { POST } from "./route";

const mail = useMailServer();

const request = (email: string, ip = randomIp()) =>
  callRoute(POST, "POST", "/api/auth/password-reset", { body: { email }, headers: { "x-adnet-client-ip": ip } });
const choose = (token: string, password: string) =>
  callRoute(confirm, "POST", "/api/auth/password-reset/confirm", { body: { token, password } });

async function resetLink(email: string) {
  expect((await request(email)).status).toBe(200);
  const message = await mail.waitFor(email, /Reset your password/);
  return new URL(message.link!).searchParams.get("token")!;
}

describe("forgot password", () => {
  it("e-mails a link; the new password works, the old one not, and every session ends", async () => {
    const user = await createUser({ password: "old password 1" });
    const cookie = await sessionCookie(user.id);
    const organizations = () => callRoute(readOrganizations, "GET", "/api/core/organizations", { cookie });
    expect((await organizations()).status).toBe(200);

    const token = await resetLink(user.email);
    const res = await choose(token, "new password 22");
    expect(res.json).toEqual({ email: user.email });
    expect(await authorizeCredentials({ email: user.email, password: "old password 1" })).toBeNull();
    expect(await authorizeCredentials({ email: user.email, password: "new password 22" })).not.toBeNull();
    expect((await organizations()).json).toMatchObject({ statusCode: 401, reason: "SESSION_INVALID" });
  });

  it("the link works once and for one hour", async () => {
    const user = await createUser({ password: "old password 1" });
    const token = await resetLink(user.email);
    expect((await choose(token, "new password 22")).status).toBe(200);
    expect((await choose(token, "again password 3")).json).toMatchObject({ statusCode: 400, reason: "TOKEN_INVALID" });

    const other = await createUser({ password: "old password 1" });
    const late = await resetLink(other.email);
    const row = await prisma.authToken.findFirstOrThrow({ where: { userId: other.id, purpose: "RESET_PASSWORD" } });
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 60 * 60 * 1000)).toBeLessThan(5_000);
    await prisma.authToken.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await choose(late, "new password 22")).json).toMatchObject({ statusCode: 400, reason: "TOKEN_INVALID" });
  });

  it("of two reset links, the earlier one stops working once the later one was used", async () => {
    const user = await createUser({ password: "old password 1" });
    expect((await request(user.email)).status).toBe(200);
    expect((await request(user.email)).status).toBe(200);
    const sent = () => mail.messages.filter((m) => m.to.includes(user.email) && /Reset your password/.test(m.subject));
    await expect.poll(() => sent().length).toBe(2);
    const [earlier, later] = sent().map((m) => new URL(m.link!).searchParams.get("token")!);
    expect(earlier).not.toBe(later);

    expect((await choose(later, "later password 2")).status).toBe(200);
    expect((await choose(earlier, "earlier password 3")).json).toMatchObject({ statusCode: 400, reason: "TOKEN_INVALID" });
    expect(await authorizeCredentials({ email: user.email, password: "earlier password 3" })).toBeNull();
    expect(await authorizeCredentials({ email: user.email, password: "later password 2" })).not.toBeNull();
  });

  it("answers known and unknown e-mails with the same status, body and timing (50 tries each, medians within 2×)", async () => {
    const known = await createOwner();
    await prisma.user.update({ where: { id: known.user.id }, data: { passwordHash: "x", emailVerifiedAt: new Date() } });
    const unknownEmail = uniqueEmail("nobody");
    const a = await request(known.user.email);
    const b = await request(unknownEmail);
    expect(a.status).toBe(b.status);
    expect(a.text).toBe(b.text);
    const times: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
    for (let i = 0; i < 50; i++) {
      for (const kind of ["known", "unknown"] as const) {
        const email = kind === "known" ? (await createUser({})).email : uniqueEmail("nobody");
        const started = performance.now();
        const res = await request(email);
        times[kind].push(performance.now() - started);
        expect(res.status).toBe(200);
        // Let the background work of a known e-mail (token, mail) finish, so it does not slow the next try.
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const ratio = median(times.known) / median(times.unknown);
    console.info(`reset request medians: known ${median(times.known).toFixed(2)} ms, unknown ${median(times.unknown).toFixed(2)} ms`);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  }, 120_000);

  it("is throttled per (e-mail, address): the 6th request from one address is 429 with Retry-After; another address is not held", async () => {
    const email = uniqueEmail("flood");
    const ip = randomIp();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await request(email, ip));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(answers[5].headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(answers[5].json.message).toBe("Too many attempts. Try again in 60 minutes.");
    expect((await request(email, randomIp())).status).toBe(200);
  });

  it("bounds the mails one address receives: 20 requests an hour from any number of addresses", async () => {
    const email = uniqueEmail("bombed");
    for (let address = 0; address < 4; address++) {
      const ip = randomIp();
      for (let i = 0; i < 5; i++) expect((await request(email, ip)).status).toBe(200);
    }
    expect((await request(email, randomIp())).status).toBe(429);
  });
});
