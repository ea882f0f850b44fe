import type { PermissionId } from "./permission-ids";
import { OBJECT_ID_PATTERN } from "@/lib/ids";

// A statement's target, checked and compared without the permission catalogue: the console's shell checks the
// grants /me lists (useCan) on every page, and needs neither the catalogue nor the statement parser for that.

export const organizationTarget = (organizationId: string) => `organization/${organizationId}`;
export const appTarget = (organizationId: string, appId: string) => `organization/${organizationId}/app/${appId}`;
export const platformTarget = (organizationId: string, appId: string, platform: string) =>
  `${appTarget(organizationId, appId)}/platform/${platform}`;

export class InvalidStatementError extends Error {
  constructor(
    readonly statement: string,
    why: string,
  ) {
    super(`Invalid statement "${statement}": ${why}`);
  }
}

const PLATFORM_PATTERN = /^APP_PLATFORM_[A-Z0-9_]+$/;
const CHILD_KINDS: Record<string, string[]> = {
  organization: ["organization", "app"],
  app: ["platform"],
  platform: [],
};

export function validateTarget(statement: string, segments: string[]) {
  if (segments.length < 2 || segments[0] !== "organization") {
    throw new InvalidStatementError(statement, "the target must start with organization/<organizationId>");
  }
  let kind = "organization";
  for (let i = 1; i < segments.length; i += 2) {
    const id = segments[i];
    const last = i === segments.length - 1;
    if (id === "*") {
      if (!last) throw new InvalidStatementError(statement, "`*` is allowed only as the last segment");
    } else if (kind === "platform" ? !PLATFORM_PATTERN.test(id) : !OBJECT_ID_PATTERN.test(id)) {
      throw new InvalidStatementError(statement, `"${id}" is not a valid ${kind} id`);
    }
    const next = segments[i + 1];
    if (next === undefined) break;
    if (next === "*" && i + 1 === segments.length - 1) break;
    if (!CHILD_KINDS[kind].includes(next)) {
      throw new InvalidStatementError(statement, `"${next}" cannot appear below ${kind}`);
    }
    kind = next;
    if (i + 2 >= segments.length) throw new InvalidStatementError(statement, `${kind} needs an id`);
  }
}

export function targetCovers(statementTarget: string[], requestTarget: string[]) {
  if (statementTarget.length > requestTarget.length) return false;
  for (let i = 0; i < statementTarget.length; i++) {
    if (statementTarget[i] === "*") return true;
    if (statementTarget[i] !== requestTarget[i]) return false;
  }
  return true;
}

/**
 * Whether the grants (what /me lists below the organization, each a catalogue permission on a valid target) allow
 * `permission` on `target` (a node at or below what a grant names); a grant whose target is not well formed allows
 * nothing.
 */
export function grantsAllow(grants: readonly { permission: PermissionId; target: string }[], permission: PermissionId, target: string) {
  const requested = target.split("/");
  return grants.some((grant) => {
    if (grant.permission !== permission) return false;
    const granted = grant.target.split("/");
    try {
      validateTarget(`${grant.permission}@${grant.target}`, granted);
    } catch {
      return false;
    }
    return targetCovers(granted, requested);
  });
}
