import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { addMember, createOwner, createReviewer, sessionCookie } from "@/lib/test/fixtures";
import { GET, PUT } from "./route";

const path = (organizationId: string) => `/api/core/organization/${organizationId}/me/notification-preferences`;

async function call(handler: typeof GET, method: string, organizationId: string, userId: string, body?: unknown) {
  return callRoute(handler, method, path(organizationId), {
    cookie: await sessionCookie(userId),
    headers: { origin: ORIGIN },
    params: { organizationId },
    body,
  });
}

describe("GET/PUT /api/core/organization/{organizationId}/me/notification-preferences (extension)", () => {
  it("answers the defaults (reviews and money mailed), then the groups changed, per person and organization", async () => {
    const { user, organization } = await createOwner();
    const other = await addMember(organization.id, "viewer");
    const second = await createOwner();
    await addMember(second.organization.id, "admin", user.id);

    const initial = await call(GET, "GET", organization.id, user.id);
    expect(initial.status).toBe(200);
    // the monthly statement is mailed only to those who turn it on
    expect(initial.json).toEqual({
      email: { reviews: true, money: true, assets: false, members: false, security: false, statements: false },
    });

    const changed = await call(PUT, "PUT", organization.id, user.id, { email: { reviews: false, assets: true, statements: true } });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({
      email: { reviews: false, money: true, assets: true, members: false, security: false, statements: true },
    });
    expect((await call(GET, "GET", organization.id, user.id)).json).toEqual(changed.json);
    // Another member, and the same person in another organization, keep the defaults.
    expect((await call(GET, "GET", organization.id, other.user.id)).json.email.reviews).toBe(true);
    expect((await call(GET, "GET", second.organization.id, user.id)).json.email.reviews).toBe(true);
  });

  it.each([
    ["an unknown group", { email: { marketing: true } }],
    ["a non-boolean", { email: { reviews: "yes" } }],
    ["no email object", {}],
    ["an extra field", { email: {}, sms: {} }],
  ])("refuses %s with the common error object and saves nothing", async (_name, body) => {
    const { user, organization } = await createOwner();
    const res = await call(PUT, "PUT", organization.id, user.id, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(await prisma.notificationPreference.count({ where: { userId: user.id } })).toBe(0);
  });

  it("is refused in another organization (403 NOT_A_MEMBER) and to a reviewer who is not a member", async () => {
    const { organization } = await createOwner();
    const stranger = await createOwner();
    const res = await call(PUT, "PUT", organization.id, stranger.user.id, { email: { reviews: false } });
    expect(res.json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
    const reviewer = await createReviewer();
    expect((await call(GET, "GET", organization.id, reviewer.user.id)).json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
    expect(await prisma.notificationPreference.count({ where: { organizationId: organization.id } })).toBe(0);
  });
});
