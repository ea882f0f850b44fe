import { z } from "zod";
import { emailText } from "@/lib/api/answer-formats";
import { pageSchema, paginationQuery } from "@/lib/api/pagination";
import { objectIdSchema } from "@/lib/object-id-schema";

const timestamp = z.iso.datetime({ offset: true });

export const claimInstanceBody = z
  .strictObject({ token: z.string().max(100).describe("The token of the setup link the server printed at its start") })
  .meta({ id: "ClaimInstanceRequest" });

export const claimInstanceSchema = z
  .object({
    userId: z.string(),
    instanceAdmin: z.literal(true),
    claimedAt: timestamp,
  })
  .meta({ id: "InstanceClaim" });

const instanceUserSchema = z
  .object({
    _id: z.string(),
    email: emailText,
    fullName: z.string(),
    reviewer: z.boolean().describe("A platform reviewer: sees the review queues of every organization"),
    instanceAdmin: z.boolean().describe("The instance's administrator (who claimed the setup link)"),
    emailVerified: z.boolean().describe("False while the account's e-mail is not yet confirmed"),
    createdAt: timestamp,
  })
  .meta({ id: "InstanceUser" });
export type InstanceUser = z.infer<typeof instanceUserSchema>;
export { instanceUserSchema };

export const instanceUsersQuery = paginationQuery.extend({
  q: z.string().trim().max(100, "must be at most 100 characters").optional().describe("Part of the e-mail or name, any case"),
});
export const instanceUsersSchema = pageSchema(instanceUserSchema).meta({ id: "InstanceUserPage" });
export type InstanceUsersPage = z.infer<typeof instanceUsersSchema>;

export const instanceUserParams = { userId: objectIdSchema };

export const updateInstanceUserBody = z
  .strictObject({ reviewer: z.boolean().describe("true grants platform reviewer rights, false revokes them") })
  .meta({ id: "UpdateInstanceUserRequest" });

export const resetLinkSchema = z
  .object({
    userId: z.string(),
    email: emailText,
    link: z.url().describe("Opens the page to choose a new password; works once"),
    expiresAt: timestamp,
  })
  .meta({ id: "PasswordResetLink" });
export type ResetLink = z.infer<typeof resetLinkSchema>;

const waitingSignUpSchema = z
  .object({
    _id: z.string(),
    email: emailText,
    fullName: z.string(),
    organizationName: z.string().describe("The organization the sign-up asks for"),
    requestedFrom: z.string().nullable().describe("The client address the sign-up came from"),
    requestedAt: timestamp,
    expiresAt: timestamp,
  })
  .meta({ id: "WaitingSignUp" });
export type WaitingSignUp = z.infer<typeof waitingSignUpSchema>;
export const waitingSignUpsSchema = z.object({ items: z.array(waitingSignUpSchema) }).meta({ id: "WaitingSignUpList" });
export type WaitingSignUps = z.infer<typeof waitingSignUpsSchema>;

export const signUpParams = { signUpId: objectIdSchema };

export const confirmedSignUpSchema = z
  .object({ userId: z.string(), email: emailText, organizationId: z.string() })
  .meta({ id: "ConfirmedSignUp" });
