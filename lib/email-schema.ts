import { z } from "zod";

/** An e-mail address as every form and route takes it: trimmed, lower-cased, at most 254 characters. */
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email("must be a valid e-mail address"));
