// Regression tests for the black-box probe's findings on request bodies and queries: each sends the exact request.
import { describe, expect, it } from "vitest";
import { callRoute } from "@/lib/test/call-route";
import { createOwner } from "@/lib/test/fixtures";
import { PUT as putOrganization } from "@/app/api/core/organization/[organizationId]/route";
import { GET as listMembers } from "@/app/api/core/organization/[organizationId]/members/route";
import { GET as listRoles, POST as createRole } from "@/app/api/core/organization/[organizationId]/roles/route";
import { GET as listOrganizations } from "@/app/api/core/organizations/route";
import { GET as balanceHistory } from "@/app/api/core/organization/[organizationId]/balance-history/route";
import { POST as signUp } from "@/app/api/auth/sign-up/route";
import { POST as createApp } from "@/app/api/core/organization/[organizationId]/apps/route";
import { PATCH as patchAccount } from "@/app/api/core/organization/[organizationId]/account/route";
import { PUT as putKeyPolicy } from "@/app/api/core/organization/[organizationId]/members/[userId]/api-key-policy/route";
import { POST as charge } from "@/app/api/core/organization/[organizationId]/balance/charge/route";
import { prisma } from "@/lib/db/client";

const orgPath = (id: string) => `/api/core/organization/${id}`;

function validationOf(res: { status: number; json: { details: { path: string }[] } }) {
  expect(res.status).toBe(400);
  expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
  return res.json.details.map((d: { path: string }) => d.path);
}

describe("strings holding NUL or lone surrogates", () => {
  it.each([
    ["NUL", '{"name":"a\\u0000b"}', "name"],
    ["a lone high surrogate", '{"name":"a\\ud800b"}', "name"],
    ["a lone low surrogate", '{"description":"\\udc00"}', "description"],
  ])("PUT organization with %s → 400 naming the field, nothing written", async (_label, rawBody, field) => {
    const { organization, apiKey } = await createOwner({ name: "Before" });
    const res = await callRoute(putOrganization, "PUT", orgPath(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      rawBody,
      headers: { "content-type": "application/json" },
    });
    expect(validationOf(res)).toEqual([field]);
    expect((await prisma.organization.findUniqueOrThrow({ where: { id: organization.id } })).name).toBe("Before");
  });

  it("a surrogate pair (an emoji) is text and is accepted", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(putOrganization, "PUT", orgPath(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      body: { name: "Studio 🎮" },
    });
    expect(res.status).toBe(200);
  });

  it("POST roles with NUL in a statement → 400 naming statements.0", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(createRole, "POST", `${orgPath(organization.id)}/roles`, {
      params: { organizationId: organization.id },
      apiKey,
      body: { name: "R", statements: ["app:read\u0000@*"] },
    });
    expect(validationOf(res)).toEqual(["statements.0"]);
  });

  it.each([
    ["POST apps (name)", "name", { name: "a\u0000b", platform: ["APP_PLATFORM_ANDROID"] }],
    ["POST apps (tags)", "tags.0", { name: "Game", platform: ["APP_PLATFORM_ANDROID"], tags: ["a\u0000b"] }],
    ["PUT api-key-policy (name)", "name", { name: "a\u0000b" }],
    [
      "PATCH account (accountOwnerName)",
      "accountOwnerName",
      { accountOwnerName: "a\u0000b", accountBankName: "Bank", accountNumber: "1234" },
    ],
    ["POST balance/charge (description)", "description", { type: "CHARGE_TYPE_PAID", amount: 1000, description: "a\u0000b" }],
  ])("%s with NUL → 400 naming %s, nothing written", async (label, field, payload) => {
    const { organization, apiKey, user } = await createOwner();
    const reviewer = await createOwner({ reviewer: true });
    const base = orgPath(organization.id);
    const params = { organizationId: organization.id };
    const [handler, method, path, extra, key] = label.startsWith("POST apps")
      ? ([createApp, "POST", `${base}/apps`, {}, apiKey] as const)
      : label.startsWith("PUT api-key-policy")
        ? ([putKeyPolicy, "PUT", `${base}/members/${user.id}/api-key-policy`, { userId: user.id }, apiKey] as const)
        : label.startsWith("PATCH account")
          ? ([patchAccount, "PATCH", `${base}/account`, {}, apiKey] as const)
          : ([charge, "POST", `${base}/balance/charge`, {}, reviewer.apiKey] as const);
    const before = await Promise.all([
      prisma.app.count({ where: { organizationId: organization.id } }),
      prisma.ledgerEntry.count({ where: { organizationId: organization.id } }),
      prisma.settlementAccount.count({ where: { organizationId: organization.id } }),
      prisma.membership.findFirstOrThrow({ where: { organizationId: organization.id, userId: user.id } }),
    ]);
    const res = await callRoute(handler, method, path, { params: { ...params, ...extra }, apiKey: key, body: payload });
    expect(validationOf(res)).toEqual([field]);
    const after = await Promise.all([
      prisma.app.count({ where: { organizationId: organization.id } }),
      prisma.ledgerEntry.count({ where: { organizationId: organization.id } }),
      prisma.settlementAccount.count({ where: { organizationId: organization.id } }),
      prisma.membership.findFirstOrThrow({ where: { organizationId: organization.id, userId: user.id } }),
    ]);
    expect(after).toEqual(before);
  });

  it("sign-up with NUL in the full name → 400 naming fullName", async () => {
    const res = await callRoute(signUp, "POST", "/api/auth/sign-up", {
      body: { email: "nul@example.test", password: "long-enough-password", fullName: "a\u0000b" },
    });
    expect(validationOf(res)).toContain("fullName");
  });

  it("?cursor=%00 → 400 naming cursor", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(listRoles, "GET", `${orgPath(organization.id)}/roles?cursor=%00`, {
      params: { organizationId: organization.id },
      apiKey,
    });
    expect(validationOf(res)).toEqual(["cursor"]);
  });
});

describe("Content-Type and size", () => {
  it.each([
    ["none", undefined],
    ["text/plain", "text/plain"],
    ["application/x-www-form-urlencoded", "application/x-www-form-urlencoded"],
  ])("a JSON body sent with Content-Type %s → 400 UNSUPPORTED_CONTENT_TYPE", async (_label, type) => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(putOrganization, "PUT", orgPath(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      rawBody: '{"name":"x"}',
      headers: type ? { "content-type": type } : {},
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "UNSUPPORTED_CONTENT_TYPE" });
  });

  it("application/json; charset=utf-8 is JSON", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(putOrganization, "PUT", orgPath(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      rawBody: '{"name":"x"}',
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(res.status).toBe(200);
  });

  it("a 100 MB streamed body → 400 BODY_TOO_LARGE after reading about 1 MiB, with Connection: close", async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 100 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await callRoute(signUp, "POST", "/api/auth/sign-up", { rawBody: stream, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "BODY_TOO_LARGE" });
    expect(res.headers.get("connection")).toBe("close");
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it("a declared Content-Length over 1 MiB is refused before reading", async () => {
    const res = await callRoute(signUp, "POST", "/api/auth/sign-up", {
      rawBody: "{}",
      headers: { "content-type": "application/json", "content-length": String(600 * 1024 * 1024) },
    });
    expect(res.json).toMatchObject({ reason: "BODY_TOO_LARGE" });
  });
});

describe("deeply nested JSON", () => {
  const nested = (depth: number) => `{"name":${"[".repeat(depth)}${"]".repeat(depth)}}`;

  it("anonymous sign-up with arrays nested 3,000 deep (a 6 KB body) → 400 MALFORMED_JSON, not a stack overflow", async () => {
    const res = await callRoute(signUp, "POST", "/api/auth/sign-up", {
      rawBody: nested(3000),
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "MALFORMED_JSON" });
    expect(res.json.message).toMatch(/deeper than 64/);
  });

  it("PUT organization with objects nested 3,000 deep → 400 MALFORMED_JSON, nothing written", async () => {
    const { organization, apiKey } = await createOwner({ name: "Before" });
    const res = await callRoute(putOrganization, "PUT", orgPath(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      rawBody: `${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`,
      headers: { "content-type": "application/json" },
    });
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "MALFORMED_JSON" });
    expect((await prisma.organization.findUniqueOrThrow({ where: { id: organization.id } })).name).toBe("Before");
  });

  it("64 levels are read (and fail validation as usual); brackets inside strings do not count", async () => {
    const { organization, apiKey } = await createOwner();
    const options = { params: { organizationId: organization.id }, apiKey, headers: { "content-type": "application/json" } };
    const atLimit = await callRoute(putOrganization, "PUT", orgPath(organization.id), { ...options, rawBody: nested(63) });
    expect(validationOf(atLimit)).toEqual(["name"]);
    const overLimit = await callRoute(putOrganization, "PUT", orgPath(organization.id), { ...options, rawBody: nested(64) });
    expect(overLimit.json).toMatchObject({ reason: "MALFORMED_JSON" });
    const inString = await callRoute(putOrganization, "PUT", orgPath(organization.id), {
      ...options,
      rawBody: JSON.stringify({ name: `x${"[{".repeat(3000)}\\"` }),
    });
    expect(validationOf(inString)).toEqual(["name"]);
  });
});

describe("strict integers and cursors in queries", () => {
  it.each(["0x10", "1e1", "+5", " 5", "05", "5.0", "-1", "", "99999999999"])("?limit=%s → 400 naming limit", async (limit) => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(listMembers, "GET", `${orgPath(organization.id)}/members`, {
      params: { organizationId: organization.id },
      apiKey,
      query: { limit },
    });
    expect(validationOf(res)).toEqual(["limit"]);
    const history = await callRoute(balanceHistory, "GET", `${orgPath(organization.id)}/balance-history`, {
      params: { organizationId: organization.id },
      apiKey,
      query: { limit },
    });
    expect(validationOf(history)).toEqual(["limit"]);
  });

  it("corrupted cursors → 400 on members, roles and organizations", async () => {
    const { organization, apiKey } = await createOwner();
    const params = { organizationId: organization.id };
    for (const cursor of ["nonsense", "0123456789abcdef01234567"]) {
      const members = await callRoute(listMembers, "GET", `${orgPath(organization.id)}/members`, { params, apiKey, query: { cursor } });
      expect(validationOf(members)).toEqual(["cursor"]);
      const roles = await callRoute(listRoles, "GET", `${orgPath(organization.id)}/roles`, { params, apiKey, query: { cursor } });
      expect(validationOf(roles)).toEqual(["cursor"]);
    }
    const organizations = await callRoute(listOrganizations, "GET", "/api/core/organizations", { apiKey, query: { cursor: "nonsense" } });
    expect(validationOf(organizations)).toEqual(["cursor"]);
  });
});
