import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { authorizeCredentials } from "@/lib/auth/options";
import { callRoute } from "@/lib/test/call-route";
import { createUser, uniqueEmail } from "@/lib/test/fixtures";
import { useMailServer } from "@/lib/test/mail-server";
import { POST as signUp } from "@/app/api/auth/sign-up/route";
import { POST } from "./route";

const mail = useMailServer();
const PASSWORD = "correct horse battery";

async function signUpAndRead(email = uniqueEmail("signup")) {
  const res = await callRoute(signUp, "POST", "/api/auth/sign-up", {
    body: { email, password: PASSWORD, fullName: "Ada", organizationName: "Pixel Forge" },
  });
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ email, verificationRequired: true, emailSent: true });
  const message = await mail.waitFor(email, /Confirm your e-mail/);
  return { email, token: new URL(message.link!).searchParams.get("token")!, message };
}

const verify = (token: string, password = PASSWORD) => callRoute(POST, "POST", "/api/auth/verify-email", { body: { token, password } });

describe("sign-up verifies the e-mail before the account can be used", () => {
  it("nothing exists until the link is opened; then the account signs in and owns its organization", async () => {
    const { email, token, message } = await signUpAndRead();
    expect(message.text).toContain("/verify-email?token=");
    expect(await prisma.user.findUnique({ where: { email } })).toBeNull();
    expect(await authorizeCredentials({ email, password: PASSWORD })).toBeNull();

    const res = await verify(token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email, organizationId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(await authorizeCredentials({ email, password: PASSWORD })).toMatchObject({ id: res.json.userId, email });
    const membership = await prisma.membership.findFirstOrThrow({
      where: { userId: res.json.userId },
      include: { role: true, organization: true },
    });
    expect(membership).toMatchObject({
      organizationId: res.json.organizationId,
      role: { systemKey: "owner" },
      organization: { name: "Pixel Forge" },
    });
  });

  it.each([
    ["a used link", async (token: string) => void (await verify(token))],
    [
      "an expired link",
      async () =>
        void (await prisma.authToken.updateMany({
          where: { purpose: "VERIFY_EMAIL", usedAt: null },
          data: { expiresAt: new Date(Date.now() - 1) },
        })),
    ],
  ])("400 TOKEN_INVALID for %s", async (_label, spoil) => {
    const { token } = await signUpAndRead();
    await spoil(token);
    expect((await verify(token)).json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "TOKEN_INVALID" });
  });

  it("400 TOKEN_INVALID for a made-up token", async () => {
    expect((await verify("x".repeat(43))).json).toMatchObject({ statusCode: 400, reason: "TOKEN_INVALID" });
  });

  it("a verified e-mail gets no confirmation link (the sign-up answers as for any e-mail)", async () => {
    const user = await createUser({ password: "already here" });
    const res = await callRoute(signUp, "POST", "/api/auth/sign-up", {
      body: { email: user.email, password: PASSWORD, fullName: "A", organizationName: "B" },
    });
    expect(res.json).toEqual({ email: user.email, verificationRequired: true, emailSent: true });
    expect(await prisma.authToken.count({ where: { email: user.email, purpose: "VERIFY_EMAIL" } })).toBe(0);
  });

  it("of two sign-ups with one e-mail, the first link opened wins and the other dies", async () => {
    const email = uniqueEmail("twice");
    const first = await signUpAndRead(email);
    await callRoute(signUp, "POST", "/api/auth/sign-up", {
      body: { email, password: "someone else's pw", fullName: "M", organizationName: "M" },
    });
    await expect.poll(() => mail.messages.filter((m) => m.to.includes(email)).length).toBe(2);
    const second = mail.messages.filter((m) => m.to.includes(email))[1];
    expect((await verify(first.token)).status).toBe(200);
    expect((await verify(new URL(second.link!).searchParams.get("token")!, "someone else's pw")).json).toMatchObject({
      reason: "TOKEN_INVALID",
    });
    expect(await authorizeCredentials({ email, password: "someone else's pw" })).toBeNull();
  });

  it("sign-up is throttled per e-mail: 429 with Retry-After", async () => {
    const email = uniqueEmail("many");
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await callRoute(signUp, "POST", "/api/auth/sign-up", {
        body: { email, password: PASSWORD, fullName: "A", organizationName: "B" },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
