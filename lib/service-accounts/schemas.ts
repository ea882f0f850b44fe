import { z } from "zod";
import { pageSchema } from "@/lib/api/pagination";
import { apiKeyPolicyBody, policyDescriptionSchema, policyNameSchema } from "@/lib/members/schemas";
import { objectIdSchema } from "@/lib/object-id-schema";

// Service accounts: request bodies and answers. The console's forms reuse these schemas.

const MAX_OVERLAP_HOURS = 168;

export const serviceAccountIdParams = { serviceAccountId: objectIdSchema.describe("The service account's _id") };
export const serviceAccountKeyParams = { ...serviceAccountIdParams, keyId: objectIdSchema.describe("The key's _id") };

/** A key's limits: operation 13's, without its name (a key has none). A PUT: an omitted field is cleared. */
export const serviceAccountKeyPolicyBody = apiKeyPolicyBody
  .pick({ ipWhitelist: true, rateLimit: true, expiresAt: true })
  .meta({ id: "ServiceAccountKeyPolicyRequest" });
export type ServiceAccountKeyPolicyInput = z.infer<typeof serviceAccountKeyPolicyBody>;

export const createServiceAccountBody = z
  .strictObject({
    name: policyNameSchema.describe("1 to 100 characters, unique in the organization (whatever its case)"),
    description: policyDescriptionSchema.optional().describe("At most 500 characters"),
    roleId: objectIdSchema.describe("A role of this organization: no wider than the caller's own"),
    keyPolicy: serviceAccountKeyPolicyBody.optional().describe("The policy of the first key, issued with the account"),
  })
  .meta({ id: "CreateServiceAccountRequest" });
export type CreateServiceAccountInput = z.infer<typeof createServiceAccountBody>;

/** Every field optional: what is given replaces what was. */
export const updateServiceAccountBody = z
  .strictObject({
    name: policyNameSchema.optional().describe("1 to 100 characters, unique in the organization"),
    description: policyDescriptionSchema.nullable().optional().describe("At most 500 characters; null clears it"),
    roleId: objectIdSchema.optional().describe("A role of this organization: no wider than the caller's own"),
  })
  .meta({ id: "UpdateServiceAccountRequest" });
export type UpdateServiceAccountInput = z.infer<typeof updateServiceAccountBody>;

export const rotateServiceAccountKeyBody = z
  .strictObject({
    overlapHours: z
      .number()
      .int("must be a whole number")
      .min(0, "must be at least 0")
      .max(MAX_OVERLAP_HOURS, `must be at most ${MAX_OVERLAP_HOURS}`)
      .default(0)
      .describe("Hours the old key keeps working beside the new one, 0 to 168; 0 (the default) stops it at once"),
  })
  .meta({ id: "RotateServiceAccountKeyRequest" });
export type RotateServiceAccountKeyInput = z.infer<typeof rotateServiceAccountKeyBody>;

export const serviceAccountKeySchema = z
  .object({
    _id: objectIdSchema,
    prefix: z.string().describe('First characters of the key, for recognising it ("osk_AbCd12")'),
    status: z
      .enum(["ACTIVE", "RETIRING", "EXPIRED"])
      .describe("ACTIVE; RETIRING: replaced by a rotation, working until retiresAt; EXPIRED: past its policy's expiresAt"),
    ipWhitelist: z.array(z.string()).describe("Addresses or CIDR ranges it may be used from; empty allows any"),
    rateLimit: z.object({ requests: z.number().int(), windowSeconds: z.number().int() }).nullable().describe("Null: unlimited"),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    retiresAt: z.iso.datetime({ offset: true }).nullable().describe("When a rotation's overlap ends for this key"),
    replacedById: objectIdSchema.nullable().describe("The key that replaced it in a rotation"),
    lastUsedAt: z.iso.datetime({ offset: true }).nullable().describe("Coarse: updated at most once a minute"),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "ServiceAccountKey" });
export type ServiceAccountKey = z.infer<typeof serviceAccountKeySchema>;

export const serviceAccountSchema = z
  .object({
    _id: objectIdSchema,
    organizationId: objectIdSchema,
    name: z.string(),
    description: z.string().nullable(),
    role: z.object({ _id: objectIdSchema, name: z.string(), type: z.string() }).describe("The role its keys act with"),
    keys: z.array(serviceAccountKeySchema).describe("Its keys that still work (active, retiring or expired), newest first"),
    createdById: z.string().nullable().describe("Who created it: a user's id, or a service account's"),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "ServiceAccount" });
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

const apiKeyField = z.string().describe("The new key, shown this once: osk_ + 40 base62 characters");

export const createdServiceAccountSchema = serviceAccountSchema.extend({ apiKey: apiKeyField }).meta({ id: "CreatedServiceAccount" });

export const issuedServiceAccountKeySchema = z
  .object({ apiKey: apiKeyField, key: serviceAccountKeySchema })
  .meta({ id: "IssuedServiceAccountKey" });

export const rotatedServiceAccountKeySchema = z
  .object({ apiKey: apiKeyField, key: serviceAccountKeySchema, previous: serviceAccountKeySchema.describe("The replaced key") })
  .meta({ id: "RotatedServiceAccountKey" });

export const serviceAccountListSchema = pageSchema(serviceAccountSchema).meta({ id: "ServiceAccountList" });
