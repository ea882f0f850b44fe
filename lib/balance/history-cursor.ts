// The balance history is ordered by (createdAt desc, id desc); a cursor is the position of the last row of a
// page, so the next page starts strictly after it whatever rows share its timestamp.

export type HistoryPosition = { createdAt: Date; id: string };

const ID_PATTERN = /^[0-9a-f]{24}$/;

export function encodeHistoryCursor(position: HistoryPosition): string {
  return Buffer.from(`${position.createdAt.getTime()}.${position.id}`, "utf8").toString("base64url");
}

/** The position a cursor names, or null when the string is not a cursor this API issued. */
export function decodeHistoryCursor(cursor: string): HistoryPosition | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const match = /^(\d{1,15})\.([0-9a-f]{24})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match || !ID_PATTERN.test(match[2])) return null;
  const createdAt = new Date(Number(match[1]));
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id: match[2] };
}
