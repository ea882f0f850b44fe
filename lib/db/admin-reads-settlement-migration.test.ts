// The data migration that gives existing Admin roles `settlement:read`: organizations created before it keep
// their system roles' statements in the Role table, so a code change alone would not reach them.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { settleAuthChanges } from "@/lib/auth/auth-change-listener";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createCustomRole, createOwner } from "@/lib/test/fixtures";
import { GET as readAccount, PATCH as changeAccount } from "@/app/api/core/organization/[organizationId]/account/route";

const MIGRATION = "admin_reads_settlement";

function migrationSql() {
  const dir = path.join(process.cwd(), "prisma", "migrations");
  const folder = fs.readdirSync(dir).find((name) => name.endsWith(`_${MIGRATION}`));
  if (!folder) throw new Error(`no prisma/migrations/<timestamp>_${MIGRATION} folder`);
  return fs.readFileSync(path.join(dir, folder, "migration.sql"), "utf8");
}

const accountPath = (organizationId: string) => `/api/core/organization/${organizationId}/account`;
const statementsOf = async (organizationId: string, systemKey: string) =>
  (await prisma.role.findFirstOrThrow({ where: { organizationId, systemKey } })).statements;

describe(`migration ${MIGRATION}`, () => {
  it("an Admin role created before it reads the settlement account after it, and still cannot change it", async () => {
    const { organization, apiKey } = await createOwner();
    const orgId = organization.id;
    const read = `settlement:read@organization/${orgId}`;
    // The organization as it was before the migration: Admin without settlement:read.
    const adminBefore = (await statementsOf(orgId, "admin")).filter((s) => s !== read);
    await prisma.role.updateMany({ where: { organizationId: orgId, systemKey: "admin" }, data: { statements: adminBefore } });
    const custom = await createCustomRole(orgId, [`campaign:read@organization/${orgId}`]);
    const untouched = {
      owner: await statementsOf(orgId, "owner"),
      viewer: await statementsOf(orgId, "viewer"),
    };
    const admin = await addMember(orgId, "admin");
    await callRoute(changeAccount, "PATCH", accountPath(orgId), {
      params: { organizationId: orgId },
      apiKey,
      body: { accountOwnerName: "Pixel Forge Games Inc.", accountBankName: "KB Kookmin Bank", accountNumber: "110-234-567890" },
    });
    const get = () => callRoute(readAccount, "GET", accountPath(orgId), { params: { organizationId: orgId }, apiKey: admin.apiKey });
    expect((await get()).status).toBe(403);

    // Applied twice: the second run finds nothing to do.
    for (let run = 0; run < 2; run++) await prisma.$executeRawUnsafe(migrationSql());
    // A migration is raw SQL: on PostgreSQL its role change reaches this process's authentication cache through the
    // listener, a moment after the commit, as it would after a deploy.
    await settleAuthChanges();

    expect(await statementsOf(orgId, "admin")).toEqual([...adminBefore, read]);
    expect(await statementsOf(orgId, "owner")).toEqual(untouched.owner);
    expect(await statementsOf(orgId, "viewer")).toEqual(untouched.viewer);
    expect((await prisma.role.findUniqueOrThrow({ where: { id: custom.id } })).statements).toEqual(custom.statements);

    const got = await get();
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({ accountBankName: "KB Kookmin Bank", accountNumber: "••••••7890" });
    const patched = await callRoute(changeAccount, "PATCH", accountPath(orgId), {
      params: { organizationId: orgId },
      apiKey: admin.apiKey,
      body: { accountBankName: "Other" },
    });
    expect(patched.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
  });

  it("leaves an Admin role created after the code change as it is (it already holds the statement)", async () => {
    const { organization } = await createOwner();
    const before = await statementsOf(organization.id, "admin");
    expect(before).toContain(`settlement:read@organization/${organization.id}`);
    await prisma.$executeRawUnsafe(migrationSql());
    expect(await statementsOf(organization.id, "admin")).toEqual(before);
  });
});
