import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { createUser, randomIp, uniqueEmail } from "@/lib/test/fixtures";
import { authorizeCredentials } from "./options";
import { guardSignIn } from "./throttle-sign-in";

const throttleSignIn = async (req: NextRequest, segments: string[]) => (await guardSignIn(req, segments)).refused;

const PASSWORD = "known account password";

function signInRequest(email: string, ip: string) {
  return new NextRequest("http://localhost:3000/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-adnet-client-ip": ip },
    body: new URLSearchParams({ email, password: "a wrong guess", csrfToken: "x", json: "true" }).toString(),
  });
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

  it("is throttled per e-mail: the 11th try in 15 minutes is 429 with Retry-After, before the password is checked", async () => {
    const email = uniqueEmail("target");
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await throttleSignIn(signInRequest(email, randomIp()), ["callback", "credentials"]));
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

  it("is throttled per IP across e-mails", async () => {
    const ip = randomIp();
    const results = [];
    for (let i = 0; i < 101; i++) results.push(await throttleSignIn(signInRequest(uniqueEmail("spray"), ip), ["callback", "credentials"]));
    expect(results.filter((r) => r === null)).toHaveLength(100);
    expect(results[100]?.status).toBe(429);
  });

  it("a successful sign-in gives its attempt back: only failures add up", async () => {
    const email = uniqueEmail("regular");
    for (let i = 0; i < 20; i++) {
      const guard = await guardSignIn(signInRequest(email, randomIp()), ["callback", "credentials"]);
      expect(guard.refused).toBeNull();
      await guard.settle(new Response("{}", { status: 200, headers: { "set-cookie": "next-auth.session-token=abc; Path=/; HttpOnly" } }));
    }
    // A failure (no session cookie) is not given back.
    for (let i = 0; i < 10; i++)
      await (await guardSignIn(signInRequest(email, randomIp()), ["callback", "credentials"])).settle(new Response("{}"));
    expect((await guardSignIn(signInRequest(email, randomIp()), ["callback", "credentials"])).refused?.status).toBe(429);
  });

  it("other next-auth POSTs (sign-out) are not counted", async () => {
    expect(await throttleSignIn(signInRequest("x@example.com", randomIp()), ["signout"])).toBeNull();
  });
});
