import { describe, expect, it } from "vitest";
import { ApiError } from "./errors";
import { isUnavailable, toApiError } from "./error-mapping";

const driverError = (code: string) =>
  Object.assign(new Error("driver"), {
    cause: { kind: "postgres", originalCode: code, originalMessage: "terminating connection due to administrator command" },
  });

describe("error mapping: outages are 503 with Retry-After", () => {
  it.each([
    ["57P01 admin shutdown (pg error)", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
    ["57P01 through the driver adapter", driverError("57P01")],
    ["57P03 cannot connect now", driverError("57P03")],
    ["connection lost mid-query", new Error("Connection terminated unexpectedly")],
    ["pool connect timeout", new Error("timeout exceeded when trying to connect")],
    ["ECONNREFUSED", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["DatabaseNotReachable", Object.assign(new Error("x"), { cause: { kind: "DatabaseNotReachable" } })],
    ["interactive transaction closed", Object.assign(new Error("Transaction already closed"), { code: "P2028" })],
    [
      "a raw query on a connection the server closed (P2010)",
      Object.assign(new Error("Raw query failed. Code: `N/A`. Message: `Server has closed the connection.`"), {
        code: "P2010",
        meta: { code: "N/A", message: "Server has closed the connection." },
      }),
    ],
  ])("%s → 503 SERVICE_UNAVAILABLE, Retry-After, no database detail in the message", (_label, error) => {
    expect(isUnavailable(error)).toBe(true);
    const mapped = toApiError(error, "req-1");
    expect(mapped.statusCode).toBe(503);
    expect(mapped.reason).toBe("SERVICE_UNAVAILABLE");
    expect(mapped.extra.headers?.["Retry-After"]).toMatch(/^\d+$/);
    expect(mapped.message).not.toMatch(/127\.0\.0\.1|5432|postgres/i);
  });

  it("a 503 raised in code gets Retry-After too", () => {
    const mapped = toApiError(new ApiError(503, "busy", "LOCK_TIMEOUT"), "req-2");
    expect(mapped.extra.headers?.["Retry-After"]).toBeDefined();
  });

  it("a bug stays a 500 without details", () => {
    const mapped = toApiError(new TypeError("x is undefined"), "req-3");
    expect(mapped.statusCode).toBe(500);
    expect(mapped.message).not.toContain("undefined");
  });
});
