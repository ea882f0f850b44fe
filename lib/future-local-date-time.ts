import { z } from "zod";
import { localInputToIso } from "./local-date-time";

/** Form field: empty, or a local date and time in the future. */
export const futureLocalDateTime = z
  .string()
  .refine((value) => value.trim() === "" || localInputToIso(value) !== null, "must be a date and time")
  .refine((value) => {
    const iso = value.trim() === "" ? null : localInputToIso(value);
    return iso === null || new Date(iso).getTime() > Date.now();
  }, "must be in the future");
