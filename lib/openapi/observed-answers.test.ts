import { describe, expect, it } from "vitest";
import { undeclaredAnswers } from "./observed-answers";

const paths = {
  "/api/core/organization/{organizationId}/roles": {
    post: { responses: { "409": { "x-reasons": ["ROLE_NAME_TAKEN"] }, "400": {} } },
  },
  "/api/core/organization/{organizationId}/campaign/{campaignId}": { get: { responses: { "404": { "x-reasons": ["NOT_FOUND"] } } } },
  "/api/core/organization/{organizationId}/campaign/status": { get: { responses: { "403": { "x-reasons": ["PERMISSION_DENIED"] } } } },
};
const ORG = "/api/core/organization/6740a1b2c3d4e5f601234567";

describe("undeclaredAnswers", () => {
  it("passes answers whose status and reason the operation declares", () => {
    expect(
      undeclaredAnswers(paths, [
        { method: "POST", path: `${ORG}/roles`, status: 409, reason: "ROLE_NAME_TAKEN" },
        { method: "POST", path: `${ORG}/roles`, status: 400, reason: null },
        { method: "GET", path: `${ORG}/campaign/6740a2b2c3d4e5f601234570`, status: 404, reason: "NOT_FOUND" },
      ]),
    ).toEqual([]);
  });

  it("names, once each, an undeclared reason and an undeclared status, by the route's template", () => {
    expect(
      undeclaredAnswers(paths, [
        { method: "POST", path: `${ORG}/roles`, status: 409, reason: "ROLE_LIMIT_REACHED" },
        { method: "POST", path: `${ORG}/roles`, status: 409, reason: "ROLE_LIMIT_REACHED" },
        { method: "POST", path: `${ORG}/roles`, status: 403, reason: null },
      ]),
    ).toEqual([
      "POST /api/core/organization/{organizationId}/roles 403 (no reason)",
      "POST /api/core/organization/{organizationId}/roles 409 ROLE_LIMIT_REACHED",
    ]);
  });

  it("matches a literal segment before a parameter", () => {
    expect(undeclaredAnswers(paths, [{ method: "GET", path: `${ORG}/campaign/status`, status: 404, reason: "NOT_FOUND" }])).toEqual([
      "GET /api/core/organization/{organizationId}/campaign/status 404 NOT_FOUND",
    ]);
  });

  it("skips answers of methods and paths the document has no operation for (405, the catch-all 404)", () => {
    expect(
      undeclaredAnswers(paths, [
        { method: "DELETE", path: `${ORG}/roles`, status: 405, reason: "METHOD_NOT_ALLOWED" },
        { method: "GET", path: "/api/nowhere", status: 404, reason: "NOT_FOUND" },
      ]),
    ).toEqual([]);
  });
});
