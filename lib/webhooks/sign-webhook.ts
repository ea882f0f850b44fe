import "server-only";
import { createHmac } from "node:crypto";
import { webhookSecretKey } from "./webhook-secret";

// The Standard Webhooks scheme: each secret signs "<webhook-id>.<webhook-timestamp>.<body>" with HMAC-SHA256;
// webhook-signature lists "v1,<base64>" for every secret in force, space-separated.

function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac("sha256", webhookSecretKey(secret)).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

export function webhookHeaders(input: { id: string; timestamp: number; body: string; secrets: string[] }): Record<string, string> {
  return {
    "content-type": "application/json",
    "user-agent": "adnet-webhooks/1",
    "webhook-id": input.id,
    "webhook-timestamp": String(input.timestamp),
    "webhook-signature": input.secrets.map((secret) => signatureOf(secret, input.id, input.timestamp, input.body)).join(" "),
  };
}
