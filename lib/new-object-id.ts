import "server-only";
import { randomBytes } from "node:crypto";

/** A 24-character lower-case hex ObjectId: 4 bytes of seconds since epoch, then 8 random bytes. */
export function newObjectId(now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, "0");
  return seconds + randomBytes(8).toString("hex");
}
