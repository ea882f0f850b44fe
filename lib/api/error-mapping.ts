import { ZodError } from "zod";
import { ApiError, badRequest, conflict, notFound } from "./errors";
import { zodDetails } from "./validation";

const UNAVAILABLE_CODES = new Set(["P1001", "P1002", "P1017", "P2024", "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "DATABASE_LOCKED", "57P01", "57P03", "STORAGE_ERROR"]);

function isUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown; kind?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) return true;
    if (e.kind === "DatabaseNotReachable" || e.kind === "ConnectionClosed" || e.kind === "SocketTimeout") return true;
    if (e instanceof Error && e.name === "PrismaClientInitializationError") return true;
  }
  return false;
}

/** Maps anything thrown in a handler to the common error object (contract.md, Errors). */
export function toApiError(error: unknown, requestId: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) {
    return badRequest("Invalid request", "VALIDATION_FAILED", zodDetails(error));
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "P2025") return notFound("Resource");
  if (code === "P2002") return conflict("A record with these values already exists.", "ALREADY_EXISTS");
  if (isUnavailable(error)) {
    console.error(`[${requestId}] service unavailable:`, (error as Error)?.message ?? error);
    return new ApiError(503, "The service's database or storage is unreachable. Try again shortly.", "SERVICE_UNAVAILABLE");
  }
  console.error(`[${requestId}] unhandled error:`, error);
  return new ApiError(500, `Something went wrong on our side (request ${requestId}).`, "INTERNAL_ERROR");
}
