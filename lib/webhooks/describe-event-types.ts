import { EVENT_GROUPS, EVENT_TYPE_NAMES, groupOf, type EventGroup, type EventType } from "@/lib/events/event-types";

/** The event types of each group, in the catalogue's order: the add/edit form's checkboxes. */
export const EVENT_TYPES_BY_GROUP: { group: EventGroup; types: EventType[] }[] = EVENT_GROUPS.map((group) => ({
  group,
  types: EVENT_TYPE_NAMES.filter((type) => groupOf(type) === group),
}));

type EventTypePart = { group: EventGroup } | { type: string };

/**
 * An endpoint's event types in the fewest words: a group whose every type is chosen is one part ("Money: all"),
 * the rest one part per type, in the catalogue's order. An empty list means every type and gives no parts. A
 * type this console does not know (a newer server) is kept, last, as it is.
 */
export function describeEventTypes(types: readonly string[]): EventTypePart[] {
  const chosen = new Set(types);
  const parts: EventTypePart[] = [];
  for (const { group, types: inGroup } of EVENT_TYPES_BY_GROUP) {
    if (inGroup.every((type) => chosen.has(type))) parts.push({ group });
    else parts.push(...inGroup.filter((type) => chosen.has(type)).map((type) => ({ type })));
  }
  const known = new Set<string>(EVENT_TYPE_NAMES);
  parts.push(...types.filter((type) => !known.has(type)).map((type) => ({ type })));
  return parts;
}
