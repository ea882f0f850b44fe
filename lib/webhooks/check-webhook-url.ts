import "server-only";
import { badRequest } from "@/lib/api/errors";
import { assertPublicAddress, SafeFetchError } from "@/lib/net/safe-fetch";

/** 400 WEBHOOK_URL_NOT_ALLOWED (on `url`) for an address deliveries would be refused: private, loopback, special-use. */
export async function checkWebhookUrl(url: string): Promise<void> {
  try {
    await assertPublicAddress(url);
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    throw badRequest(`Webhooks are not sent to this address: ${error.message}`, "WEBHOOK_URL_NOT_ALLOWED", [
      { path: "url", message: "must point to a public address" },
    ]);
  }
}
