import { z } from "zod";
import { SIGN_IN_FACTORS } from "@/lib/sign-in-factors";
import { emailText } from "@/lib/api/answer-formats";
import { LOCALES } from "@/lib/i18n/config";
import { timeZoneSchema } from "@/lib/time-zone-schema";
import { fullNameSchema, passwordSchema } from "./schemas";

export const profileSchema = z
  .object({ userId: z.string(), email: emailText, fullName: z.string(), locale: z.string(), timezone: z.string() })
  .meta({ id: "Profile" });
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileBody = z
  .strictObject({
    fullName: fullNameSchema,
    locale: z.enum(LOCALES).describe("Language of the console and of e-mails: en or ko"),
    timezone: timeZoneSchema.describe("IANA time zone"),
  })
  .meta({ id: "UpdateProfileRequest" });
export type UpdateProfileInput = z.infer<typeof updateProfileBody>;

export const changePasswordBody = z
  .strictObject({ currentPassword: z.string().min(1, "is required").max(200), newPassword: passwordSchema })
  .meta({ id: "ChangePasswordRequest" });
export type ChangePasswordInput = z.infer<typeof changePasswordBody>;

/** How a sign-in was proven (the session's factor). */

const sessionSchema = z
  .object({
    id: z.string(),
    userAgent: z.string().optional(),
    browser: z.string().optional().describe('The browser the User-Agent names, with its major version: "Chrome 131"'),
    os: z.string().optional().describe('The system the User-Agent names: "macOS Catalina", "Android 14"'),
    ip: z.string().optional(),
    createdAt: z.iso.datetime({ offset: true }),
    lastSeenAt: z.iso.datetime({ offset: true }),
    factor: z
      .enum(SIGN_IN_FACTORS)
      .describe("How the sign-in was proven: the password alone, or after it a TOTP code or recovery code; or a passkey"),
    current: z.boolean().describe("The session this request came with"),
  })
  .meta({ id: "Session" });
export const sessionListSchema = z.array(sessionSchema).meta({ id: "SessionList" });
export type SessionInfo = z.infer<typeof sessionSchema>;
