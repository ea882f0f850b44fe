import { z } from "zod";
import { localInputToIso } from "./local-date-time";

/** Form field: empty, or a date and time in `timeZone` that is in the future. */
export function futureLocalDateTime(timeZone: string) {
  return z
    .string()
    .refine((value) => value.trim() === "" || localInputToIso(value, timeZone) !== null, "must be a date and time")
    .refine((value) => {
      const iso = value.trim() === "" ? null : localInputToIso(value, timeZone);
      return iso === null || new Date(iso).getTime() > Date.now();
    }, "must be in the future");
}
