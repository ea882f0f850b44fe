import { z } from "zod";
import { objectIdSchema } from "@/lib/object-id-schema";
import { policyNameSchema } from "@/lib/members/schemas";
import { rotateServiceAccountKeyBody, serviceAccountKeyPolicyBody, serviceAccountKeySchema } from "@/lib/service-accounts/schemas";

// The serving system's integration keys: platform-level, managed by platform reviewers, with a service account
// key's policy (IP/CIDR whitelist, rate limit, expiry) and rotation with an optional overlap.

export const integrationKeyParams = { keyId: objectIdSchema.describe("The integration key's _id") };

export const integrationKeyPolicyBody = serviceAccountKeyPolicyBody.meta({ id: "IntegrationKeyPolicyRequest" });
export type IntegrationKeyPolicyInput = z.infer<typeof integrationKeyPolicyBody>;

export const createIntegrationKeyBody = z
  .strictObject({
    name: policyNameSchema.describe("1 to 100 characters: which serving system uses it"),
    policy: integrationKeyPolicyBody.optional(),
  })
  .meta({ id: "CreateIntegrationKeyRequest" });
export type CreateIntegrationKeyInput = z.infer<typeof createIntegrationKeyBody>;

export const rotateIntegrationKeyBody = rotateServiceAccountKeyBody.meta({ id: "RotateIntegrationKeyRequest" });
export type RotateIntegrationKeyInput = z.infer<typeof rotateIntegrationKeyBody>;

export const integrationKeySchema = serviceAccountKeySchema
  .extend({
    name: z.string(),
    prefix: z.string().describe('First characters of the key, for recognising it ("oik_AbCd12")'),
    createdById: z.string().nullable().describe("The reviewer who issued it"),
  })
  .meta({ id: "IntegrationKey" });
export type IntegrationKey = z.infer<typeof integrationKeySchema>;

const apiKeyField = z.string().describe("The new key, shown this once: oik_ + 40 base62 characters");

export const issuedIntegrationKeySchema = z.object({ apiKey: apiKeyField, key: integrationKeySchema }).meta({ id: "IssuedIntegrationKey" });

export const rotatedIntegrationKeySchema = z
  .object({ apiKey: apiKeyField, key: integrationKeySchema, previous: integrationKeySchema.describe("The replaced key") })
  .meta({ id: "RotatedIntegrationKey" });

export const integrationKeyListSchema = z
  .object({ items: z.array(integrationKeySchema).describe("Keys that still work, newest first") })
  .meta({ id: "IntegrationKeyList" });
export type IntegrationKeyList = z.infer<typeof integrationKeyListSchema>;
