import { z } from "zod";
import { fullNameSchema, passwordSchema } from "@/lib/users/schemas";

export const invitationTokenParams = { token: z.string().min(1).max(100).describe("The token from the invitation link") };

export const reissueInvitationBody = z
  .strictObject({ send: z.boolean().describe("true: e-mail the new link (resend); false: only answer it (copy link)") })
  .describe("ReissueInvitationRequest");

export const invitationLinkSchema = z
  .object({
    inviteUrl: z.string(),
    expiresAt: z.string(),
    emailed: z.boolean().describe("False when no mail server is configured or `send` was false"),
  })
  .describe("InvitationLink");
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

export const invitationSchema = z
  .object({
    email: z.string(),
    organizationId: z.string(),
    organizationName: z.string(),
    roleName: z.string(),
    expiresAt: z.string(),
    accountExists: z.boolean().describe("True: sign in with this e-mail and accept; false: choose a name and password"),
  })
  .describe("Invitation");

/** Signed in as the invited e-mail: an empty body. Otherwise the new account's name and password. */
export const acceptInvitationBody = z
  .strictObject({ fullName: fullNameSchema.optional(), password: passwordSchema.optional() })
  .describe("AcceptInvitationRequest");
export type AcceptInvitationInput = z.infer<typeof acceptInvitationBody>;

export const acceptInvitationResponse = z
  .object({ userId: z.string(), email: z.string(), organizationId: z.string() })
  .describe("AcceptInvitationResult");
