import { verify, type KeyObject } from "node:crypto";

// How Apple signs what it posts (StoreKit "Verifying an install-validation postback", "Combining parameters for
// SKAdNetwork 3 postbacks"; AdAttributionKit "Verifying a postback"):
// - SKAdNetwork: ECDSA P-256 with SHA-256 (DER signature, base64 in `attribution-signature`) over the UTF-8 string of
//   the parameter values in a version's order, joined by U+2063 (INVISIBLE SEPARATOR). Booleans are "true"/"false";
//   a parameter the postback does not carry (source-app-id, source-domain) is left out, separator and all. The
//   conversion values are never signed.
// - AdAttributionKit: a compact JWS (ES256, the signature is r‖s) in `jws-string`; what sits beside it in the body
//   (conversion values, country code, interaction type) is not signed.

const SEPARATOR = "\u2063";

/** The SKAdNetwork postback versions this receiver verifies, and the parameters each signs, in order. */
const SIGNED_FIELDS = {
  "3": ["version", "ad-network-id", "campaign-id", "app-id", "transaction-id", "redownload", "source-app-id", "fidelity-type", "did-win"],
  "4": [
    "version",
    "ad-network-id",
    "source-identifier",
    "app-id",
    "transaction-id",
    "redownload",
    "source-app-id|source-domain",
    "fidelity-type",
    "did-win",
    "postback-sequence-index",
  ],
} as const;

type SkanMajorVersion = keyof typeof SIGNED_FIELDS;

/** "3.0" → "3", "4.0" / "4.1" → "4"; null for a version this receiver does not verify (1.x, 2.x, unknown). */
export function majorVersionOf(version: string): SkanMajorVersion | null {
  if (version === "3.0") return "3";
  if (/^4\.\d{1,3}$/.test(version)) return "4";
  return null;
}

type Scalar = string | number | boolean;

function text(value: Scalar): string {
  return typeof value === "boolean" ? (value ? "true" : "false") : String(value);
}

/** The string Apple signed for a SKAdNetwork postback of `major` version (its values as the postback carries them). */
export function skanSignedString(major: SkanMajorVersion, postback: Record<string, Scalar | undefined>): string {
  const values: string[] = [];
  for (const field of SIGNED_FIELDS[major]) {
    const name = field.split("|").find((candidate) => postback[candidate] !== undefined);
    if (name) values.push(text(postback[name]!));
  }
  return values.join(SEPARATOR);
}

/** Whether `signature` (base64 DER) signs `signed` under one of `keys`. */
export function verifySkanSignature(signed: string, signature: string, keys: readonly KeyObject[]): boolean {
  const bytes = Buffer.from(signature, "base64");
  if (bytes.length === 0) return false;
  const data = Buffer.from(signed, "utf8");
  return keys.some((key) => {
    try {
      return verify("sha256", data, key, bytes);
    } catch {
      return false;
    }
  });
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The payload of a compact JWS whose ES256 signature verifies under one of `keys`; null when it is not a compact
 * JWS, names another algorithm, or no key verifies it.
 */
export function verifiedJwsPayload(jws: string, keys: readonly KeyObject[]): unknown {
  const parts = jws.split(".");
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [header, payload, signature] = parts;
  let decodedHeader: unknown;
  try {
    decodedHeader = JSON.parse(Buffer.from(header, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!decodedHeader || typeof decodedHeader !== "object" || (decodedHeader as { alg?: unknown }).alg !== "ES256") return null;
  const bytes = Buffer.from(signature, "base64url");
  if (bytes.length !== 64) return null;
  const data = Buffer.from(`${header}.${payload}`, "ascii");
  const verified = keys.some((key) => {
    try {
      return verify("sha256", data, { key, dsaEncoding: "ieee-p1363" }, bytes);
    } catch {
      return false;
    }
  });
  if (!verified) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}
