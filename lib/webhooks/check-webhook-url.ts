import "server-only";
import { badRequest } from "@/lib/api/errors";
import { ALLOW_SETTING, assertPublicAddress, SafeFetchError } from "@/lib/net/safe-fetch";

/**
 * 400 WEBHOOK_URL_NOT_ALLOWED (on `url`) for an address deliveries would be refused: private, loopback, special-use.
 * The message names the way forward: the operator of a one-machine install may let such addresses through.
 */
export async function checkWebhookUrl(url: string): Promise<void> {
  try {
    await assertPublicAddress(url);
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    const forward = `On a one-machine install, the server's operator may allow local receivers with ${ALLOW_SETTING} (e.g. 127.0.0.1).`;
    throw badRequest(`Webhooks are not sent to this address: ${error.message} ${forward}`, "WEBHOOK_URL_NOT_ALLOWED", [
      { path: "url", message: "must point to a public address" },
    ]);
  }
}
