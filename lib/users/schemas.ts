import { z } from "zod";
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
  })
  .describe("SignUpRequest");
export type SignUpInput = z.infer<typeof signUpBody>;

export const signUpResponse = z
  .object({
    email: z.string(),
    verificationRequired: z
      .boolean()
      .describe("True: a confirmation link was e-mailed, and the account and organization exist once it is opened"),
    userId: z.string().optional().describe("When the account is ready at once (the first account of a fresh install without SMTP)"),
    organizationId: z.string().optional(),
  })
  .describe("SignUpResult");
export type SignUpResult = z.infer<typeof signUpResponse>;

export const verifyEmailBody = z
  .strictObject({
    token: tokenSchema,
    password: z.string().min(1, "is required").max(200).describe("The password chosen at sign-up: the link alone activates nothing"),
  })
  .describe("VerifyEmailRequest");
export const verifyEmailResponse = z
  .object({ userId: z.string(), email: z.string(), organizationId: z.string() })
  .describe("VerifyEmailResult");

export const passwordResetBody = z.strictObject({ email: emailSchema }).describe("PasswordResetRequest");
export const passwordResetResponse = z
  .object({ message: z.string() })
  .describe("PasswordResetAccepted: the same answer whether or not the e-mail has an account");
export const PASSWORD_RESET_MESSAGE = "If an account uses this e-mail, a link to choose a new password is on its way. It works for 1 hour.";

export const passwordResetConfirmBody = z
  .strictObject({ token: tokenSchema, password: passwordSchema })
  .describe("PasswordResetConfirmRequest");
export const passwordResetConfirmResponse = z.object({ email: z.string() }).describe("PasswordResetResult");
