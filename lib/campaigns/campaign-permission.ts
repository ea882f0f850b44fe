import { forbidden } from "@/lib/api/errors";
import type { Action } from "@/lib/permissions/catalogue";
import { appTarget, organizationTarget } from "@/lib/permissions/statements";

// A campaign belongs to the apps its ads promote: a role scoped to one app may create, read and manage the
// campaigns that promote that app only. A campaign that promotes no app (or several) needs the permission on
// every app it promotes, or on the organization when it promotes none.

export type Can = (action: Action, target?: string) => boolean;

function campaignTargets(organizationId: string, promotedAppIds: readonly string[]): string[] {
  return promotedAppIds.length > 0 ? promotedAppIds.map((appId) => appTarget(organizationId, appId)) : [organizationTarget(organizationId)];
}

/** Whether `can` allows `action` on every app the campaign promotes (on the organization when it promotes none). */
export function canOnCampaign(can: Can, action: Action, organizationId: string, promotedAppIds: readonly string[]) {
  return campaignTargets(organizationId, promotedAppIds).every((target) => can(action, target));
}

export function assertCanOnCampaign(can: Can, action: Action, organizationId: string, promotedAppIds: readonly string[]) {
  if (!canOnCampaign(can, action, organizationId, promotedAppIds)) {
    const scope = promotedAppIds.length > 0 ? "on every app this campaign promotes" : "on the organization";
    throw forbidden(`Your role does not allow ${action} ${scope}.`, "PERMISSION_DENIED");
  }
}

/**
 * Whether the caller may ask anything of this campaign at all (read it, change it, or decide on it as a
 * reviewer): checked before any answer that depends on the campaign's state, so a role scoped to other apps
 * learns nothing of it.
 */
export function assertMayActOnCampaign(can: Can, organizationId: string, promotedAppIds: readonly string[]) {
  const actions: Action[] = ["campaign:read", "campaign:update", "campaign:review"];
  if (!actions.some((action) => canOnCampaign(can, action, organizationId, promotedAppIds))) {
    assertCanOnCampaign(can, "campaign:update", organizationId, promotedAppIds);
  }
}

/** The distinct promoted apps of a campaign's ads, in a stable order. */
export const distinctPromotedAppIds = (ads: readonly { promotedAppId?: string | null }[]) =>
  [...new Set(ads.map((ad) => ad.promotedAppId).filter((id): id is string => !!id))].sort();
