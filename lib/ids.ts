import { randomBytes } from "node:crypto";
import { z } from "zod";

/** A 24-character lower-case hex ObjectId: 4 bytes of seconds since epoch, then 8 random bytes. */
export function newObjectId(now = Date.now()): string {
  const seconds = Math.floor(now / 1000).toString(16).padStart(8, "0");
  return seconds + randomBytes(8).toString("hex");
}

export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

export const objectIdSchema = z
  .string()
  .regex(OBJECT_ID_PATTERN, "must be a 24-character lower-case hex ObjectId")
  .describe("ObjectId: 24 lower-case hexadecimal characters");
