import { z } from "zod";
import { emailText } from "@/lib/api/answer-formats";
import { pageSchema, paginationQuery } from "@/lib/api/pagination";
import { objectIdSchema } from "@/lib/object-id-schema";
import { timestampSchema } from "@/lib/time";

/** Extension GET audit-log: newest first, filtered by actor, action, target and time. */
export const auditLogQuery = paginationQuery
  .extend({
    actor: objectIdSchema.optional().describe("Only changes by this user or service account"),
    action: z
      .string()
      .regex(/^[a-z:*-]{1,60}$/, "must be an action such as role:update, or a prefix ending in * (role:*)")
      .optional()
      .describe("Only this action, e.g. role:update; role:* for every role change"),
    target: objectIdSchema.optional().describe("Only changes to this resource id (a campaign's include its ads')"),
    from: timestampSchema.optional().describe("Only changes at or after this instant (Timestamp, inclusive)"),
    to: timestampSchema.optional().describe("Only changes before this instant (Timestamp, exclusive)"),
  })
  .describe("AuditLogQuery");
export type AuditLogQuery = z.output<typeof auditLogQuery>;

const auditEntrySchema = z
  .object({
    _id: objectIdSchema,
    organizationId: objectIdSchema.nullable(),
    actor: z.object({
      userId: objectIdSchema.nullable(),
      email: emailText.nullable(),
      fullName: z.string().nullable(),
      via: z.enum(["session", "apiKey", "serviceAccount", "anonymous", "system"]).describe("How the actor was signed in"),
      apiKeyId: objectIdSchema
        .nullable()
        .describe("The API key used (its providerId, or the service account key's id), null for the console's session"),
      serviceAccount: z
        .object({ _id: objectIdSchema, name: z.string().describe("Its name when it acted") })
        .nullable()
        .describe("The service account that acted (via serviceAccount), else null"),
    }),
    action: z.string().describe("What was done, e.g. role:update"),
    targetId: z.string().nullable().describe("The id of what was changed"),
    targetName: z
      .string()
      .nullable()
      .describe("Extension: the current name of what was changed (a webhook's URL, a person's full name); null once it is deleted"),
    fields: z.array(z.string()).describe("Names of the fields the request set"),
    changes: z
      .record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))
      .nullable()
      .describe(
        'Each field the change altered, its value before and after (amounts in KRW, times as ISO 8601 in UTC); secrets, keys, tokens, passwords and the settlement account as "redacted". Null for an entry that kept none',
      ),
    ip: z.string().nullable(),
    requestId: z.string().nullable().describe("X-Request-Id of the request, to find it in the logs"),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "AuditEntry" });

export const auditLogSchema = pageSchema(auditEntrySchema).meta({ id: "AuditLog" });
export type AuditLog = z.infer<typeof auditLogSchema>;
