// Every caller kind × the organization requiring two-factor or not × an organization route and a person route, as a
// table. Requiring two-factor stops only a member's console session without a second factor, and only at the
// organization: that person still reaches their own profile (to set one up), and API keys are unaffected (their
// own policy covers them). Keys never reach a person route.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, createReviewer, sessionCookie } from "@/lib/test/fixtures";
import { GET as getOrganization } from "@/app/api/core/organization/[organizationId]/route";
import { GET as getProfile } from "@/app/api/auth/profile/route";
import { POST as createAccount } from "@/app/api/core/organization/[organizationId]/service-accounts/route";
import { POST as createIntegrationKey } from "@/app/api/core/review/integration-keys/route";

type Caller = "session without two-factor" | "session with two-factor" | "member key" | "service-account key" | "integration key";
type Credentials = { apiKey?: string; cookie?: string };

async function callerOf(kind: Caller, owner: Awaited<ReturnType<typeof createOwner>>): Promise<Credentials> {
  const organizationId = owner.organization.id;
  switch (kind) {
    case "session without two-factor":
      return { cookie: await sessionCookie(owner.user.id) };
    case "session with two-factor":
      await prisma.user.update({ where: { id: owner.user.id }, data: { twoFactorSince: new Date() } });
      return { cookie: await sessionCookie(owner.user.id) };
    case "member key":
      return { apiKey: owner.apiKey };
    case "service-account key": {
      const viewer = await prisma.role.findFirstOrThrow({ where: { organizationId, systemKey: "viewer" } });
      const created = await callRoute(createAccount, "POST", `/api/core/organization/${organizationId}/service-accounts`, {
        params: { organizationId },
        apiKey: owner.apiKey,
        body: { name: "Two-factor table", roleId: viewer.id },
      });
      expect(created.status).toBe(201);
      return { apiKey: created.json.apiKey as string };
    }
    case "integration key": {
      const reviewer = await createReviewer();
      const created = await callRoute(createIntegrationKey, "POST", "/api/core/review/integration-keys", {
        apiKey: reviewer.apiKey,
        body: { name: "Two-factor table" },
      });
      expect(created.status).toBe(201);
      return { apiKey: created.json.apiKey as string };
    }
  }
}

/** [organization route, person route]: a status, or a status and its reason. */
type Expected = [number | [number, string], number | [number, string]];
const TABLE: { caller: Caller; required: boolean; expected: Expected }[] = [
  { caller: "session without two-factor", required: false, expected: [200, 200] },
  { caller: "session without two-factor", required: true, expected: [[403, "TWO_FACTOR_REQUIRED"], 200] },
  { caller: "session with two-factor", required: false, expected: [200, 200] },
  { caller: "session with two-factor", required: true, expected: [200, 200] },
  { caller: "member key", required: false, expected: [200, [403, "SESSION_REQUIRED"]] },
  { caller: "member key", required: true, expected: [200, [403, "SESSION_REQUIRED"]] },
  { caller: "service-account key", required: false, expected: [200, [403, "SESSION_REQUIRED"]] },
  { caller: "service-account key", required: true, expected: [200, [403, "SESSION_REQUIRED"]] },
  {
    caller: "integration key",
    required: false,
    expected: [
      [403, "INTEGRATION_KEY_NOT_ALLOWED"],
      [403, "SESSION_REQUIRED"],
    ],
  },
  {
    caller: "integration key",
    required: true,
    expected: [
      [403, "INTEGRATION_KEY_NOT_ALLOWED"],
      [403, "SESSION_REQUIRED"],
    ],
  },
];

describe("caller kind × two-factor required × organization and person routes", () => {
  it.each(TABLE)("$caller, two-factor required: $required", async ({ caller, required, expected }) => {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    const credentials = await callerOf(caller, owner);
    await prisma.organization.update({ where: { id: organizationId }, data: { requireTwoFactor: required } });
    const answers = [
      await callRoute(getOrganization, "GET", `/api/core/organization/${organizationId}`, { params: { organizationId }, ...credentials }),
      await callRoute(getProfile, "GET", "/api/auth/profile", credentials),
    ];
    answers.forEach((answer, i) => {
      const [status, reason] = Array.isArray(expected[i]) ? expected[i] : [expected[i]];
      expect(answer.status, answer.text).toBe(status);
      if (reason) expect((answer.json as { reason: string }).reason).toBe(reason);
    });
  });
});
