import { z } from "zod";
import { OBJECT_ID_PATTERN } from "@/lib/ids";
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from "./page-limits";

// Every list is ordered by a timestamp then the row id, and pages by keyset: the cursor is the last row's
// (timestamp, id), so a page never repeats or skips a row when rows arrive in between or share a timestamp
// (an offset or a bare id cursor would), and a deep page costs what the first one does.

/** Where the previous page ended. */
export type Keyset = { at: Date; id: string };
type Direction = "asc" | "desc";

const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;
const POSITION = /^(\d{1,15})\.([0-9a-f]{24})$/;

/** The opaque cursor: base64url of `<milliseconds>.<id>`. */
export function encodeCursor(position: Keyset): string {
  return btoa(`${position.at.getTime()}.${position.id}`).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

// btoa/atob rather than Buffer: schemas built on this module reach the browser, where Buffer costs a polyfill.
function fromBase64url(text: string): string | null {
  try {
    return atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
}

/** The position a cursor names, or null when the string is not a cursor a list gave out. */
export function decodeCursor(cursor: string): Keyset | null {
  if (!BASE64URL.test(cursor)) return null;
  const match = POSITION.exec(fromBase64url(cursor) ?? "");
  if (!match || !OBJECT_ID_PATTERN.test(match[2])) return null;
  const at = new Date(Number(match[1]));
  return Number.isNaN(at.getTime()) ? null : { at, id: match[2] };
}

/**
 * Where the previous page of a list ordered by a computed value ended (a campaign's spend over a range): the value
 * as its exact text (null sorts last) and the row id, under `key`, which names the order (`spend:desc`), so a
 * cursor of one order is refused by another.
 */
export type ValueKeyset = { value: string | null; id: string };

const VALUE_POSITION = /^([a-zA-Z][a-zA-Z0-9]{0,19}:(?:asc|desc))\|(-?\d{1,20}(?:\.\d{1,20})?(?:e[-+]?\d{1,3})?|)\|([0-9a-f]{24})$/;

export function encodeValueCursor(key: string, position: ValueKeyset): string {
  return btoa(`${key}|${position.value ?? ""}|${position.id}`)
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The position a value cursor names, or null when it is not one a list ordered by `key` gave out. */
export function decodeValueCursor(key: string, cursor: string): ValueKeyset | null {
  if (!BASE64URL.test(cursor)) return null;
  const match = VALUE_POSITION.exec(fromBase64url(cursor) ?? "");
  if (!match || match[1] !== key || !OBJECT_ID_PATTERN.test(match[3])) return null;
  return { value: match[2] === "" ? null : match[2], id: match[3] };
}

export const cursorSchema = z
  .string()
  .transform((value, ctx) => {
    const position = decodeCursor(value);
    if (!position) {
      ctx.addIssue({ code: "custom", message: "is not a cursor from a previous page's nextCursor" });
      return z.NEVER;
    }
    return position;
  })
  .describe("nextCursor of the previous page (opaque)");

/**
 * A whole number in a query string, written the plain way only: digits without sign, exponent, hex prefix,
 * spaces or leading zeros (`Number()` would take `0x10`, `1e1`, `+5` and ` 5`).
 */
function queryInteger(min: number, max: number, fallback: number) {
  return z
    .string()
    .regex(/^(0|[1-9]\d{0,8})$/, "must be a whole number written in digits")
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .optional()
    .transform((value) => value ?? fallback);
}

// The document says what the query string means: an integer from 1 to the maximum (the digits it arrives as are
// the transport's business).
const limitSchema = queryInteger(1, PAGE_LIMIT_MAX, PAGE_LIMIT_DEFAULT).meta({
  description: `Page size, 1 to ${PAGE_LIMIT_MAX} (default ${PAGE_LIMIT_DEFAULT})`,
  type: "integer",
  minimum: 1,
  maximum: PAGE_LIMIT_MAX,
  default: PAGE_LIMIT_DEFAULT,
});

/** `limit` and `cursor`; a list with filters `.extend`s it. Unknown parameters are refused. */
export const paginationQuery = z.strictObject({ limit: limitSchema, cursor: cursorSchema.optional() });
export type PageQuery = { limit: number; cursor?: Keyset };

type Bound<F extends string, Op extends string, V> = { [K in F]: { [O in Op]: V } };

/**
 * The Prisma `where`, `orderBy` and `take` of one page of a list ordered by (`field`, id) in `direction`.
 * The bare bound on `field` lets a (…, field, id) index start at the cursor instead of walking the rows
 * before it; the OR then drops the rows of the cursor's own timestamp already shown.
 */
export function keyset<F extends string>(field: F, direction: Direction, { limit, cursor }: PageQuery) {
  const orderBy = [{ [field]: direction } as { [K in F]: Direction }, { id: direction }];
  const take = limit + 1;
  if (!cursor) return { where: {}, orderBy, take };
  const [within, beyond] = direction === "desc" ? (["lte", "lt"] as const) : (["gte", "gt"] as const);
  const where = {
    AND: [
      { [field]: { [within]: cursor.at } } as Bound<F, typeof within, Date>,
      {
        OR: [
          { [field]: { [beyond]: cursor.at } } as Bound<F, typeof beyond, Date>,
          { [field]: cursor.at, id: { [beyond]: cursor.id } } as { [K in F]: Date } & { id: Bound<"x", typeof beyond, string>["x"] },
        ],
      },
    ],
  };
  return { where, orderBy, take };
}

export type Page<T> = { items: T[]; nextCursor: string | null };

/** Splits a `take: limit + 1` result into the page and the cursor of the next one (null on the last page). */
export function pageOf<Row extends { id: string }, F extends keyof Row>(rows: Row[], limit: number, field: F): Page<Row> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  if (rows.length <= limit || !last) return { items, nextCursor: null };
  const at = last[field];
  if (!(at instanceof Date)) throw new Error(`keyset field ${String(field)} is not set on row ${last.id}`);
  return { items, nextCursor: encodeCursor({ at, id: last.id }) };
}

/** The response schema of an extension list: `{ items, nextCursor }`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable().describe("Pass as cursor for the next page; null on the last page"),
  });
}

/**
 * The answer of a list in either style, each row passed through `serialize` when given: spec lists answer the array and
 * put the next page in a `Link: <…>; rel="next"` header; extension lists answer `{ items, nextCursor }`.
 */
export function pageResponse<Row, T = Row>(
  req: { nextUrl: URL },
  page: Page<Row>,
  style: "link" | "items",
  serialize?: (row: Row) => T,
): Response {
  const items = serialize ? page.items.map(serialize) : page.items;
  if (style === "items") return Response.json({ items, nextCursor: page.nextCursor });
  return Response.json(items, { headers: linkHeader(req, page.nextCursor) });
}

function linkHeader(req: { nextUrl: URL }, nextCursor: string | null): Record<string, string> {
  if (!nextCursor) return {};
  const next = new URL(req.nextUrl);
  next.searchParams.set("cursor", nextCursor);
  return { Link: `<${next.pathname}${next.search}>; rel="next"` };
}
