import { createHash, randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const API_KEY_PATTERN = /^oak_[0-9A-Za-z]{40}$/;
/** A service account's key: its own prefix, so the authenticator knows which table holds it. */
export const SERVICE_ACCOUNT_KEY_PATTERN = /^osk_[0-9A-Za-z]{40}$/;
/** The serving system's platform integration key: it reports delivery and reads the serving feed, nothing else. */
export const INTEGRATION_KEY_PATTERN = /^oik_[0-9A-Za-z]{40}$/;
/** An app's postback token: the secret in the postback URL its attribution partner calls; it reaches nothing else. */
export const POSTBACK_TOKEN_PATTERN = /^opt_[0-9A-Za-z]{40}$/;

/** `oak_` (a member's), `osk_` (a service account's), `oik_` (an integration key) or `opt_` (a postback token) + 40 base62 characters (238 bits), drawn without modulo bias. */
export function generateApiKey(kind: "oak" | "osk" | "oik" | "opt" = "oak"): string {
  let out = "";
  while (out.length < 40) {
    for (const byte of randomBytes(48)) {
      if (byte < 248 && out.length < 40) out += ALPHABET[byte % 62];
    }
  }
  return `${kind}_${out}`;
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** What the console shows of a key after it was revealed once. */
export function apiKeyPrefix(key: string): string {
  return key.slice(0, 10);
}
