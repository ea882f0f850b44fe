export const TWO_FACTOR_PATH = "/api/auth/two-factor";
export const PASSKEYS_PATH = "/api/auth/passkeys";
export const ENDS_OTHERS = "Every other session of the account ends and a security e-mail tells its owner.";
