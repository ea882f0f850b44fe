import { describe, expect, it } from "vitest";
import { organizationOperation, publicOperation } from "./operation";

// Checked by `tsc --noEmit`: each @ts-expect-error below fails the type check the day a write may again be defined
// without its audit action (or with a free string).
const run = async () => ({ ok: true });
const base = { path: "/api/core/organization/{organizationId}/example", operationId: "example", summary: "An example", tag: "Examples" };

describe("a write operation declares its audit action", () => {
  it("is refused by the type checker without one, or with a string that is no audit action", () => {
    // @ts-expect-error -- a write without `audit`
    const missing = organizationOperation({ ...base, method: "PATCH", permission: null, run });
    // @ts-expect-error -- a free string is no AuditAction
    const free = organizationOperation({ ...base, method: "POST", permission: null, audit: "POST /api/core/example", run });
    // @ts-expect-error -- a public write without `audit`
    const anonymous = publicOperation({ ...base, method: "POST", run });
    const typed = organizationOperation({ ...base, method: "PATCH", permission: null, audit: "campaign:update", run });
    const read = organizationOperation({ ...base, method: "GET", permission: null, run });
    // @ts-expect-error -- a read records no audit entry
    const readAudited = organizationOperation({ ...base, method: "GET", permission: null, audit: "campaign:update", run });
    expect([missing, free, anonymous, typed, read, readAudited].map((operation) => operation.access)).toEqual(
      Array(6).fill(expect.any(String)),
    );
    expect(typed.audit).toBe("campaign:update");
  });
});
