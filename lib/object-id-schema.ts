import { z } from "zod";
import { OBJECT_ID_PATTERN } from "./ids";

export const objectIdSchema = z
  .string()
  .regex(OBJECT_ID_PATTERN, "must be a 24-character lower-case hex ObjectId")
  .describe("ObjectId: 24 lower-case hexadecimal characters");
