import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { findLiveToken } from "@/lib/auth/tokens";
import { issueSetupLinkAtStart } from "@/lib/instance/setup-link";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { createOwner, createUser, sessionCookie, uniqueEmail } from "@/lib/test/fixtures";
import { signUp } from "@/lib/users/sign-up";
import { GET as reviewCounts } from "@/app/api/core/review/counts/route";
import { POST as claimRoute } from "./claim/route";
import { GET as listUsers } from "./users/route";
import { PATCH as updateUser } from "./users/[userId]/route";
import { POST as resetLinkRoute } from "./users/[userId]/reset-link/route";
import { GET as listSignUps } from "./sign-ups/route";
import { POST as confirmRoute } from "./sign-ups/[signUpId]/confirm/route";
import { GET as auditLogRoute } from "./audit-log/route";

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

async function claimAs(userId: string, token: string) {
  const cookie = await sessionCookie(userId);
  return callRoute(claimRoute, "POST", "/api/core/instance/claim", { cookie, headers: { origin: ORIGIN }, body: { token } });
}

/** A fresh instance (no setup row, nobody its administrator) and its setup link, as a first start prints it. */
async function freshInstance() {
  await prisma.instanceSetup.deleteMany();
  await prisma.user.updateMany({ where: { instanceAdmin: true }, data: { instanceAdmin: false } });
  const link = await issueSetupLinkAtStart();
  expect(link).toMatch(/\/setup\?token=[A-Za-z0-9_-]{43}$/);
  return tokenOf(link!);
}

async function administrator() {
  const token = await freshInstance();
  const admin = await createOwner();
  const res = await claimAs(admin.user.id, token);
  expect(res.status, res.text).toBe(200);
  return admin;
}

describe("the instance's setup link", () => {
  beforeEach(async () => {
    await prisma.instanceSetup.deleteMany();
  });

  it("is printed from the configured origin, stored hashed, and makes its claimer the administrator once", async () => {
    const token = await freshInstance();
    const row = await prisma.instanceSetup.findUniqueOrThrow({ where: { id: "instance" } });
    expect(JSON.stringify(row)).not.toContain(token);
    // a second process of the same start prints nothing, and does not replace the link
    expect(await issueSetupLinkAtStart()).toBeNull();

    const first = await createUser({ password: "correct horse battery" });
    const claimed = await claimAs(first.id, token);
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.json).toMatchObject({ userId: first.id, instanceAdmin: true });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: first.id } })).instanceAdmin).toBe(true);
    const audit = await prisma.auditEntry.findFirst({ where: { action: "instance:claim", userId: first.id } });
    expect(audit).toMatchObject({ organizationId: null, via: "session" });

    const stranger = await createUser({ password: "correct horse battery" });
    const again = await claimAs(stranger.id, token);
    expect(again.status).toBe(409);
    expect(again.json.reason).toBe("INSTANCE_ALREADY_CLAIMED");
    expect((await prisma.user.findUniqueOrThrow({ where: { id: stranger.id } })).instanceAdmin).toBe(false);
    // a later start prints no new link once the instance has its administrator
    expect(await issueSetupLinkAtStart(new Date(Date.now() + 3_600_000))).toBeNull();
  });

  it("refuses a wrong token, and one a later start replaced, writing nothing", async () => {
    const old = await freshInstance();
    const user = await createUser();
    const wrong = await claimAs(user.id, "A".repeat(43));
    expect(wrong.status).toBe(400);
    expect(wrong.json.reason).toBe("SETUP_LINK_INVALID");
    const newer = tokenOf((await issueSetupLinkAtStart(new Date(Date.now() + 120_000)))!);
    expect((await claimAs(user.id, old)).json.reason).toBe("SETUP_LINK_INVALID");
    expect((await prisma.instanceSetup.findUniqueOrThrow({ where: { id: "instance" } })).claimedAt).toBeNull();
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).instanceAdmin).toBe(false);
    expect((await claimAs(user.id, newer)).status).toBe(200);
  });

  it("lets exactly one of concurrent claims win", async () => {
    const token = await freshInstance();
    const people = await Promise.all(Array.from({ length: 5 }, () => createUser()));
    const answers = await Promise.all(people.map((person) => claimAs(person.id, token)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await prisma.user.count({ where: { instanceAdmin: true } })).toBe(1);
    const winner = people[answers.findIndex((res) => res.status === 200)];
    expect((await prisma.instanceSetup.findUniqueOrThrow({ where: { id: "instance" } })).claimedById).toBe(winner.id);
  });

  it("needs the person's session: an API key is refused", async () => {
    const token = await freshInstance();
    const owner = await createOwner();
    const res = await callRoute(claimRoute, "POST", "/api/core/instance/claim", { apiKey: owner.apiKey, body: { token } });
    expect(res.status).toBe(403);
    expect((await prisma.instanceSetup.findUniqueOrThrow({ where: { id: "instance" } })).claimedAt).toBeNull();
  });
});

describe("the instance's administration", () => {
  it("grants and revokes reviewer rights, audited; the reviewer then reads the review queues", async () => {
    const admin = await administrator();
    const person = await createOwner();
    expect((await callRoute(reviewCounts, "GET", "/api/core/review/counts", { apiKey: person.apiKey })).status).toBe(403);

    const found = await callRoute(listUsers, "GET", "/api/core/instance/users", { apiKey: admin.apiKey, query: { q: person.user.email } });
    expect(found.status, found.text).toBe(200);
    expect(found.json.items).toEqual([expect.objectContaining({ _id: person.user.id, reviewer: false, instanceAdmin: false })]);

    const path = `/api/core/instance/users/${person.user.id}`;
    const granted = await callRoute(updateUser, "PATCH", path, {
      apiKey: admin.apiKey,
      params: { userId: person.user.id },
      body: { reviewer: true },
    });
    expect(granted.status, granted.text).toBe(200);
    expect(granted.json).toMatchObject({ _id: person.user.id, reviewer: true });
    expect((await callRoute(reviewCounts, "GET", "/api/core/review/counts", { apiKey: person.apiKey })).status).toBe(200);
    const entry = await prisma.auditEntry.findFirst({ where: { action: "instance:update-user", targetId: person.user.id } });
    expect(entry).toMatchObject({ userId: admin.user.id, organizationId: null, fields: ["reviewer"] });

    const revoked = await callRoute(updateUser, "PATCH", path, {
      apiKey: admin.apiKey,
      params: { userId: person.user.id },
      body: { reviewer: false },
    });
    expect(revoked.json.reviewer).toBe(false);
    expect((await callRoute(reviewCounts, "GET", "/api/core/review/counts", { apiKey: person.apiKey })).status).toBe(403);
    expect(await prisma.auditEntry.count({ where: { action: "instance:update-user", targetId: person.user.id } })).toBe(2);

    // The Instance page's trail: the administration's entries only, newest first, with the account's name.
    const trail = await callRoute(auditLogRoute, "GET", "/api/core/instance/audit-log", { apiKey: admin.apiKey });
    expect(trail.status, trail.text).toBe(200);
    expect(trail.json.items.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: "instance:update-user",
        targetId: person.user.id,
        targetName: person.user.fullName,
        fields: ["reviewer"],
      }),
      expect.objectContaining({
        action: "instance:update-user",
        actor: expect.objectContaining({ userId: admin.user.id, email: admin.user.email }),
      }),
    ]);
    expect(trail.json.items.every((entry: { action: string }) => entry.action.startsWith("instance:"))).toBe(true);
    expect((await callRoute(auditLogRoute, "GET", "/api/core/instance/audit-log", { apiKey: person.apiKey })).status).toBe(403);
  });

  it("refuses anyone but the administrator, a reviewer too, writing nothing", async () => {
    await administrator();
    const reviewer = await createOwner({ reviewer: true });
    const target = await createOwner();
    const params = { userId: target.user.id };
    const before = await prisma.auditEntry.count();
    for (const res of [
      await callRoute(listUsers, "GET", "/api/core/instance/users", { apiKey: reviewer.apiKey }),
      await callRoute(listSignUps, "GET", "/api/core/instance/sign-ups", { apiKey: reviewer.apiKey }),
      await callRoute(updateUser, "PATCH", `/api/core/instance/users/${target.user.id}`, {
        apiKey: reviewer.apiKey,
        params,
        body: { reviewer: true },
      }),
      await callRoute(resetLinkRoute, "POST", `/api/core/instance/users/${target.user.id}/reset-link`, { apiKey: target.apiKey, params }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.reason).toBe("PERMISSION_DENIED");
    }
    expect((await prisma.user.findUniqueOrThrow({ where: { id: target.user.id } })).reviewer).toBe(false);
    expect(await prisma.authToken.count({ where: { userId: target.user.id, purpose: "RESET_PASSWORD" } })).toBe(0);
    expect(await prisma.auditEntry.count()).toBe(before);
  });

  it("checks its input: an unknown user is 404, a body without the flag 400", async () => {
    const admin = await administrator();
    const missing = "6740a1b2c3d4e5f601239fff";
    const unknown = await callRoute(updateUser, "PATCH", `/api/core/instance/users/${missing}`, {
      apiKey: admin.apiKey,
      params: { userId: missing },
      body: { reviewer: true },
    });
    expect(unknown.status).toBe(404);
    const bad = await callRoute(updateUser, "PATCH", `/api/core/instance/users/${admin.user.id}`, {
      apiKey: admin.apiKey,
      params: { userId: admin.user.id },
      body: { reviewer: "yes" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.reason).toBe("VALIDATION_FAILED");
  });

  it("makes a single-use reset link from the configured origin, audited", async () => {
    const admin = await administrator();
    const person = await createUser({ password: "correct horse battery" });
    const res = await callRoute(resetLinkRoute, "POST", `/api/core/instance/users/${person.id}/reset-link`, {
      apiKey: admin.apiKey,
      params: { userId: person.id },
    });
    expect(res.status, res.text).toBe(201);
    const link = new URL(res.json.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${process.env.PUBLIC_URL ?? process.env.NEXTAUTH_URL ?? link.origin}/reset-password`);
    expect(await findLiveToken(link.searchParams.get("token")!, "RESET_PASSWORD")).toMatchObject({ userId: person.id });
    expect(await prisma.auditEntry.findFirst({ where: { action: "instance:reset-link", targetId: person.id } })).toMatchObject({
      userId: admin.user.id,
    });
  });

  it("lists waiting sign-ups and confirms the one picked; a second confirmation is refused", async () => {
    const admin = await administrator();
    const email = uniqueEmail("waiting");
    // a mail-less install with users already: the sign-up waits
    const waiting = await signUp(
      { email, password: "correct horse battery", fullName: "Waiting Person", organizationName: "Waiting Games" },
      "203.0.113.9",
    );
    expect(waiting).toMatchObject({ verificationRequired: true });
    const list = await callRoute(listSignUps, "GET", "/api/core/instance/sign-ups", { apiKey: admin.apiKey });
    expect(list.status, list.text).toBe(200);
    const item = list.json.items.find((entry: { email: string }) => entry.email === email);
    expect(item).toMatchObject({ fullName: "Waiting Person", organizationName: "Waiting Games", requestedFrom: "203.0.113.9" });
    expect(list.text).not.toContain("passwordHash");

    const path = `/api/core/instance/sign-ups/${item._id}/confirm`;
    const confirmed = await callRoute(confirmRoute, "POST", path, { apiKey: admin.apiKey, params: { signUpId: item._id } });
    expect(confirmed.status, confirmed.text).toBe(200);
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(await prisma.membership.count({ where: { userId: user.id } })).toBe(1);
    expect(await prisma.auditEntry.findFirst({ where: { action: "instance:confirm-sign-up", targetId: user.id } })).toBeTruthy();

    const again = await callRoute(confirmRoute, "POST", path, { apiKey: admin.apiKey, params: { signUpId: item._id } });
    expect(again.status).toBe(409);
    expect(again.json.reason).toBe("SIGN_UP_NOT_WAITING");
    expect(await prisma.membership.count({ where: { userId: user.id } })).toBe(1);
  });
});
