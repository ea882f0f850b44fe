import { z } from "zod";

// Bodies and answers of the two-factor routes (profile, sign-in, organization enforcement).

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]*$/, "must be base64url")
  .max(8192);

/** What @simplewebauthn/browser's startRegistration / startAuthentication give back; the library checks the rest. */
const credentialResponse = <T extends z.ZodRawShape>(response: T) =>
  z.object({
    id: base64url,
    rawId: base64url,
    type: z.literal("public-key"),
    response: z.object({ clientDataJSON: base64url, ...response }).loose(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  });

const registrationResponseSchema = credentialResponse({
  attestationObject: base64url,
  transports: z.array(z.string().max(32)).max(10).optional(),
}).describe("PasskeyRegistrationResponse");

export const authenticationResponseSchema = credentialResponse({
  authenticatorData: base64url,
  signature: base64url,
  userHandle: base64url.optional(),
}).describe("PasskeyAuthenticationResponse");

const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "must be the 6-digit code from the authenticator app");
const passkeyName = z.string().trim().min(1, "is required").max(60);

export const confirmTotpBody = z.strictObject({ code: totpCodeSchema }).describe("ConfirmTotpRequest");
export const passwordBody = z.strictObject({ password: z.string().min(1, "is required").max(200) }).describe("PasswordConfirmation");
export const reauthenticateBody = z
  .strictObject({
    password: z.string().min(1, "is required").max(200).optional().describe("The account's password"),
    code: totpCodeSchema.optional().describe("A code from the authenticator app (each code works once)"),
  })
  .refine((body) => (body.password === undefined) !== (body.code === undefined), {
    message: "give either the password or an authenticator code",
    path: ["password"],
  })
  .describe("ReauthenticateRequest");
export const reauthenticationSchema = z
  .object({
    reauthenticatedAt: z.string(),
    expiresAt: z.string().describe("Until when this session may add or remove a second factor without asking again"),
  })
  .describe("Reauthentication");
export const addPasskeyBody = z.strictObject({ name: passkeyName, response: registrationResponseSchema }).describe("AddPasskeyRequest");
export const renamePasskeyBody = z.strictObject({ name: passkeyName }).describe("RenamePasskeyRequest");
export const passkeySignInOptionsBody = z
  .strictObject({ pendingToken: z.string().max(100).optional().describe("The second step's token, when a password was given first") })
  .describe("PasskeySignInOptionsRequest");
export const requireTwoFactorBody = z.strictObject({ required: z.boolean() }).describe("RequireTwoFactorRequest");

export const passkeySchema = z
  .object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })
  .describe("Passkey");
export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean().describe("Whether sign-in asks for a second factor (TOTP or a passkey is on)"),
    totp: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    passkeys: z.array(passkeySchema),
  })
  .describe("TwoFactorStatus");
export const totpEnrolmentSchema = z
  .object({ secret: z.string(), uri: z.string(), qrCode: z.string().describe("PNG data URL of the otpauth URI") })
  .describe("TotpEnrolment");
export const recoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()).describe("Shown this once: only their hashes are kept") })
  .describe("RecoveryCodes");

export const addedPasskeySchema = passkeySchema.extend({ recoveryCodes: z.array(z.string()).nullable() }).describe("AddedPasskey");
export const webAuthnOptionsSchema = z.record(z.string(), z.unknown()).describe("WebAuthnOptions");
export const twoFactorRequirementSchema = z
  .object({ organizationId: z.string(), requireTwoFactor: z.boolean() })
  .describe("TwoFactorRequirement");
export const twoFactorResetSchema = z.object({ userId: z.string(), sessionsEnded: z.number().int() }).describe("TwoFactorReset");

export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
