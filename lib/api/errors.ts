// No zod at run time here: client pages import these errors (through the permission rules) and must not load
// zod for them. The error object's schema, for the OpenAPI document, is in ./error-body-schema.
import type { z } from "zod";
import type { errorBodySchema, errorDetailSchema } from "./error-body-schema";
import type { Reason, ReasonOf } from "./reasons";

export const ERROR_CODES = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  409: "Conflict",
  410: "Gone",
  429: "TooManyRequests",
  500: "InternalServerError",
  503: "ServiceUnavailable",
} as const;

export type ErrorStatus = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorStatus];

export type ErrorDetail = z.infer<typeof errorDetailSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

type ApiErrorExtra = { details?: ErrorDetail[]; assetId?: string; headers?: Record<string, string> };

/** Thrown anywhere on the server; the route wrapper turns it into the common error object. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: ErrorStatus,
    message: string,
    readonly reason?: Reason,
    readonly extra: ApiErrorExtra = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.code = ERROR_CODES[statusCode];
  }

  toBody(): ErrorBody {
    return {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.reason ? { reason: this.reason } : {}),
      ...(this.extra.assetId ? { assetId: this.extra.assetId } : {}),
      ...(this.extra.details ? { details: this.extra.details } : {}),
    };
  }
}

export const badRequest = (message: string, reason: ReasonOf<400> = "VALIDATION_FAILED", details?: ErrorDetail[]) =>
  new ApiError(400, message, reason, { details });
export const unauthorized = (message = "Sign in or send Authorization: Bearer <apiKey>.", reason?: ReasonOf<401>) =>
  new ApiError(401, message, reason);
export const forbidden = (message: string, reason: ReasonOf<403>) => new ApiError(403, message, reason);
export const notFound = (what: string) => new ApiError(404, `${what} not found`, "NOT_FOUND");
export const conflict = (message: string, reason: ReasonOf<409>, extra?: ApiErrorExtra) => new ApiError(409, message, reason, extra);
export const gone = (message: string, reason: ReasonOf<410>) => new ApiError(410, message, reason);

export function errorResponse(error: ApiError, headers?: HeadersInit): Response {
  const response = Response.json(error.toBody(), { status: error.statusCode, headers });
  for (const [name, value] of Object.entries(error.extra.headers ?? {})) response.headers.set(name, value);
  return response;
}
