import type { Action } from "@/lib/permissions/catalogue";
import { appTarget, isAllowed, organizationTarget } from "@/lib/permissions/statements";
import type { EventType } from "@/lib/events/event-types";

type VisibleEvent = { organizationId: string; type: string; objectId: string | null; data: unknown };

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The apps a campaign's ads (or one ad) promote, read from the event's object as the API answered it. */
function promotedAppIds(type: EventType, data: unknown): string[] {
  const object = record(data);
  const ads = type.startsWith("ad.") ? [object] : Array.isArray(object.ads) ? object.ads.map(record) : [];
  return [...new Set(ads.map((ad) => ad.promotedAppId).filter((id): id is string => typeof id === "string"))];
}

/**
 * The permission a member needs to be told of an event, on the targets it concerns: what they would need to
 * read its object through the API. A campaign belongs to the apps its ads promote (campaign-permission.ts).
 */
function requirement(event: VisibleEvent): { action: Action; targets: string[] } {
  const type = event.type as EventType;
  const organization = organizationTarget(event.organizationId);
  if (type.startsWith("campaign.") || type.startsWith("ad.")) {
    const apps = promotedAppIds(type, event.data);
    return { action: "campaign:read", targets: apps.length ? apps.map((id) => appTarget(event.organizationId, id)) : [organization] };
  }
  if (type.startsWith("balance.") || type.startsWith("top_up.")) return { action: "balance:read", targets: [organization] };
  if (type.startsWith("asset.")) return { action: "asset:read", targets: [organization] };
  if (type.startsWith("app.platform.")) {
    const appId = typeof record(event.data).appId === "string" ? (record(event.data).appId as string) : event.objectId;
    return { action: "app:read", targets: [appId ? appTarget(event.organizationId, appId) : organization] };
  }
  return { action: "member:read", targets: [organization] };
}

/** Whether a member holding `statements` (their role's, membership current) may hear of `event`. */
export function maySeeEvent(event: VisibleEvent, member: { userId: string; statements: readonly string[] }): boolean {
  // A rotation of one's own key is one's own business, whatever the role.
  if (event.type === "api_key.rotated" && (event.objectId === member.userId || record(event.data).userId === member.userId)) return true;
  const { action, targets } = requirement(event);
  return targets.every((target) => isAllowed(member.statements, action, target));
}
