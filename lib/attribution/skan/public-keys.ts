import { createPublicKey, type KeyObject } from "node:crypto";
import { setting } from "@/lib/config";

// SKAN_PUBLIC_KEYS = comma-separated base64 DER (SPKI) NIST P-256 public keys, as Apple publishes them. A postback is
// accepted when its signature verifies against any of them. Unset: Apple's production key, which signs SKAdNetwork
// postbacks of versions 2.1 and later and AdAttributionKit's production postbacks (key identifier
// apple-cas-identifier/0). Apple's development keys (AdAttributionKit apple-development-identifier/0 and /1) are added
// here only to receive test postbacks; tests put their own generated key here.

const SKAN_PUBLIC_KEYS_VARIABLE = "SKAN_PUBLIC_KEYS";

/** Apple's NIST P-256 postback key (StoreKit "Verifying an install-validation postback", AdAttributionKit "Verifying a postback"). */
export const APPLE_POSTBACK_PUBLIC_KEY =
  "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEWdp8GPcGqmhgzEFj9Z2nSpQVddayaPe4FMzqM9wib1+aHaaIzoHoLN9zW4K8y4SPykE3YVK3sVqW6Af0lfx3gg==";

/** Misconfiguration of the server; the message names the entry, never more of it than its position. */
export class SkanKeyConfigError extends Error {
  constructor(problem: string) {
    super(`${SKAN_PUBLIC_KEYS_VARIABLE} ${problem}. Expected comma-separated base64 DER (SPKI) P-256 public keys.`);
    this.name = "SkanKeyConfigError";
  }
}

export function parseSkanPublicKeys(value: string | undefined): KeyObject[] {
  const source = value?.trim() ? value : APPLE_POSTBACK_PUBLIC_KEY;
  return source
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry, index) => {
      let key: KeyObject;
      try {
        key = createPublicKey({ key: Buffer.from(entry, "base64"), format: "der", type: "spki" });
      } catch {
        throw new SkanKeyConfigError(`entry ${index + 1} is not a base64 DER public key`);
      }
      if (key.asymmetricKeyType !== "ec" || key.asymmetricKeyDetails?.namedCurve !== "prime256v1") {
        throw new SkanKeyConfigError(`entry ${index + 1} is not a P-256 key`);
      }
      return key;
    });
}

let cached: { source: string | undefined; keys: KeyObject[] } | undefined;

/** The configured key set, parsed once per distinct value of the setting. Throws SkanKeyConfigError. */
export function skanPublicKeys(): KeyObject[] {
  const source = setting(SKAN_PUBLIC_KEYS_VARIABLE);
  if (!cached || cached.source !== source) cached = { source, keys: parseSkanPublicKeys(source) };
  return cached.keys;
}
