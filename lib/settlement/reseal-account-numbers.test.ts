import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createOwner } from "@/lib/test/fixtures";
import { openAccountNumber } from "./account-number-cipher";
import { parseSettlementKeys } from "./encryption-keys";
import { resealAccountNumbers } from "./reseal-account-numbers";
import { updateSettlementAccount } from "./settlement-account";

const key = () => randomBytes(32).toString("base64");

describe("resealAccountNumbers", () => {
  const original = process.env.SETTLEMENT_ENCRYPTION_KEYS;
  afterEach(() => {
    process.env.SETTLEMENT_ENCRYPTION_KEYS = original;
  });

  it("moves every number to the current key, so the old key can be dropped", async () => {
    const old = `old:${key()}`;
    process.env.SETTLEMENT_ENCRYPTION_KEYS = old;
    const owners = await Promise.all([createOwner(), createOwner()]);
    for (const [i, { organization, user }] of owners.entries()) {
      await updateSettlementAccount(
        organization.id,
        { accountOwnerName: "A", accountBankName: "B", accountNumber: `100-200-30${i}` },
        user.id,
      );
    }
    process.env.SETTLEMENT_ENCRYPTION_KEYS = `new:${key()},${old}`;
    const result = await resealAccountNumbers();
    expect(result).toMatchObject({ resealed: 2, unreadable: [] });
    expect(await resealAccountNumbers()).toEqual({ checked: 0, resealed: 0, unreadable: [] });

    // With the old key gone, every number still opens.
    const onlyNew = parseSettlementKeys(process.env.SETTLEMENT_ENCRYPTION_KEYS.split(",")[0]);
    for (const [i, { organization }] of owners.entries()) {
      const row = await prisma.settlementAccount.findUniqueOrThrow({ where: { organizationId: organization.id } });
      expect(row.accountNumberKeyId).toBe("new");
      expect(openAccountNumber({ sealed: row.accountNumberSealed, keyId: row.accountNumberKeyId }, organization.id, onlyNew)).toBe(
        `100-200-30${i}`,
      );
    }
  });

  it("reports numbers whose key is no longer listed and leaves them alone", async () => {
    process.env.SETTLEMENT_ENCRYPTION_KEYS = `lost:${key()}`;
    const { organization, user } = await createOwner();
    await updateSettlementAccount(organization.id, { accountOwnerName: "A", accountBankName: "B", accountNumber: "555-1234" }, user.id);
    process.env.SETTLEMENT_ENCRYPTION_KEYS = `fresh:${key()}`;
    const result = await resealAccountNumbers();
    expect(result.unreadable).toContain(organization.id);
    const row = await prisma.settlementAccount.findUniqueOrThrow({ where: { organizationId: organization.id } });
    expect(row.accountNumberKeyId).toBe("lost");
  });
});
