import http from "node:http";
import { bearer, expect, signUpVerified, test, uniqueEmail } from "@/e2e/fixtures";

// The attacks from the report, replayed against the running server. Every probe must fail.

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

/**
 * A request from a chosen loopback address (127.0.0.0/8 is all local): the server sees a different client IP
 * for each, as it would for different attackers, without spending the one address the other journeys use.
 */
function from(
  sourceIp: string,
  baseURL: string,
  path: string,
  init: { method?: string; form?: Record<string, string>; cookie?: string } = {},
) {
  const url = new URL(path, baseURL);
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  return new Promise<Answer>((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      url,
      {
        method: init.method ?? "GET",
        localAddress: sourceIp,
        headers: {
          ...(body ? { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) } : {}),
          ...(init.cookie ? { cookie: init.cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** next-auth's credentials sign-in with its CSRF double-submit cookie, as a browser does it. */
async function signInFrom(sourceIp: string, baseURL: string, email: string, password: string) {
  const csrf = await from(sourceIp, baseURL, "/api/auth/csrf");
  const cookie = (csrf.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
  const { csrfToken } = JSON.parse(csrf.body);
  const answer = await from(sourceIp, baseURL, "/api/auth/callback/credentials", {
    method: "POST",
    form: { email, password, csrfToken, json: "true" },
    cookie,
  });
  const session = (answer.headers["set-cookie"] ?? []).find((c) => /session-token=[^;]/.test(c))?.split(";")[0];
  return { ...answer, session };
}

test.describe("account probes against the running server", () => {
  test("takeover: signing up with an invited e-mail gives no access", async ({ request, seed, baseURL }) => {
    const roles = await (
      await request.get(`/api/core/organization/${seed.owner.organizationId}/roles`, { headers: bearer(seed.owner.apiKey) })
    ).json();
    const admin = roles.items.find((r: { systemKey?: string }) => r.systemKey === "admin")._id;
    const email = uniqueEmail("newhire");
    const added = await request.post(`/api/core/organization/${seed.owner.organizationId}/members/by-email`, {
      headers: bearer(seed.owner.apiKey),
      data: { email, roleId: admin },
    });
    expect(await added.json()).toMatchObject({ invitationStatus: "PENDING" });
    const squat = await request.post("/api/auth/sign-up", {
      data: { email, password: "attacker password", fullName: "Mallory", organizationName: "Mallory Inc" },
    });
    expect(await squat.json()).toEqual({ email, verificationRequired: true, emailSent: true });
    const signIn = await signInFrom("127.0.0.21", baseURL!, email, "attacker password");
    expect(signIn.session).toBeUndefined();
    expect(signIn.status).toBe(401);
  });

  test("policy lift: a member cannot loosen the policy an admin set on their key", async ({ request, seed }) => {
    const person = await signUpVerified(request, seed, "limited", "limited password");
    const org = seed.owner.organizationId;
    const owner = bearer(seed.owner.apiKey);
    const roles = await (await request.get(`/api/core/organization/${org}/roles`, { headers: owner })).json();
    const viewer = roles.items.find((r: { systemKey?: string }) => r.systemKey === "viewer")._id;
    const member = await (
      await request.post(`/api/core/organization/${org}/members/by-email`, {
        headers: owner,
        data: { email: person.email, roleId: viewer },
      })
    ).json();
    expect(member.invitationStatus).toBe("ACCEPTED");
    const { apiKey } = await (
      await request.post(`/api/core/organization/${org}/members/${member._id}/api-key/rotate`, { headers: owner })
    ).json();
    const policy = `/api/core/organization/${org}/members/${member._id}/api-key-policy`;
    const set = {
      name: "Set by the owner",
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      rateLimit: { requests: 100, windowSeconds: 60 },
    };
    expect((await request.put(policy, { headers: owner, data: set })).status()).toBe(200);
    const lift = await request.put(policy, {
      headers: bearer(apiKey),
      data: { name: "Mine", expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString() },
    });
    expect(lift.status()).toBe(403);
    expect(await lift.json()).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    const tighten = await request.put(policy, {
      headers: bearer(apiKey),
      data: { ...set, rateLimit: { requests: 10, windowSeconds: 60 } },
    });
    expect(tighten.status()).toBe(200);
  });

  test("brute force: the 11th wrong password at one account from one address is 429 with the wait; the owner elsewhere still signs in", async ({
    request,
    seed,
    baseURL,
  }) => {
    const account = await signUpVerified(request, seed, "bruted", "the real password");
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await signInFrom("127.0.0.30", baseURL!, account.email, `guess ${i}`));
    expect(answers.slice(0, 10).every((a) => a.status === 401)).toBe(true);
    expect(answers[10].status).toBe(429);
    expect(Number(answers[10].headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(answers[10].body)).toMatchObject({
      statusCode: 429,
      reason: "RATE_LIMITED",
      message: expect.stringMatching(/Try again in \d+ minutes?\./),
    });
    // The stranger's failures hold back the stranger's address only: the owner signs in from another one.
    const owner = await signInFrom("127.0.0.31", baseURL!, account.email, "the real password");
    expect(owner.session).toBeDefined();
    expect((await signInFrom("127.0.0.30", baseURL!, account.email, "the real password")).status).toBe(429);
  });

  test("enumeration: known and unknown e-mails get the same status, body and timing (50 tries each)", async ({
    request,
    seed,
    baseURL,
  }) => {
    // A hundred sign-ins, each hashing a password, beside the other worker's journeys: longer than one request's journey.
    test.setTimeout(180_000);
    // Five accounts, ten wrong guesses each: never past one account's budget of failures.
    const known = [];
    for (let i = 0; i < 5; i++) known.push((await signUpVerified(request, seed, `known${i}`, "a known password")).email);
    const times = { known: [] as number[], unknown: [] as number[] };
    let reference: { status: number; body: string } | null = null;
    for (let i = 0; i < 50; i++) {
      for (const kind of ["known", "unknown"] as const) {
        const email = kind === "known" ? known[i % 5] : uniqueEmail("nobody");
        const answer = await signInFrom(`127.0.${kind === "known" ? 1 : 2}.${i + 1}`, baseURL!, email, "wrong password");
        times[kind].push(answer.ms);
        const shape = { status: answer.status, body: answer.body.replace(email, "<email>") };
        reference ??= shape;
        expect(shape).toEqual(reference);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const ratio = median(times.known) / median(times.unknown);
    console.info(
      `sign-in over HTTP, medians: known ${median(times.known).toFixed(1)} ms, unknown ${median(times.unknown).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  test("stale session: a signed-out session cookie stops working at once", async ({ request, seed, baseURL }) => {
    const account = await signUpVerified(request, seed, "stale", "stale password");
    const signIn = await signInFrom("127.0.0.60", baseURL!, account.email, "stale password");
    expect(signIn.session).toBeDefined();
    const cookie = signIn.session!;
    expect((await from("127.0.0.60", baseURL!, "/api/core/organizations", { cookie })).status).toBe(200);
    const csrf = await from("127.0.0.60", baseURL!, "/api/auth/csrf", { cookie });
    const csrfCookie = (csrf.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    const out = await from("127.0.0.60", baseURL!, "/api/auth/signout", {
      method: "POST",
      form: { csrfToken: JSON.parse(csrf.body).csrfToken, json: "true" },
      cookie: [cookie, csrfCookie].filter(Boolean).join("; "),
    });
    expect(out.status).toBe(200);
    // The old cookie, replayed as a thief who kept it would: refused.
    const replay = await from("127.0.0.60", baseURL!, "/api/core/organizations", { cookie });
    expect(replay.status).toBe(401);
    expect(JSON.parse(replay.body)).toMatchObject({ reason: "SESSION_INVALID" });
  });
});
