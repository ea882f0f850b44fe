import type { Role } from "./schemas";

const SYSTEM_ORDER: Record<string, number> = { owner: 0, admin: 1, viewer: 2 };

/** The console's order of an organization's roles: Owner, Admin, Viewer, then custom roles as the API lists them. */
export function systemRolesFirst(roles: Role[]): Role[] {
  return roles.sort((a, b) => (SYSTEM_ORDER[a.systemKey ?? ""] ?? 3) - (SYSTEM_ORDER[b.systemKey ?? ""] ?? 3));
}
