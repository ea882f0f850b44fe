import { z } from "zod";

/** `limit` (default 50, max 200) and an opaque `cursor` (contract.md, Lists). */
export const paginationQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50).describe("Page size, 1 to 200 (default 50)"),
  cursor: z.string().min(1).max(200).optional().describe("nextCursor of the previous page"),
});

/** Spec lists answer arrays and put the next page in a Link header. */
export function linkHeader(req: { nextUrl: URL }, nextCursor: string | null): Record<string, string> {
  if (!nextCursor) return {};
  const next = new URL(req.nextUrl);
  next.searchParams.set("cursor", nextCursor);
  return { Link: `<${next.pathname}${next.search}>; rel="next"` };
}
