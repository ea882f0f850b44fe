import "server-only";
import { randomBytes } from "node:crypto";
import { openText, sealText } from "@/lib/settlement/account-number-cipher";

// A Standard Webhooks signing secret: "whsec_" and the base64 of 24 random bytes (the bytes are the HMAC key).
// Stored sealed with the settlement keys, the endpoint id as authenticated data.

const PREFIX = "whsec_";

export function newWebhookSecret(): string {
  return PREFIX + randomBytes(24).toString("base64");
}

/** The HMAC key inside a secret. */
export function webhookSecretKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, "base64");
}

const label = (endpointId: string) => `webhook-endpoint:${endpointId}`;

export function sealWebhookSecret(secret: string, endpointId: string): { sealed: string; keyId: string } {
  return sealText(secret, label(endpointId));
}

export function openWebhookSecret(sealed: { sealed: string; keyId: string }, endpointId: string): string {
  return openText(sealed, label(endpointId));
}

/** After a rotation the previous secret still signs for this long, so receivers can switch without a gap. */
export const SECRET_OVERLAP_HOURS = 24;
