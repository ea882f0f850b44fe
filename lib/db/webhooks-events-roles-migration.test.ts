// The data migration that gives existing organizations' Admin and Viewer roles the webhook and event
// permissions: their system roles' statements live in the Role table, so a code change alone would not reach them.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createCustomRole, createOwner } from "@/lib/test/fixtures";
import { GET as listEvents } from "@/app/api/core/organization/[organizationId]/events/route";
import { GET as listWebhooks, POST as createWebhook } from "@/app/api/core/organization/[organizationId]/webhooks/route";

const MIGRATION = "webhooks_events_for_system_roles";

/** Its statements, one at a time (a prepared statement holds one command). */
function migrationStatements(): string[] {
  const dir = path.join(process.cwd(), "prisma", "migrations");
  const folder = fs.readdirSync(dir).find((name) => name.endsWith(`_${MIGRATION}`));
  if (!folder) throw new Error(`no prisma/migrations/<timestamp>_${MIGRATION} folder`);
  const sql = fs.readFileSync(path.join(dir, folder, "migration.sql"), "utf8");
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^--.*$/gm, "").trim())
    .filter(Boolean);
}

const statementsOf = async (organizationId: string, systemKey: string) =>
  (await prisma.role.findFirstOrThrow({ where: { organizationId, systemKey } })).statements;

const isNew = (statement: string) => /^(webhook|event):/.test(statement);

describe(`migration ${MIGRATION}`, () => {
  it("an organization's Admin and Viewer made before it read events and webhooks after it; Admin manages webhooks", async () => {
    const { organization } = await createOwner();
    const orgId = organization.id;
    const expected = { admin: await statementsOf(orgId, "admin"), viewer: await statementsOf(orgId, "viewer") };
    // The organization as it was before: no webhook or event statement in its system roles.
    for (const systemKey of ["admin", "viewer"] as const) {
      await prisma.role.updateMany({
        where: { organizationId: orgId, systemKey },
        data: { statements: expected[systemKey].filter((statement) => !isNew(statement)) },
      });
    }
    const owner = await statementsOf(orgId, "owner");
    const custom = await createCustomRole(orgId, [`campaign:read@organization/${orgId}`]);
    const admin = await addMember(orgId, "admin");
    const viewer = await addMember(orgId, "viewer");
    const eventsPath = `/api/core/organization/${orgId}/events`;
    const webhooksPath = `/api/core/organization/${orgId}/webhooks`;
    const readEvents = (apiKey: string) => callRoute(listEvents, "GET", eventsPath, { params: { organizationId: orgId }, apiKey });
    expect((await readEvents(viewer.apiKey)).status).toBe(403);

    for (let run = 0; run < 2; run++) for (const statement of migrationStatements()) await prisma.$executeRawUnsafe(statement);

    expect(new Set(await statementsOf(orgId, "admin"))).toEqual(new Set(expected.admin));
    expect(new Set(await statementsOf(orgId, "viewer"))).toEqual(new Set(expected.viewer));
    expect(await statementsOf(orgId, "owner")).toEqual(owner);
    expect((await prisma.role.findUniqueOrThrow({ where: { id: custom.id } })).statements).toEqual(custom.statements);
    expect((await readEvents(viewer.apiKey)).status).toBe(200);
    const viewerList = await callRoute(listWebhooks, "GET", webhooksPath, { params: { organizationId: orgId }, apiKey: viewer.apiKey });
    expect(viewerList.status).toBe(200);
    const refused = await callRoute(createWebhook, "POST", webhooksPath, {
      params: { organizationId: orgId },
      apiKey: viewer.apiKey,
      body: { url: "https://hooks.example.com/adnet" },
    });
    expect(refused.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    expect((await readEvents(admin.apiKey)).status).toBe(200);
  });

  it("leaves roles made after the code change as they are (they already hold the statements)", async () => {
    const { organization } = await createOwner();
    const before = { admin: await statementsOf(organization.id, "admin"), viewer: await statementsOf(organization.id, "viewer") };
    expect(before.admin).toContain(`webhook:*@organization/${organization.id}`);
    for (const statement of migrationStatements()) await prisma.$executeRawUnsafe(statement);
    expect(await statementsOf(organization.id, "admin")).toEqual(before.admin);
    expect(await statementsOf(organization.id, "viewer")).toEqual(before.viewer);
  });
});
