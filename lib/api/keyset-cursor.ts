import { z } from "zod";
import { OBJECT_ID_PATTERN } from "../ids";

// Lists ordered by a timestamp then the id: the cursor is the last row's pair, so a page never repeats or
// skips a row when rows arrive in between (an offset would).
export type Keyset = { at: Date; id: string };

const CURSOR_PATTERN = /^(\d{1,15})\.([0-9a-f]{24})$/;

export function encodeCursor(at: Date, id: string): string {
  return `${at.getTime()}.${id}`;
}

export function decodeCursor(cursor: string): Keyset | null {
  const match = CURSOR_PATTERN.exec(cursor);
  if (!match || !OBJECT_ID_PATTERN.test(match[2])) return null;
  return { at: new Date(Number(match[1])), id: match[2] };
}

export const keysetCursorSchema = z
  .string()
  .transform((value, ctx) => {
    const keyset = decodeCursor(value);
    if (!keyset) {
      ctx.addIssue({ code: "custom", message: "is not a cursor this list gave out" });
      return z.NEVER;
    }
    return keyset;
  })
  .describe("nextCursor of the previous page");

/** Prisma `where` for the rows after `cursor` in (field, id) order, descending or ascending. */
export function afterKeyset<F extends string>(field: F, cursor: Keyset | undefined, direction: "asc" | "desc") {
  if (!cursor) return {};
  const beyond = direction === "desc" ? "lt" : "gt";
  return {
    OR: [{ [field]: { [beyond]: cursor.at } }, { [field]: cursor.at, id: { [beyond]: cursor.id } }],
  } as Record<string, unknown>;
}

/** Splits a `take: limit + 1` result into the page and the cursor of the next one. */
export function pageOf<T extends { id: string }>(rows: T[], limit: number, at: (row: T) => Date) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(at(last), last.id) : null };
}
