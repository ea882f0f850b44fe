import { describe, expect, it } from "vitest";
import { isAllowed, parseStatement, uncoveredStatements, validateStatement } from "./statements";
import { InvalidStatementError } from "./statement-targets";
import { systemRoleDefinitions } from "./system-roles";

const org = "65a000000000000000000001";
const other = "65a000000000000000000002";
const app = "65a0000000000000000000aa";
const app2 = "65a0000000000000000000bb";

describe("parseStatement", () => {
  it.each([
    `*@organization/${org}`,
    `campaign:create@organization/${org}`,
    `campaign:*@organization/${org}/app/${app}`,
    `app:read@organization/${org}/app/*`,
    `app:submit@organization/${org}/app/${app}/platform/APP_PLATFORM_ANDROID`,
    `app:read@organization/${org}/organization/${other}/app/${app}`,
    `app:read@organization/*`,
  ])("accepts %s", (s) => {
    expect(() => parseStatement(s)).not.toThrow();
  });

  it.each([
    "campaign:create",
    `campaign:fly@organization/${org}`,
    `rocket:*@organization/${org}`,
    `campaign:create@app/${app}`,
    `campaign:create@organization/XYZ`,
    `campaign:create@organization/${org}/platform/APP_PLATFORM_IOS`,
    `campaign:create@organization/*/app/${app}`,
    `campaign:create@organization/${org}/app`,
    `campaign:create@organization/${org}@x`,
    `:create@organization/${org}`,
  ])("refuses %s", (s) => {
    expect(() => parseStatement(s)).toThrow(InvalidStatementError);
  });
});

describe("isAllowed", () => {
  it("owner may do anything in its organization only", () => {
    const [owner] = systemRoleDefinitions(org);
    expect(isAllowed(owner.statements, "settlement:update", `organization/${org}`)).toBe(true);
    expect(isAllowed(owner.statements, "app:update", `organization/${org}/app/${app}`)).toBe(true);
    expect(isAllowed(owner.statements, "app:update", `organization/${other}`)).toBe(false);
  });

  it("admin may do all but change the settlement account", () => {
    const admin = systemRoleDefinitions(org)[1];
    expect(isAllowed(admin.statements, "member:update", `organization/${org}`)).toBe(true);
    expect(isAllowed(admin.statements, "settlement:read", `organization/${org}`)).toBe(true);
    expect(isAllowed(admin.statements, "settlement:update", `organization/${org}`)).toBe(false);
  });

  it("viewer may read and not write", () => {
    const viewer = systemRoleDefinitions(org)[2];
    expect(isAllowed(viewer.statements, "campaign:read", `organization/${org}`)).toBe(true);
    expect(isAllowed(viewer.statements, "settlement:read", `organization/${org}`)).toBe(true);
    expect(isAllowed(viewer.statements, "campaign:create", `organization/${org}`)).toBe(false);
    expect(isAllowed(viewer.statements, "organization:update", `organization/${org}`)).toBe(false);
  });

  it("a statement on an app covers that app's children and nothing else", () => {
    const statements = [`campaign:*@organization/${org}/app/${app}`];
    expect(isAllowed(statements, "campaign:create", `organization/${org}/app/${app}`)).toBe(true);
    expect(isAllowed(statements, "campaign:update", `organization/${org}/app/${app}/platform/APP_PLATFORM_ANDROID`)).toBe(true);
    expect(isAllowed(statements, "campaign:create", `organization/${org}/app/${app2}`)).toBe(false);
    expect(isAllowed(statements, "campaign:create", `organization/${org}`)).toBe(false);
    expect(isAllowed(statements, "app:update", `organization/${org}/app/${app}`)).toBe(false);
  });

  it("a trailing * covers every node at that level", () => {
    const statements = [`app:read@organization/${org}/app/*`];
    expect(isAllowed(statements, "app:read", `organization/${org}/app/${app2}`)).toBe(true);
    expect(isAllowed(statements, "app:read", `organization/${org}`)).toBe(false);
  });

  it("ignores malformed statements instead of throwing", () => {
    expect(isAllowed(["nonsense", `*@organization/${org}`], "app:read", `organization/${org}`)).toBe(true);
    expect(isAllowed(["nonsense"], "app:read", `organization/${org}`)).toBe(false);
  });
});

describe("validateStatement against an organization's target tree", () => {
  const nodes = new Set([
    `organization/${org}`,
    `organization/${org}/app/${app}`,
    `organization/${org}/app/${app}/platform/APP_PLATFORM_ANDROID`,
    `organization/${org}/organization/${other}`,
  ]);

  it.each([
    `*@organization/${org}`,
    `campaign:*@organization/${org}/app/${app}`,
    `app:submit@organization/${org}/app/${app}/platform/APP_PLATFORM_ANDROID`,
    `app:read@organization/${org}/app/*`,
    `campaign:read@organization/${org}/*`,
    `app:read@organization/${org}/app/${app}/platform/*`,
    `member:read@organization/${org}/organization/${other}`,
    `member:*@organization/${org}/organization/*`,
  ])("accepts %s", (statement) => {
    expect(() => validateStatement(statement, nodes)).not.toThrow();
  });

  it.each([
    [`campaign:read@organization/${other}`, "is not a node"],
    [`campaign:read@organization/*`, "is not a node"],
    [`campaign:read@organization/${org}/app/${app2}`, "is not a node"],
    [`app:submit@organization/${org}/app/${app}/platform/APP_PLATFORM_IOS`, "is not a node"],
    [`campaign:read@organization/${org}/app/${app2}/platform/*`, "is not a node"],
    [`member:read@organization/${org}/app/${app}`, "organizations only"],
    [`settlement:*@organization/${org}/app/*`, "organizations only"],
    [`member:update@organization/${org}/*`, "organizations only"],
    [`campaign:fly@organization/${org}`, "unknown action"],
  ])("refuses %s, naming it", (statement, why) => {
    let error: unknown;
    try {
      validateStatement(statement, nodes);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidStatementError);
    expect((error as InvalidStatementError).statement).toBe(statement);
    expect((error as Error).message).toContain(why);
  });
});

describe("uncoveredStatements (what a grantor would hand out beyond their own powers)", () => {
  const [owner, admin, viewer] = systemRoleDefinitions(org).map((r) => r.statements);

  it("the Owner covers every role of its organization", () => {
    for (const role of [owner, admin, viewer]) expect(uncoveredStatements(owner, role)).toEqual([]);
  });

  it("an Admin covers Viewer and Admin but not Owner or settlement changes", () => {
    expect(uncoveredStatements(admin, viewer)).toEqual([]);
    expect(uncoveredStatements(admin, [`settlement:update@organization/${org}`])).toEqual([`settlement:update@organization/${org}`]);
    expect(uncoveredStatements(admin, admin)).toEqual([]);
    expect(uncoveredStatements(admin, owner)).toEqual(owner);
    expect(uncoveredStatements(admin, [`campaign:*@organization/${org}/app/${app}`])).toEqual([]);
  });

  it("a narrower grant does not cover a wider one", () => {
    const appOnly = [`campaign:*@organization/${org}/app/${app}`];
    expect(uncoveredStatements(appOnly, [`campaign:create@organization/${org}/app/${app}/platform/APP_PLATFORM_ANDROID`])).toEqual([]);
    expect(uncoveredStatements(appOnly, [`campaign:create@organization/${org}/app/*`])).toHaveLength(1);
    expect(uncoveredStatements(appOnly, [`campaign:create@organization/${org}`])).toHaveLength(1);
    expect(uncoveredStatements([`campaign:create@organization/${org}/app/*`], [`campaign:*@organization/${org}/app/${app}`])).toHaveLength(
      1,
    );
    expect(uncoveredStatements([`app:read@organization/${org}/*`], [`app:read@organization/${org}`])).toHaveLength(1);
  });

  it("reports malformed statements as uncovered", () => {
    expect(uncoveredStatements(owner, ["nonsense"])).toEqual(["nonsense"]);
  });
});

describe("statement edge cases", () => {
  const nodes = new Set([`organization/${org}`, `organization/${org}/app/${app}`, `organization/${org}/organization/${other}`]);
  const invalid = (statement: string, why: RegExp) => {
    expect(() => parseStatement(statement)).toThrow(InvalidStatementError);
    expect(() => parseStatement(statement)).toThrow(why);
  };

  it("names what is wrong with the statement's shape", () => {
    invalid(`@organization/${org}`, /expected ACTION@TARGET/);
    invalid(`app:read@organization/${org}@x`, /expected ACTION@TARGET/);
    invalid(`app:read`, /expected ACTION@TARGET/);
    invalid(`app:read@organization`, /must start with organization\/<organizationId>/);
    invalid(`app:read@organization/${org}/bogus/${app}`, /"bogus" cannot appear below organization/);
    invalid(`app:read@organization/${org}/app/not-an-id`, /"not-an-id" is not a valid app id/);
    invalid(`app:read@organization/${org}/app/${app}/platform/android`, /"android" is not a valid platform id/);
    invalid(`app:read@organization/${org}/app`, /app needs an id/);
    invalid(`read@organization/${org}`, /unknown action "read"/);
    invalid(`:read@organization/${org}`, /unknown action ":read"/);
  });

  it("ignores statements that do not parse on the granting side instead of failing", () => {
    const statement = `app:read@organization/${org}`;
    expect(uncoveredStatements(["garbage", statement], [statement])).toEqual([]);
    expect(uncoveredStatements(["garbage"], [statement])).toEqual([statement]);
    expect(uncoveredStatements([statement], ["garbage"])).toEqual(["garbage"]);
    expect(isAllowed(["garbage", statement], "app:read", `organization/${org}`)).toBe(true);
  });

  it("`*` may target apps; an action that is not scopable may target child organizations but not apps", () => {
    expect(() => validateStatement(`*@organization/${org}/app/${app}`, nodes)).not.toThrow();
    expect(() => validateStatement(`settlement:read@organization/${org}/organization/${other}`, nodes)).not.toThrow();
    expect(() => validateStatement(`app:create@organization/${org}/app/${app}`, nodes)).toThrow(/app:create applies to organizations only/);
    expect(() => validateStatement(`settlement:*@organization/${org}/app/${app}`, nodes)).toThrow(
      /settlement:\* applies to organizations only/,
    );
    expect(() => validateStatement(`app:*@organization/${org}/app/${app}`, nodes)).not.toThrow();
  });

  it("says which node is missing from the tree", () => {
    expect(() => validateStatement(`app:read@organization/*`, nodes)).toThrow(
      /"organization\/\*" is not a node of this organization's target tree/,
    );
    expect(() => validateStatement(`app:read@organization/${other}`, nodes)).toThrow(new RegExp(`"organization/${other}" is not a node`));
  });
});
