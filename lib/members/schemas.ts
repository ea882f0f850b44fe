import { z } from "zod";
import { isValidIpEntry } from "@/lib/api/client-ip";
import { objectIdSchema } from "@/lib/object-id-schema";
import { timestampSchema } from "@/lib/time";
import { emailSchema } from "@/lib/email-schema";
import { memberSchema } from "./member-schema";

// Request bodies of operations 11 to 14 (the Member response is in member-schema.ts). The console's forms
// reuse these field schemas.

const POLICY_NAME_MAX = 100;
const POLICY_DESCRIPTION_MAX = 500;
const IP_WHITELIST_MAX = 100;
const RATE_LIMIT_MIN_REQUESTS = 1;
const RATE_LIMIT_MIN_WINDOW_SECONDS = 60;
// Stored as PostgreSQL integers: anything larger is a client's mistake (400), not a database error (500).
const INT32_MAX = 2_147_483_647;

export const userIdParams = { userId: objectIdSchema.describe("The member's user id (Member _id)") };

const futureTimestamp = (what: string) =>
  timestampSchema.refine((date) => date.getTime() > Date.now(), "must be in the future").describe(`${what}: a Timestamp in the future`);

/** Operation 11. */
export const addMemberBody = z
  .strictObject({
    email: emailSchema.describe("E-mail of the person to add; an e-mail with no account yet gets one they claim by signing up"),
    roleId: objectIdSchema.describe("A role of this organization"),
    expiresAt: futureTimestamp("When the membership ends").optional(),
  })
  .describe("AddMemberRequest");
export type AddMemberInput = z.infer<typeof addMemberBody>;

/** Operation 12. A PUT: an omitted or null expiresAt means the membership does not expire. */
export const updateMemberBody = z
  .strictObject({
    roleId: objectIdSchema.describe("A role of this organization"),
    expiresAt: futureTimestamp("When the membership ends; omit or null for never").nullable().optional(),
  })
  .describe("UpdateMemberRequest");
export type UpdateMemberInput = z.infer<typeof updateMemberBody>;

export const policyNameSchema = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(POLICY_NAME_MAX, `must be at most ${POLICY_NAME_MAX} characters`);
export const policyDescriptionSchema = z.string().max(POLICY_DESCRIPTION_MAX, `must be at most ${POLICY_DESCRIPTION_MAX} characters`);
export const ipEntrySchema = z
  .string()
  .trim()
  .refine(isValidIpEntry, "must be an IPv4 or IPv6 address or a CIDR range such as 203.0.113.0/24");
export const rateLimitRequestsSchema = z
  .number()
  .int("must be a whole number")
  .min(RATE_LIMIT_MIN_REQUESTS, `must be at least ${RATE_LIMIT_MIN_REQUESTS}`)
  .max(INT32_MAX, `must be at most ${INT32_MAX}`);
export const rateLimitWindowSchema = z
  .number()
  .int("must be a whole number")
  .min(RATE_LIMIT_MIN_WINDOW_SECONDS, `must be at least ${RATE_LIMIT_MIN_WINDOW_SECONDS}`)
  .max(INT32_MAX, `must be at most ${INT32_MAX}`);

/** Operation 13. A PUT: the body is the whole policy, an omitted field is cleared. */
export const apiKeyPolicyBody = z
  .strictObject({
    name: policyNameSchema.describe("Name of the key policy, 1 to 100 characters"),
    description: policyDescriptionSchema.optional().describe("At most 500 characters"),
    ipWhitelist: z
      .array(ipEntrySchema)
      .max(IP_WHITELIST_MAX, `must have at most ${IP_WHITELIST_MAX} entries`)
      .optional()
      .describe("IPv4/IPv6 addresses or CIDR ranges the key may be used from; empty or absent allows any"),
    rateLimit: z
      .strictObject({
        requests: rateLimitRequestsSchema.describe("Requests allowed per window, at least 1"),
        windowSeconds: rateLimitWindowSchema.describe("Window length in seconds, at least 60"),
      })
      .optional()
      .describe("Requests per window for this key; absent means unlimited"),
    expiresAt: futureTimestamp("When the key stops working").optional(),
  })
  .describe("ApiKeyPolicyRequest");
export type ApiKeyPolicyInput = z.infer<typeof apiKeyPolicyBody>;

/** Operation 14. */
export const rotateResultSchema = z
  .object({
    apiKey: z.string().describe("The new key, shown this once: oak_ + 40 base62 characters"),
    providerId: z.string().describe("Id of the key record"),
  })
  .describe("ApiKeyRotationResult");

export const memberListSchema = z.array(memberSchema).describe("MemberList");
