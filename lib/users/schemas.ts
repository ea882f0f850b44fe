import { z } from "zod";
import { timeZoneSchema } from "@/lib/time-zone-schema";
import { emailText } from "@/lib/api/answer-formats";
import { emailSchema } from "@/lib/email-schema";

const PASSWORD_MIN = 8;

export const passwordSchema = z.string().min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`).max(200);
export const fullNameSchema = z.string().trim().min(1, "must not be empty").max(100);
const tokenSchema = z.string().min(1).max(100).describe("The token from the e-mailed link");

export const signUpBody = z
  .strictObject({
    email: emailSchema,
    password: passwordSchema,
    fullName: fullNameSchema,
    organizationName: z.string().trim().min(1, "must not be empty").max(100),
    timeZone: timeZoneSchema
      .optional()
      .describe("The person's IANA time zone (the browser's); also the new organization's. UTC when left out"),
  })
  .meta({ id: "SignUpRequest" });
export type SignUpInput = z.infer<typeof signUpBody>;

export const signUpResponse = z
  .object({
    email: emailText,
    verificationRequired: z
      .boolean()
      .describe("True: the account and organization exist once the confirmation link is opened with the same password"),
    emailSent: z
      .boolean()
      .describe(
        "Whether this server sends e-mail at all (the same for every address). False: no link is mailed; the person joins by an " +
          "invitation link an Owner or Admin passes on, or the server's administrator confirms the sign-up",
      ),
    userId: z.string().optional().describe("When the account is ready at once (the first account of a fresh install without SMTP)"),
    organizationId: z.string().optional(),
  })
  .meta({ id: "SignUpResult" });
export type SignUpResult = z.infer<typeof signUpResponse>;

export const verifyEmailBody = z
  .strictObject({
    token: tokenSchema,
    password: z.string().min(1, "is required").max(200).describe("The password chosen at sign-up: the link alone activates nothing"),
  })
  .meta({ id: "VerifyEmailRequest" });
export const verifyEmailResponse = z
  .object({ userId: z.string(), email: emailText, organizationId: z.string() })
  .meta({ id: "VerifyEmailResult" });

export const passwordResetBody = z.strictObject({ email: emailSchema }).meta({ id: "PasswordResetRequest" });
export const passwordResetResponse = z
  .object({
    message: z.string(),
    emailSent: z.boolean().describe("Whether this server sends e-mail at all (the same for every address). False: no link is mailed"),
  })
  .describe("PasswordResetAccepted: the same answer whether or not the e-mail has an account");
export const PASSWORD_RESET_MESSAGE = "If an account uses this e-mail, a link to choose a new password is on its way. It works for 1 hour.";
export const PASSWORD_RESET_NO_MAIL_MESSAGE =
  "This server sends no e-mail, so no link can be sent. Ask the administrator of this server for a link to choose a new password.";

export const passwordResetConfirmBody = z
  .strictObject({ token: tokenSchema, password: passwordSchema })
  .meta({ id: "PasswordResetConfirmRequest" });
export const passwordResetConfirmResponse = z.object({ email: emailText }).meta({ id: "PasswordResetResult" });
