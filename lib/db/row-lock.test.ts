import { afterEach, describe, expect, it, vi } from "vitest";
import { getDatabaseTarget, getPrisma, prisma } from "./client";
import { lockRow, RowLockTimeoutError, RowNotFoundError, withOrganizationLock, withRowLock } from "./row-lock";
import { toApiError } from "@/lib/api/error-mapping";
import { notFound } from "@/lib/api/errors";
import { createOwner, registerApp } from "@/lib/test/fixtures";

afterEach(() => vi.restoreAllMocks());

describe("row locks", () => {
  it("lockRow says whether the row exists, in its organization when one is given", async () => {
    const { organization } = await createOwner();
    const other = await createOwner();
    const app = await registerApp(organization.id);
    await prisma.$transaction(async (tx) => {
      expect(await lockRow(tx, { table: "Organization", id: organization.id })).toBe(true);
      expect(await lockRow(tx, { table: "App", id: app.id, organizationId: organization.id })).toBe(true);
      expect(await lockRow(tx, { table: "App", id: app.id, organizationId: other.organization.id })).toBe(false);
      expect(await lockRow(tx, { table: "Organization", id: "000000000000000000000000" })).toBe(false);
    });
  });

  it("throws the caller's error for a missing row, and its own for a missing organization (answered 404)", async () => {
    await expect(
      withRowLock(
        { table: "App", id: "000000000000000000000000" },
        () => notFound("App"),
        async () => 1,
      ),
    ).rejects.toMatchObject({
      statusCode: 404,
      message: "App not found",
    });
    const error = await withOrganizationLock("000000000000000000000000", async () => 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RowNotFoundError);
    expect(toApiError(error, "req-missing").toBody()).toMatchObject({
      statusCode: 404,
      reason: "NOT_FOUND",
      message: "Organization not found",
    });
  });

  it("read-then-write changes of one row run one at a time", async () => {
    const { organization } = await createOwner();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        withOrganizationLock(organization.id, async (tx) => {
          const row = await tx.organization.findUniqueOrThrow({ where: { id: organization.id } });
          await tx.organization.update({ where: { id: organization.id }, data: { depth: row.depth + 1 } });
        }),
      ),
    );
    expect((await prisma.organization.findUniqueOrThrow({ where: { id: organization.id } })).depth).toBe(8);
  });

  it.runIf(getDatabaseTarget().kind === "postgres")("a second locker waits for the first to commit", async () => {
    const { organization } = await createOwner();
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = withOrganizationLock(organization.id, async () => {
      order.push("first locked");
      await held;
      order.push("first done");
    });
    await vi.waitFor(() => expect(order).toEqual(["first locked"]));
    const second = withOrganizationLock(organization.id, async () => order.push("second locked"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual(["first locked"]);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(["first locked", "first done", "second locked"]);
  });

  it("answers 503 LOCK_TIMEOUT with Retry-After when the wait is too long", async () => {
    vi.spyOn(getPrisma(), "$transaction").mockRejectedValueOnce(Object.assign(new Error("Transaction already closed"), { code: "P2028" }));
    const error = await withOrganizationLock("6740a1b2c3d4e5f601234567", async () => 1).catch((e: unknown) => e);
    // The database layer raises its own error; the route's error mapping answers it.
    expect(error).toBeInstanceOf(RowLockTimeoutError);
    const answer = toApiError(error, "req-lock");
    expect(answer.toBody()).toMatchObject({ statusCode: 503, code: "ServiceUnavailable", reason: "LOCK_TIMEOUT" });
    expect(answer.extra.headers).toEqual({ "Retry-After": "1" });
  });
});
