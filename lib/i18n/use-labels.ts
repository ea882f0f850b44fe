"use client";
import { useTranslations } from "next-intl";
import type { EventGroup } from "@/lib/events/event-types";

type SystemRole = { systemKey?: string | null; name: string; description?: string | null };
const SYSTEM_KEYS = new Set(["owner", "admin", "viewer"]);
// Members and memberships carry only the role's name; the system roles have these fixed names.
const SYSTEM_NAMES: Record<string, string> = { Owner: "owner", Admin: "admin", Viewer: "viewer" };

/**
 * Words for what the API answers as codes: role types, features and the system roles (whose names and
 * descriptions the API keeps in English) in the user's language.
 */
export function useLabels() {
  const t = useTranslations("labels");
  const systemKeyOf = (role: SystemRole) => (role.systemKey && SYSTEM_KEYS.has(role.systemKey) ? role.systemKey : null);
  return {
    roleType: (type: string) => (t.has(`roleTypes.${type}`) ? t(`roleTypes.${type}`) : type),
    feature: (feature: string) => (t.has(`features.${feature}`) ? t(`features.${feature}`) : feature),
    roleName: (role: SystemRole) => {
      const key = systemKeyOf(role);
      return key ? t(`systemRoles.${key}.name`) : role.name;
    },
    roleDescription: (role: SystemRole) => {
      const key = systemKeyOf(role);
      return key ? t(`systemRoles.${key}.description`) : (role.description ?? undefined);
    },
    /** An event type in words ("Campaign approved"); a type the console has no words for yet shows as its code. */
    eventType: (type: string) => (t.has(`eventTypes.${type}`) ? t(`eventTypes.${type}`) : type),
    eventGroup: (group: EventGroup) => t(`eventGroups.${group}`),
    /** A member's role by its name alone (system roles only; a custom role's name is shown as written). */
    memberRoleName: (roleName: string) => (SYSTEM_NAMES[roleName] ? t(`systemRoles.${SYSTEM_NAMES[roleName]}.name`) : roleName),
  };
}
