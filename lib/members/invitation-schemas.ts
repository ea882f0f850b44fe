import { z } from "zod";
import { timeZoneSchema } from "@/lib/time-zone-schema";
import { emailText, uriText } from "@/lib/api/answer-formats";
import { fullNameSchema, passwordSchema } from "@/lib/users/schemas";

export const invitationTokenParams = { token: z.string().min(1).max(100).describe("The token from the invitation link") };

export const reissueInvitationBody = z
  .strictObject({ send: z.boolean().describe("true: e-mail the new link (resend); false: only answer it (copy link)") })
  .meta({ id: "ReissueInvitationRequest" });

export const invitationLinkSchema = z
  .object({
    inviteUrl: uriText,
    expiresAt: z.iso.datetime({ offset: true }),
    emailed: z.boolean().describe("False when no mail server is configured or `send` was false"),
  })
  .meta({ id: "InvitationLink" });
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

export const invitationSchema = z
  .object({
    email: emailText,
    organizationId: z.string(),
    organizationName: z.string(),
    roleName: z.string(),
    expiresAt: z.iso.datetime({ offset: true }),
    accountExists: z.boolean().describe("True: sign in with this e-mail and accept; false: choose a name and password"),
  })
  .meta({ id: "Invitation" });

/** Signed in as the invited e-mail: an empty body. Otherwise the new account's name and password. */
export const acceptInvitationBody = z
  .strictObject({
    fullName: fullNameSchema.optional(),
    password: passwordSchema.optional(),
    timeZone: timeZoneSchema.optional().describe("A new account's IANA time zone (the browser's); UTC when left out"),
  })
  .meta({ id: "AcceptInvitationRequest" });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationBody>;

export const acceptInvitationResponse = z
  .object({ userId: z.string(), email: emailText, organizationId: z.string() })
  .meta({ id: "AcceptInvitationResult" });
