import { z } from "zod";
import { objectIdSchema } from "../ids";
import { badRequest } from "./errors";

/**
 * A whole number in a query string, written the plain way only: digits without sign, exponent, hex prefix,
 * spaces or leading zeros (`Number()` would take `0x10`, `1e1`, `+5` and ` 5`).
 */
export function queryInteger(min: number, max: number, fallback: number) {
  return z
    .string()
    .regex(/^(0|[1-9]\d{0,8})$/, "must be a whole number written in digits")
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .optional()
    .transform((value) => value ?? fallback);
}

/** `limit` (default 50, max 200) and an opaque `cursor` (contract.md, Lists). */
export const paginationQuery = z.strictObject({
  limit: queryInteger(1, 200, 50).describe("Page size, 1 to 200 (default 50)"),
  cursor: objectIdSchema.optional().describe("nextCursor of the previous page"),
});

/** A cursor that names no row of this list: the client's mistake, not an empty page. */
export function invalidCursor() {
  return badRequest("Invalid query: cursor: is not a cursor this list gave out", "VALIDATION_FAILED", [
    { path: "cursor", message: "is not a cursor this list gave out" },
  ]);
}

/** Spec lists answer arrays and put the next page in a Link header. */
export function linkHeader(req: { nextUrl: URL }, nextCursor: string | null): Record<string, string> {
  if (!nextCursor) return {};
  const next = new URL(req.nextUrl);
  next.searchParams.set("cursor", nextCursor);
  return { Link: `<${next.pathname}${next.search}>; rel="next"` };
}
