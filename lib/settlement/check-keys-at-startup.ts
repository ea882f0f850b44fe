import { SETTLEMENT_KEYS_VARIABLE, SettlementKeyConfigError, settlementKeyRing } from "./encryption-keys";
import { setting } from "@/lib/config";

/**
 * A malformed SETTLEMENT_ENCRYPTION_KEYS stops the server at start, with the reason, instead of surfacing as
 * failed account changes later. A missing one only warns: everything but changing the settlement account works
 * without it (npm start generates and keeps one for a single machine).
 */
export function checkSettlementKeysAtStartup() {
  if (!setting(SETTLEMENT_KEYS_VARIABLE)) {
    console.warn(`> ${SETTLEMENT_KEYS_VARIABLE} is not set: registering or changing a settlement account will fail until it is.`);
    return;
  }
  try {
    settlementKeyRing();
  } catch (error) {
    if (!(error instanceof SettlementKeyConfigError)) throw error;
    console.error(`> Cannot start: ${error.message}`);
    process.exit(1);
  }
}
