import { PERMISSION_ACTIONS, PERMISSION_IDS, RESOURCES, type PermissionId } from "./permission-ids";
import { InvalidStatementError, organizationTarget, targetCovers, validateTarget } from "./statement-targets";

// A statement is ACTION@TARGET. ACTION: resource:verb, resource:* or *.
// TARGET: organization/<id>[/organization/<id>][/app/<id>[/platform/<PLATFORM>]], `*` allowed as the last
// segment. A statement on a node covers the node's children.

type ParsedStatement = { resource: string; verb: string; target: string[] };

/** Parses and validates a statement's grammar and action (not whether its target exists). */
export function parseStatement(statement: string): ParsedStatement {
  const at = statement.indexOf("@");
  if (at <= 0 || at !== statement.lastIndexOf("@")) {
    throw new InvalidStatementError(statement, "expected ACTION@TARGET");
  }
  const action = statement.slice(0, at);
  const target = statement.slice(at + 1).split("/");
  let resource: string;
  let verb: string;
  if (action === "*") {
    resource = "*";
    verb = "*";
  } else {
    const colon = action.indexOf(":");
    resource = action.slice(0, colon);
    verb = action.slice(colon + 1);
    if (colon <= 0 || !RESOURCES.has(resource) || (verb !== "*" && !PERMISSION_IDS.has(action))) {
      throw new InvalidStatementError(statement, `unknown action "${action}"`);
    }
  }
  validateTarget(statement, target);
  return { resource, verb, target };
}

const cache = new Map<string, ParsedStatement | null>();

function parsedOrNull(statement: string): ParsedStatement | null {
  let parsed = cache.get(statement);
  if (parsed === undefined) {
    try {
      parsed = parseStatement(statement);
    } catch {
      parsed = null;
    }
    if (cache.size > 50_000) cache.clear();
    cache.set(statement, parsed);
  }
  return parsed;
}

function actionCovers(s: ParsedStatement, resource: string, verb: string) {
  return s.resource === "*" || (s.resource === resource && (s.verb === "*" || s.verb === verb));
}

/** Whether any of the statements allows `action` (resource:verb) on `target` (a target path). */
export function isAllowed(statements: readonly string[], action: string, target: string): boolean {
  const colon = action.indexOf(":");
  const resource = action.slice(0, colon);
  const verb = action.slice(colon + 1);
  const requestTarget = target.split("/");
  for (const statement of statements) {
    const parsed = parsedOrNull(statement);
    if (parsed && actionCovers(parsed, resource, verb) && targetCovers(parsed.target, requestTarget)) return true;
  }
  return false;
}

/** Whether statement `granting` allows everything statement `requested` allows (both already parsed). */
function statementCovers(granting: ParsedStatement, requested: ParsedStatement) {
  // A requested `*` (action or target) is a literal here: only a granting `*` covers it.
  return actionCovers(granting, requested.resource, requested.verb) && targetCovers(granting.target, requested.target);
}

/**
 * The statements of `requested` that `granting` does not cover: what a caller holding `granting` would hand out
 * beyond their own powers by creating, editing or assigning a role with `requested`.
 */
export function uncoveredStatements(granting: readonly string[], requested: readonly string[]): string[] {
  const held = granting.map(parsedOrNull).filter((s): s is ParsedStatement => s !== null);
  return requested.filter((statement) => {
    const wanted = parsedOrNull(statement);
    return !wanted || !held.some((g) => statementCovers(g, wanted));
  });
}

const SCOPABLE_ACTIONS = new Set<string>(PERMISSION_ACTIONS.filter((p) => p.scopable).map((p) => p.id));
const SCOPABLE_RESOURCES = new Set(PERMISSION_ACTIONS.filter((p) => p.scopable).map((p) => p.resource));

/** Whether the statement's action can mean anything below an organization node (an app or a platform). */
function scopable(s: ParsedStatement) {
  if (s.resource === "*") return true;
  return s.verb === "*" ? SCOPABLE_RESOURCES.has(s.resource) : SCOPABLE_ACTIONS.has(`${s.resource}:${s.verb}`);
}

/** The node a target hangs from: the target itself, or for a trailing `*` the node whose children it names. */
function anchorNode(target: string[]): string[] {
  if (target[target.length - 1] !== "*") return target;
  // `…/app/*` (the star stands for an id) hangs from `…`; `…/<id>/*` (the star stands for a kind) from `…/<id>`.
  const starIndex = target.length - 1;
  return starIndex % 2 === 1 ? target.slice(0, starIndex - 1) : target.slice(0, starIndex);
}

/**
 * Validates a statement against the catalogue and one organization's actual target tree (`nodeIds`: every node
 * id of GET permissions' targetTree). Throws InvalidStatementError naming the statement and why.
 */
export function validateStatement(statement: string, nodeIds: ReadonlySet<string>): ParsedStatement {
  const parsed = parseStatement(statement);
  const anchor = anchorNode(parsed.target);
  if (anchor.length === 0 || !nodeIds.has(anchor.join("/"))) {
    throw new InvalidStatementError(
      statement,
      `"${anchor.join("/") || parsed.target.join("/")}" is not a node of this organization's target tree`,
    );
  }
  if (!scopable(parsed)) {
    const kinds = parsed.target.filter((_, i) => i % 2 === 0);
    if (kinds.some((kind) => kind !== "organization")) {
      const action = parsed.verb === "*" ? `${parsed.resource}:*` : `${parsed.resource}:${parsed.verb}`;
      throw new InvalidStatementError(statement, `${action} applies to organizations only, not to apps or platforms`);
    }
  }
  return parsed;
}

// The targets' paths live with the catalogue-free target checks; the server's code names them from here too.
export { appTarget, organizationTarget, platformTarget } from "./statement-targets";

/** A permission the statements grant on one node below the organization (an app, a platform, or `app/*`). */
type Grant = { permission: PermissionId; target: string };

/**
 * What `statements` grant below the organization `organizationId` (its apps and their platforms), as one grant
 * per catalogue permission and target. Grants on the organization itself are not listed: those are the
 * organization-wide permissions.
 */
export function grantsBelow(statements: readonly string[], organizationId: string): Grant[] {
  const root = organizationTarget(organizationId).split("/");
  const grants = new Map<string, Grant>();
  for (const statement of statements) {
    const parsed = parsedOrNull(statement);
    if (!parsed || parsed.target.length <= root.length || !root.every((segment, i) => parsed.target[i] === segment)) continue;
    // `organization/<id>/*` reaches every app as `organization/<id>/app/*` does.
    const kind = parsed.target[root.length];
    if (kind !== "app" && kind !== "*") continue;
    const target = kind === "*" ? `${root.join("/")}/app/*` : parsed.target.join("/");
    for (const permission of PERMISSION_ACTIONS) {
      if (permission.scopable && actionCovers(parsed, permission.resource, permission.action)) {
        grants.set(`${permission.id}@${target}`, { permission: permission.id, target });
      }
    }
  }
  return [...grants.values()];
}

/**
 * The apps of the organization a scoped grant of `permission` reaches: "all" for `app/*`, else their ids (a
 * grant on one platform reaches its app).
 */
export function appsReached(grants: readonly Grant[], permission: PermissionId): "all" | string[] {
  const ids = new Set<string>();
  for (const grant of grants) {
    if (grant.permission !== permission) continue;
    const appId = grant.target.split("/")[3];
    if (appId === "*") return "all";
    ids.add(appId);
  }
  return [...ids];
}
