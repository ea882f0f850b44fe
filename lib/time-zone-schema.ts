import { z } from "zod";
import { canonicalTimeZone } from "./time-zone-names";

/** An IANA time zone name, stored in its canonical spelling; anything Intl does not know is refused. */
export const timeZoneSchema = z
  .string()
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone) return zone;
    ctx.addIssue({ code: "custom", message: "must be an IANA time zone such as Asia/Seoul" });
    return z.NEVER;
  })
  .meta({ type: "string", example: "Asia/Seoul" });
