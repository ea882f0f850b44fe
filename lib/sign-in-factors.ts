/** How a sign-in was proven: the password alone, then a TOTP code or a recovery code after it; or a passkey. */
export const SIGN_IN_FACTORS = ["password", "totp", "recovery-code", "passkey"] as const;
export type SignInFactor = (typeof SIGN_IN_FACTORS)[number];
