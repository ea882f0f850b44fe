import { describe, expect, it } from "vitest";
import { errorBodySchema } from "./error-body-schema";
import { ApiError, badRequest, conflict, errorResponse, forbidden, notFound, unauthorized } from "./errors";

describe("the common error object", () => {
  it.each([
    [badRequest("bad"), 400, "BadRequest", "VALIDATION_FAILED"],
    [badRequest("big", "BODY_TOO_LARGE"), 400, "BadRequest", "BODY_TOO_LARGE"],
    [unauthorized(), 401, "Unauthorized", undefined],
    [unauthorized("expired", "API_KEY_EXPIRED"), 401, "Unauthorized", "API_KEY_EXPIRED"],
    [forbidden("no", "NOT_A_MEMBER"), 403, "Forbidden", "NOT_A_MEMBER"],
    [notFound("App"), 404, "NotFound", "NOT_FOUND"],
    [conflict("taken", "EMAIL_TAKEN"), 409, "Conflict", "EMAIL_TAKEN"],
    [new ApiError(429, "slow down", "RATE_LIMITED"), 429, "TooManyRequests", "RATE_LIMITED"],
    [new ApiError(500, "oops"), 500, "InternalServerError", undefined],
    [new ApiError(503, "later", "SERVICE_UNAVAILABLE"), 503, "ServiceUnavailable", "SERVICE_UNAVAILABLE"],
  ] as const)("%#: %s is %s %s", (error, statusCode, code, reason) => {
    const body = error.toBody();
    expect(body).toEqual({ statusCode, code, message: error.message, ...(reason ? { reason } : {}) });
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("ApiError");
  });

  it("names the missing thing, and carries details and the asset id only when given", () => {
    expect(notFound("Organization").message).toBe("Organization not found");
    expect(unauthorized().message).toMatch(/Bearer/);
    const details = [{ path: "name", message: "must not be empty" }];
    expect(badRequest("bad", "VALIDATION_FAILED", details).toBody()).toEqual({
      statusCode: 400,
      code: "BadRequest",
      message: "bad",
      reason: "VALIDATION_FAILED",
      details,
    });
    expect(conflict("not ready", "CREATIVE_NOT_READY", { assetId: "a1" }).toBody()).toMatchObject({ assetId: "a1" });
    expect(badRequest("bad").toBody()).not.toHaveProperty("details");
    expect(conflict("x", "MEMBER_EXISTS").toBody()).not.toHaveProperty("assetId");
  });

  it("answers with the status, the body and the error's own headers over the given ones", async () => {
    const error = new ApiError(429, "slow down", "RATE_LIMITED", { headers: { "Retry-After": "30" } });
    const res = errorResponse(error, { "Retry-After": "1", "X-Other": "kept" });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(res.headers.get("x-other")).toBe("kept");
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ statusCode: 429, code: "TooManyRequests", message: "slow down", reason: "RATE_LIMITED" });
    expect(errorResponse(new ApiError(500, "x")).headers.get("retry-after")).toBeNull();
  });
});
