import { describe, expect, it } from "vitest";
import { getPrisma, prisma } from "./client";
import { transaction } from "./transaction";
import { runWithContext } from "@/lib/db/request-context";
import { createOwner } from "@/lib/test/fixtures";

const nameOf = async (id: string) => (await getPrisma().organization.findUniqueOrThrow({ where: { id } })).name;

describe("transaction()", () => {
  it("a nested call joins the outer transaction: its failure rolls back only its own part, the rest commits together", async () => {
    const { organization } = await createOwner();
    await transaction(async (outer) => {
      await outer.organization.update({ where: { id: organization.id }, data: { name: "outer" } });
      await transaction(async (inner) => {
        expect(inner).toBe(outer);
        await inner.organization.update({ where: { id: organization.id }, data: { description: "joined" } });
      });
      await expect(
        transaction(async (inner) => {
          await inner.organization.update({ where: { id: organization.id }, data: { name: "rolled back" } });
          throw new Error("nested failure");
        }),
      ).rejects.toThrow("nested failure");
      // Not committed yet: another connection still reads the old name.
      if (process.env.DATABASE_URL) expect(await nameOf(organization.id)).not.toBe("outer");
    });
    const row = await getPrisma().organization.findUniqueOrThrow({ where: { id: organization.id } });
    expect(row).toMatchObject({ name: "outer", description: "joined" });
  });

  it("options a nested call cannot honour throw instead of being dropped, before any of its work runs", async () => {
    const { organization } = await createOwner();
    let ran = false;
    await transaction(async () => {
      await expect(
        transaction(
          async () => {
            ran = true;
          },
          { timeout: 1_000 },
        ),
      ).rejects.toThrow(/timeout cannot be honoured/);
      await expect(transaction(async () => 1, { isolationLevel: "Serializable" })).rejects.toThrow(/isolationLevel/);
    });
    expect(ran).toBe(false);
    // Saying that joining is fine is honoured.
    await transaction(async (outer) => {
      expect(await transaction(async (inner) => inner === outer, { timeout: 1_000, whenNested: "join" })).toBe(true);
    });
    expect(await nameOf(organization.id)).toBe("Test Org");
  });

  it("inside a request's transaction, a call joins the request's transaction with the same rule", async () => {
    const { organization } = await createOwner();
    await getPrisma().$transaction(async (requestTx) => {
      await runWithContext({ requestId: "r", ip: null, tx: requestTx }, async () => {
        expect(await transaction(async (tx) => tx === requestTx)).toBe(true);
        await expect(transaction(async () => 1, { maxWait: 1 })).rejects.toThrow(/maxWait cannot be honoured/);
        await transaction((tx) => tx.organization.update({ where: { id: organization.id }, data: { name: "in request" } }));
      });
    });
    expect(await nameOf(organization.id)).toBe("in request");
  });

  it("outside any transaction, options apply to the transaction of its own", async () => {
    await expect(transaction(() => new Promise((resolve) => setTimeout(resolve, 300)), { timeout: 50 })).rejects.toMatchObject({
      code: "P2028",
    });
  });

  it("prisma.$transaction is refused, so there is one way to open a transaction", () => {
    expect(() => prisma.$transaction(async () => 1)).toThrow(/transaction\(\)/);
  });
});
