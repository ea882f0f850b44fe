import { PARTNER_SLUG, type AttributionPartner } from "@/lib/attribution/partners";
import { adjust } from "./adjust";
import { appsflyer } from "./appsflyer";
import { generic } from "./generic";
import type { PartnerModule } from "./read-values";
import { singular } from "./singular";

export const PARTNER_MODULES: Record<AttributionPartner, PartnerModule> = {
  APPSFLYER: appsflyer,
  ADJUST: adjust,
  SINGULAR: singular,
  GENERIC: generic,
};

/** The partner a postback URL's path names ("appsflyer" → APPSFLYER), or null. */
export function partnerOfSlug(slug: string): AttributionPartner | null {
  const found = Object.entries(PARTNER_SLUG).find(([, value]) => value === slug);
  return found ? (found[0] as AttributionPartner) : null;
}
