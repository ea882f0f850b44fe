import type { Action } from "@/lib/permissions/catalogue";
import { appTarget, isAllowed, organizationTarget } from "@/lib/permissions/statements";
import { EVENT_TYPE_NAMES, type EventType } from "@/lib/events/event-types";

// One rule for who may be shown an event: the console's bell, the events API and webhook deliveries all ask
// maySeeEvent, with what the reader's role allows at the time they are shown it.

type VisibleEvent = { organizationId: string; type: string; objectId: string | null; data: unknown };

/** Who is shown events: a member's user id (null for a service account) and what their role allows now. */
export type EventReader = { userId: string | null; can: (action: Action, target: string) => boolean };

/** A reader holding `statements` (a role's, membership current; none when it is not). */
export const readerOfStatements = (userId: string | null, statements: readonly string[]): EventReader => ({
  userId,
  can: (action, target) => isAllowed(statements, action, target),
});

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The permission that reads the object of events of `type`: what the API needs to answer that object. */
function actionOf(type: EventType): Action {
  if (type.startsWith("campaign.") || type.startsWith("ad.")) return "campaign:read";
  if (type.startsWith("balance.") || type.startsWith("top_up.")) return "balance:read";
  if (["receipt.", "statement.", "tax_invoice.", "refund."].some((prefix) => type.startsWith(prefix))) return "billing:read";
  if (type.startsWith("asset.")) return "asset:read";
  if (type.startsWith("app.platform.")) return "app:read";
  return "member:read";
}

/** Whether events of `type` concern apps (a role may hold their permission on some apps only). */
const concernsApps = (type: EventType) => type.startsWith("campaign.") || type.startsWith("ad.") || type.startsWith("app.platform.");

/**
 * The apps a campaign's ads (or one ad) promote, read from the event's object as the API answered it, or from the
 * promotedAppIds a change event names.
 */
function promotedAppIds(type: EventType, data: unknown): string[] {
  const object = record(data);
  if (Array.isArray(object.promotedAppIds)) return object.promotedAppIds.filter((id): id is string => typeof id === "string");
  const ads = type.startsWith("ad.") ? [object] : Array.isArray(object.ads) ? object.ads.map(record) : [];
  return [...new Set(ads.map((ad) => ad.promotedAppId).filter((id): id is string => typeof id === "string"))];
}

/**
 * The targets the event's permission is needed on: a campaign belongs to the apps its ads promote
 * (campaign-permission.ts), an app platform's event to its app, anything else to the organization.
 */
function targetsOf(event: VisibleEvent): string[] {
  const type = event.type as EventType;
  const organization = organizationTarget(event.organizationId);
  if (type.startsWith("campaign.") || type.startsWith("ad.")) {
    const apps = promotedAppIds(type, event.data);
    return apps.length ? apps.map((id) => appTarget(event.organizationId, id)) : [organization];
  }
  if (type.startsWith("app.platform.")) {
    const appId = typeof record(event.data).appId === "string" ? (record(event.data).appId as string) : event.objectId;
    return [appId ? appTarget(event.organizationId, appId) : organization];
  }
  return [organization];
}

const ownKeyRotation = (event: VisibleEvent, userId: string | null) =>
  event.type === "api_key.rotated" && userId !== null && (event.objectId === userId || record(event.data).userId === userId);

/** Whether `reader` may be shown `event`: what they would need to read its object through the API, on the targets it concerns. */
export function maySeeEvent(event: VisibleEvent, reader: EventReader): boolean {
  // A rotation of one's own key is one's own business, whatever the role.
  if (ownKeyRotation(event, reader.userId)) return true;
  const action = actionOf(event.type as EventType);
  return targetsOf(event).every((target) => reader.can(action, target));
}

/**
 * The event types of which `reader` may be shown some event in the organization: those whose permission they hold on
 * the organization or on one of its apps (a list's cheap first cut; maySeeEvent decides each). `appIds` loads the
 * organization's apps, asked only when some permission is held on apps alone.
 */
export async function typesReaderMaySee(
  organizationId: string,
  reader: EventReader,
  appIds: () => Promise<readonly string[]>,
): Promise<EventType[]> {
  const organization = organizationTarget(organizationId);
  let apps: readonly string[] | undefined;
  const types: EventType[] = [];
  for (const type of EVENT_TYPE_NAMES) {
    const action = actionOf(type);
    if ((type === "api_key.rotated" && reader.userId !== null) || reader.can(action, organization)) types.push(type);
    else if (concernsApps(type) && (apps ??= await appIds()).some((appId) => reader.can(action, appTarget(organizationId, appId)))) {
      types.push(type);
    }
  }
  return types;
}
