import { afterEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { encode, getToken } from "next-auth/jwt";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, sessionCookie } from "@/lib/test/fixtures";
import { GET as getOrganization } from "@/app/api/core/organization/[organizationId]/route";
import { revokeSession } from "./sessions";
import { sessionTokenOf } from "./session-token";

vi.mock("next-auth/jwt", async (original) => {
  const actual = await original<typeof import("next-auth/jwt")>();
  return { ...actual, getToken: vi.fn(actual.getToken) };
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(getToken).mockClear();
});

const requestWith = (cookie: string) => new NextRequest("http://localhost:3000/api/core/organizations", { headers: { cookie } });

describe("the session cookie's token, kept per process", () => {
  it("a cookie is decrypted once, and signing its session out still refuses the next request at once", async () => {
    const { user, organization } = await createOwner();
    const cookie = await sessionCookie(user.id);
    const read = () =>
      callRoute(getOrganization, "GET", `/api/core/organization/${organization.id}`, {
        params: { organizationId: organization.id },
        cookie,
      });
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    expect(getToken).toHaveBeenCalledTimes(1);

    const token = await sessionTokenOf(requestWith(cookie));
    await revokeSession(token!.sid as string);
    const refused = await read();
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ reason: "SESSION_INVALID" });
  });

  it("a kept token past its expiry is not answered: the cookie is read again, and refused", async () => {
    const cookie = `next-auth.session-token=${await encode({ token: { sub: "u1", sid: "s1" }, secret: process.env.AUTH_SECRET!, maxAge: 60 })}`;
    expect(await sessionTokenOf(requestWith(cookie))).toMatchObject({ sub: "u1", sid: "s1" });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 3_600_000);
    expect(await sessionTokenOf(requestWith(cookie))).toBeNull();
    expect(getToken).toHaveBeenCalledTimes(2);
  });

  it("a cookie that does not decrypt is not kept: each request tries it again", async () => {
    const cookie = "next-auth.session-token=not-a-token";
    expect(await sessionTokenOf(requestWith(cookie))).toBeNull();
    expect(await sessionTokenOf(requestWith(cookie))).toBeNull();
    expect(getToken).toHaveBeenCalledTimes(2);
  });
});
