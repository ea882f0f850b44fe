import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { prisma } from "@/lib/db/client";
import { createUser, randomIp, uniqueEmail } from "@/lib/test/fixtures";
import { authorizeCredentials } from "./options";
import { guardSignIn } from "./throttle-sign-in";

const throttleSignIn = async (req: NextRequest, segments: string[]) => (await guardSignIn(req, segments)).refused;

const PASSWORD = "known account password";

function signInRequest(email: string, ip: string, password = "a wrong guess") {
  return new NextRequest("http://localhost:3000/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-adnet-client-ip": ip },
    body: new URLSearchParams({ email, password, csrfToken: "x", json: "true" }).toString(),
  });
}

/**
 * POST /api/auth/callback/credentials as the route runs it: the throttle, then the credentials check (next-auth's
 * `authorize`), answering with a session cookie on success; the guard is settled with that answer.
 */
async function postSignIn(email: string, password: string, ip: string): Promise<Response> {
  const guard = await guardSignIn(signInRequest(email, ip, password), ["callback", "credentials"]);
  if (guard.refused) return guard.refused;
  const user = await authorizeCredentials({ email, password }, { ip });
  const response = user
    ? new Response("{}", { status: 200, headers: { "set-cookie": "next-auth.session-token=abc; Path=/; HttpOnly" } })
    : Response.json({ url: "/api/auth/error?error=CredentialsSignin" }, { status: 401 });
  await guard.settle(response);
  return response;
}

describe("sign-in", () => {
  it("refuses unknown e-mails, unverified accounts and wrong passwords alike, with the same timing (50 tries, medians within 2×)", async () => {
    const known = await createUser({ password: PASSWORD });
    const unverified = await createUser({});
    expect(await authorizeCredentials({ email: known.email, password: PASSWORD })).toMatchObject({ id: known.id });
    expect(await authorizeCredentials({ email: unverified.email, password: PASSWORD })).toBeNull();

    const times: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
    for (let i = 0; i < 50; i++) {
      for (const kind of ["known", "unknown"] as const) {
        const started = performance.now();
        const result = await authorizeCredentials({
          email: kind === "known" ? known.email : uniqueEmail("nobody"),
          password: "a wrong guess",
        });
        times[kind].push(performance.now() - started);
        expect(result).toBeNull();
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.info(`sign-in medians: known ${median(times.known).toFixed(1)} ms, unknown ${median(times.unknown).toFixed(1)} ms`);
    const ratio = median(times.known) / median(times.unknown);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  }, 180_000); // a hundred scrypt runs: slow on a busy machine

  it("is throttled per (e-mail, address): the 11th try from one address in 15 minutes is 429 with Retry-After, before the password is checked", async () => {
    const email = uniqueEmail("target");
    const ip = randomIp();
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await throttleSignIn(signInRequest(email, ip), ["callback", "credentials"]));
    expect(results.slice(0, 10).every((r) => r === null)).toBe(true);
    const refused = results[10]!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    const body = await refused.json();
    expect(body).toMatchObject({
      statusCode: 429,
      code: "TooManyRequests",
      reason: "RATE_LIMITED",
      url: expect.stringContaining("error=RATE_LIMITED"),
    });
  });

  describe("a stranger cannot lock the owner out", () => {
    it("12 wrong passwords from address A: A is throttled, saying in words when to try again; the owner's right password from address B signs in", async () => {
      const owner = await createUser({ password: PASSWORD });
      const [attacker, home] = [randomIp(), randomIp()];
      const statuses = [];
      for (let i = 0; i < 12; i++) statuses.push((await postSignIn(owner.email, `wrong guess ${i}`, attacker)).status);
      expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);

      const signedIn = await postSignIn(owner.email, PASSWORD, home);
      expect(signedIn.status).toBe(200);
      expect(await prisma.session.count({ where: { userId: owner.id } })).toBe(1);

      const refused = await postSignIn(owner.email, PASSWORD, attacker);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(840);
      expect((await refused.json()).message).toBe(`Too many attempts. Try again in ${Math.ceil(wait / 60)} minutes.`);
    }, 60_000);

    it("one address failing on and on never reaches the account's ceiling: after 150 tries from A the owner still signs in from B", async () => {
      const owner = await createUser({ password: PASSWORD });
      const attacker = randomIp();
      for (let i = 0; i < 150; i++) await throttleSignIn(signInRequest(owner.email, attacker), ["callback", "credentials"]);
      expect((await postSignIn(owner.email, PASSWORD, randomIp())).status).toBe(200);
    }, 60_000);

    it("guessing spread over many addresses meets the account's ceiling: 100 attempts in 15 minutes from anywhere", async () => {
      const email = uniqueEmail("distributed");
      for (let address = 0; address < 10; address++) {
        const ip = randomIp();
        for (let i = 0; i < 10; i++) expect(await throttleSignIn(signInRequest(email, ip), ["callback", "credentials"])).toBeNull();
      }
      const refused = await throttleSignIn(signInRequest(email, randomIp()), ["callback", "credentials"]);
      expect(refused?.status).toBe(429);
    });

    it("an IPv6 client is counted by its /64: other addresses in it share the count", async () => {
      const email = uniqueEmail("v6");
      const prefix = `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
      for (let i = 1; i <= 10; i++)
        expect(await throttleSignIn(signInRequest(email, `${prefix}::${i.toString(16)}`), ["callback", "credentials"])).toBeNull();
      expect((await throttleSignIn(signInRequest(email, `${prefix}::ff`), ["callback", "credentials"]))?.status).toBe(429);
      expect(
        await throttleSignIn(signInRequest(email, `2001:db8:ffff:${randomBytes(2).toString("hex")}::1`), ["callback", "credentials"]),
      ).toBeNull();
    });
  });

  it("is throttled per IP across e-mails", async () => {
    const ip = randomIp();
    const results = [];
    for (let i = 0; i < 101; i++) results.push(await throttleSignIn(signInRequest(uniqueEmail("spray"), ip), ["callback", "credentials"]));
    expect(results.filter((r) => r === null)).toHaveLength(100);
    expect(results[100]?.status).toBe(429);
  });

  it("a successful sign-in gives its attempt back: only failures add up", async () => {
    const email = uniqueEmail("regular");
    const ip = randomIp();
    for (let i = 0; i < 20; i++) {
      const guard = await guardSignIn(signInRequest(email, ip), ["callback", "credentials"]);
      expect(guard.refused).toBeNull();
      await guard.settle(new Response("{}", { status: 200, headers: { "set-cookie": "next-auth.session-token=abc; Path=/; HttpOnly" } }));
    }
    // A failure (no session cookie) is not given back.
    for (let i = 0; i < 10; i++)
      await (await guardSignIn(signInRequest(email, ip), ["callback", "credentials"])).settle(new Response("{}"));
    expect((await guardSignIn(signInRequest(email, ip), ["callback", "credentials"])).refused?.status).toBe(429);
  });

  it("other next-auth POSTs (sign-out) are not counted", async () => {
    expect(await throttleSignIn(signInRequest("x@example.com", randomIp()), ["signout"])).toBeNull();
  });
});
