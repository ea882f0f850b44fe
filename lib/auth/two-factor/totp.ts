import "server-only";
import { generateSecret, generateURI, verify, type VerifyResult } from "otplib";
import QRCode from "qrcode";
import { openText, sealText } from "@/lib/settlement/account-number-cipher";

// RFC 6238 with the usual parameters every authenticator app reads (SHA-1, 6 digits, 30 s), through otplib.

const ISSUER = "Adnet Console";
/** A code of the step before or after the server's is accepted too (a phone's clock a little off). */
const DRIFT_SECONDS = 30;

const label = (userId: string) => `totp-secret:${userId}`;

export const newTotpSecret = () => generateSecret();

/** Sealed like the settlement account number; the user id is authenticated data (a secret moved to another row fails). */
export const sealTotpSecret = (secret: string, userId: string) => sealText(secret, label(userId));
export const openTotpSecret = (sealed: string, keyId: string, userId: string) => openText({ sealed, keyId }, label(userId));

export const totpUri = (secret: string, email: string) => generateURI({ issuer: ISSUER, label: email, secret });

/** The otpauth URI as a QR code, a PNG data URL (the console's CSP allows data: images). */
export const qrCodeDataUrl = (uri: string) => QRCode.toDataURL(uri, { margin: 1, width: 208, errorCorrectionLevel: "M" });

/**
 * The RFC 6238 time step `code` belongs to, or null when it is wrong. A step at or before `afterStep` (the last
 * code accepted) is refused, so a code works once.
 */
export async function totpStepOf(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: DRIFT_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  }).catch((): VerifyResult => ({ valid: false }));
  // The TOTP strategy's result carries the step (the union also covers HOTP's, which has none).
  return result.valid ? (result as Extract<VerifyResult, { valid: true }>).timeStep : null;
}
