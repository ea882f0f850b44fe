import { afterEach, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, createUser, randomIp, uniqueEmail } from "@/lib/test/fixtures";
import { useMailServer } from "@/lib/test/mail-server";
import { POST as requestReset } from "@/app/api/auth/password-reset/route";
import { POST as signUp } from "@/app/api/auth/sign-up/route";
import { POST as addByEmail } from "@/app/api/core/organization/[organizationId]/members/by-email/route";
import { POST as reissue } from "@/app/api/core/organization/[organizationId]/members/[userId]/invitation/route";

// Links in mail start with the configured public origin, whatever Host or X-Forwarded-* the request carried.
const mail = useMailServer();
const CONSOLE = "https://console.example.com";

// The requests an attacker sends, against the console configured at CONSOLE.
const ATTACKS: [string, Record<string, string>, Record<string, string | undefined>][] = [
  ["Host: evil.example", { host: "evil.example" }, { PUBLIC_URL: CONSOLE }],
  ["Host: 127.0.0.1:3200@evil.example", { host: "127.0.0.1:3200@evil.example" }, { PUBLIC_URL: CONSOLE }],
  [
    "a client-sent leftmost X-Forwarded-Host behind TRUST_PROXY=1",
    { host: "10.0.0.5:3000", "x-forwarded-host": "evil.example, console.example.com", "x-forwarded-proto": "http, https" },
    { PUBLIC_URL: CONSOLE, TRUST_PROXY: "1" },
  ],
  [
    "plain http with NEXTAUTH_URL=https://… (no PUBLIC_URL)",
    { host: "console.example.com", "x-forwarded-proto": "http" },
    { PUBLIC_URL: undefined, NEXTAUTH_URL: `${CONSOLE}/` },
  ],
];

const saved = { PUBLIC_URL: process.env.PUBLIC_URL, NEXTAUTH_URL: process.env.NEXTAUTH_URL, TRUST_PROXY: process.env.TRUST_PROXY };
function configure(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}
afterEach(() => configure(saved));

const originOf = (link: string | null) => new URL(link!).origin;

describe("every link in mail comes from PUBLIC_URL/NEXTAUTH_URL, never from the request's headers", () => {
  it.each(ATTACKS)("password reset, %s", async (_label, headers, env) => {
    configure(env);
    const user = await createUser({ password: "a password 123" });
    const res = await callRoute(requestReset, "POST", "/api/auth/password-reset", {
      body: { email: user.email },
      headers: { "x-adnet-client-ip": randomIp(), ...headers },
    });
    expect(res.status).toBe(200);
    const message = await mail.waitFor(user.email, /Reset your password/);
    expect(originOf(message.link)).toBe(CONSOLE);
    expect(message.link).toMatch(/^https:\/\/console\.example\.com\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(message.html).not.toContain("evil.example");
  });

  it.each(ATTACKS)("sign-up confirmation and the 'already have an account' notice, %s", async (_label, headers, env) => {
    configure(env);
    const email = uniqueEmail("confirm");
    const body = { email, password: "a password 123", fullName: "A", organizationName: "B" };
    expect((await callRoute(signUp, "POST", "/api/auth/sign-up", { body, headers })).status).toBe(200);
    expect(originOf((await mail.waitFor(email, /Confirm your e-mail/)).link)).toBe(CONSOLE);

    const existing = await createUser({ password: "a password 123" });
    await callRoute(signUp, "POST", "/api/auth/sign-up", { body: { ...body, email: existing.email }, headers });
    const notice = await mail.waitFor(existing.email, /already have an account/);
    expect(notice.text).toContain(`${CONSOLE}/sign-in`);
    expect(notice.text).not.toContain("evil.example");
  });

  it.each(ATTACKS)("invitation, its resent link and the 'you were added' notice, %s", async (_label, headers, env) => {
    configure(env);
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    const viewer = await prisma.role.findFirstOrThrow({ where: { organizationId, systemKey: "viewer" } });
    const email = uniqueEmail("invitee");
    const added = await callRoute(addByEmail, "POST", `/api/core/organization/${organizationId}/members/by-email`, {
      params: { organizationId },
      apiKey: owner.apiKey,
      headers,
      body: { email, roleId: viewer.id },
    });
    expect(added.json).toMatchObject({ invitationStatus: "PENDING" });
    expect(originOf((await mail.waitFor(email, /invited you/)).link)).toBe(CONSOLE);

    const resent = await callRoute(reissue, "POST", `/api/core/organization/${organizationId}/members/${added.json._id}/invitation`, {
      params: { organizationId, userId: added.json._id },
      apiKey: owner.apiKey,
      headers,
      body: { send: false },
    });
    expect(originOf(resent.json.inviteUrl)).toBe(CONSOLE);

    const member = await createUser({ password: "a password 123" });
    await callRoute(addByEmail, "POST", `/api/core/organization/${organizationId}/members/by-email`, {
      params: { organizationId },
      apiKey: owner.apiKey,
      headers,
      body: { email: member.email, roleId: viewer.id },
    });
    expect(originOf((await mail.waitFor(member.email, /You were added/)).link)).toBe(CONSOLE);
  });
});
