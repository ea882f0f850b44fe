import { z } from "zod";
import { futureLocalDateTime } from "@/lib/future-local-date-time";
import {
  ipEntrySchema,
  policyDescriptionSchema,
  policyNameSchema,
  rateLimitRequestsSchema,
  rateLimitWindowSchema,
} from "@/lib/members/schemas";

export type PolicyFormValues = {
  name: string;
  description: string;
  ipWhitelist: string;
  rateLimited: boolean;
  requests: string;
  windowSeconds: string;
  expiresAt: string;
};

/**
 * Operation 13's field rules (lib/members/schemas.ts) over the policy form's shape: one address per line, numbers
 * as text. `ipLine` words the refusal of one line of the whitelist.
 */
export function policyFormSchema(ipLine: (line: number, message: string) => string, timeZone: string) {
  return z
    .object({
      name: policyNameSchema,
      description: policyDescriptionSchema,
      ipWhitelist: z.string(),
      rateLimited: z.boolean(),
      requests: z.string(),
      windowSeconds: z.string(),
      expiresAt: futureLocalDateTime(timeZone),
    })
    .superRefine((values, ctx) => {
      values.ipWhitelist.split("\n").forEach((line, index) => {
        if (!line.trim()) return;
        const result = ipEntrySchema.safeParse(line);
        if (!result.success)
          ctx.addIssue({ code: "custom", path: ["ipWhitelist"], message: ipLine(index + 1, result.error.issues[0].message) });
      });
      if (!values.rateLimited) return;
      for (const [field, schema] of [
        ["requests", rateLimitRequestsSchema],
        ["windowSeconds", rateLimitWindowSchema],
      ] as const) {
        const raw = values[field].trim();
        const result = schema.safeParse(raw === "" ? undefined : Number(raw));
        if (!result.success) ctx.addIssue({ code: "custom", path: [field], message: result.error.issues[0].message });
      }
    }) satisfies z.ZodType<PolicyFormValues>;
}
