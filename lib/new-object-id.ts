import "server-only";
import { randomBytes } from "node:crypto";

// Random bytes are drawn 2 KiB at a time and handed out 8 at a time (as crypto.randomUUID buffers its own): one
// randomBytes(8) call per id cost ~10 µs on a loaded machine, a postback's largest single cost in this file's
// callers' hot paths; a slice of the buffer costs well under 1 µs.
const POOL_BYTES = 2048;
let pool = Buffer.alloc(0);
let used = 0;

/** A 24-character lower-case hex ObjectId: 4 bytes of seconds since epoch, then 8 random bytes. */
export function newObjectId(now = Date.now()): string {
  if (used + 8 > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += 8;
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, "0");
  return seconds + pool.toString("hex", used - 8, used);
}
