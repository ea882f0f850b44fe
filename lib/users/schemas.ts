import { z } from "zod";

export const PASSWORD_MIN = 8;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email("must be a valid e-mail address"));

export const signUpBody = z
  .strictObject({
    email: emailSchema,
    password: z.string().min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`).max(200),
    fullName: z.string().trim().min(1, "must not be empty").max(100),
    organizationName: z.string().trim().min(1, "must not be empty").max(100),
  })
  .describe("SignUpRequest");
export type SignUpInput = z.infer<typeof signUpBody>;

export const signUpResponse = z
  .object({ userId: z.string(), email: z.string(), organizationId: z.string() })
  .describe("SignUpResult");
