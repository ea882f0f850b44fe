import { PARTNER_SLUG, type AttributionPartner } from "@/lib/attribution/partners";
import { PARTNER_MODULES } from "@/lib/attribution/partners/modules";
import { setting } from "@/lib/config";

/** The name this network has at Singular, in its passthrough macros ({cl?Name}); ATTRIBUTION_SINGULAR_NETWORK_NAME. */
function singularNetworkName(env: Record<string, string | undefined> = process.env): string {
  return setting("ATTRIBUTION_SINGULAR_NETWORK_NAME", env);
}

/**
 * The exact postback URL a studio pastes in its partner's console: `origin` (the configured public origin, never a
 * request's Host), the partner's path with the app's token, and the query of the partner's macros.
 */
export function postbackUrl(origin: string, partner: AttributionPartner, token: string): string {
  const query = PARTNER_MODULES[partner].template({ networkName: singularNetworkName() });
  return `${origin}/api/core/postbacks/${PARTNER_SLUG[partner]}/${token}?${query}`;
}
