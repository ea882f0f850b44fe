import { ZodError } from "zod";
import { RowLockTimeoutError, RowNotFoundError } from "@/lib/db/row-lock";
import { ApiError, badRequest, conflict, notFound } from "./errors";
import { logger } from "./logger";
import { zodDetails } from "./validation";

// Connection-level failures: the server is down, restarting (57P01 admin shutdown, 57P02 crash shutdown,
// 57P03 cannot connect now), out of connections, or the socket went away. The request may be retried.
const UNAVAILABLE_CODES = new Set([
  "P1001",
  "P1002",
  "P1017",
  "P2024",
  "P2028",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "DATABASE_LOCKED",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "STORAGE_ERROR",
]);
const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|terminating connection|server (has )?closed the connection|connection error|Connection is closed|timeout exceeded when trying to connect|Cannot use a pool after calling end|the database system is (starting up|shutting down)|Can't reach database server/i;

/** Seconds a client should wait before retrying a 503. */
const RETRY_AFTER_SECONDS = 2;

type ErrorLike = {
  code?: unknown;
  originalCode?: unknown;
  cause?: unknown;
  kind?: unknown;
  message?: unknown;
  name?: unknown;
  meta?: { code?: unknown; message?: unknown };
};

export function isUnavailable(error: unknown): boolean {
  for (let e = error as ErrorLike | undefined, depth = 0; e && typeof e === "object" && depth < 6; e = e.cause as ErrorLike, depth++) {
    if (typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.originalCode === "string" && UNAVAILABLE_CODES.has(e.originalCode)) return true;
    if (typeof e.kind === "string" && UNAVAILABLE_KINDS.has(e.kind)) return true;
    // A raw query's failure (P2010) carries the database's code and message in `meta`.
    if (typeof e.meta?.code === "string" && UNAVAILABLE_CODES.has(e.meta.code)) return true;
    if (typeof e.meta?.message === "string" && UNAVAILABLE_MESSAGE.test(e.meta.message)) return true;
    if (e.name === "PrismaClientInitializationError") return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/** 503 with Retry-After: the database, Redis or storage cannot be reached right now. */
export function serviceUnavailable(message = "The service's database or storage is unreachable. Try again shortly.") {
  return new ApiError(503, message, "SERVICE_UNAVAILABLE", { headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
}

/**
 * A query's rows. A query answering nothing at all (not even an empty list) is the database going away under it,
 * as while PostgreSQL shuts down: the same 503 as every other outage, rather than a failure further on.
 */
export function answeredRows<T>(rows: T[] | undefined | null): T[] {
  if (!Array.isArray(rows)) throw serviceUnavailable();
  return rows;
}

/** Maps anything thrown in a handler to the common error object. */
export function toApiError(error: unknown, requestId: string): ApiError {
  if (error instanceof ApiError) {
    if (error.statusCode === 503 && !error.extra.headers?.["Retry-After"]) {
      error.extra.headers = { ...error.extra.headers, "Retry-After": String(RETRY_AFTER_SECONDS) };
    }
    return error;
  }
  if (error instanceof ZodError) {
    return badRequest("Invalid request", "VALIDATION_FAILED", zodDetails(error));
  }
  // The database layer's own errors.
  if (error instanceof RowLockTimeoutError) return new ApiError(503, error.message, "LOCK_TIMEOUT", { headers: { "Retry-After": "1" } });
  if (error instanceof RowNotFoundError) return notFound(error.table);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "P2025") return notFound("Resource");
  if (code === "P2002") return conflict("A record with these values already exists.", "ALREADY_EXISTS");
  if (isUnavailable(error)) {
    logger.warn({ requestId, err: (error as Error)?.message ?? String(error) }, "service unavailable");
    return serviceUnavailable();
  }
  logger.error({ requestId, err: error }, "unhandled error");
  return new ApiError(500, `Something went wrong on our side (request ${requestId}).`, "INTERNAL_ERROR");
}
