// A direct write (outside a request's transaction) to a row the authentication cache holds returns only once
// this process's cache has dropped the old state. The database client knows no cache: lib/auth registers its
// settle with it (onAuthWrite), so the db layer imports nothing above it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { onAuthWrite, prisma } from "@/lib/db/client";
import { createOwner } from "@/lib/test/fixtures";
import { settleAuthChanges } from "./auth-change-listener";

const registered = () => (globalThis as { __adnetAuthWriteSettler?: unknown }).__adnetAuthWriteSettler;

afterEach(() => onAuthWrite(settleAuthChanges));

describe("the authentication cache's settle on direct writes", () => {
  it("is registered with the database client by lib/auth", () => {
    expect(registered()).toBe(settleAuthChanges);
  });

  // The embedded database delivers its notifications before the write returns: its client settles nothing.
  it.skipIf(!process.env.DATABASE_URL)(
    "runs after a direct write to a user, and not for a key's last-used stamp (PostgreSQL)",
    async () => {
      const { user } = await createOwner();
      const settle = vi.fn(async () => {});
      onAuthWrite(settle);
      await prisma.user.update({ where: { id: user.id }, data: { fullName: "Renamed" } });
      expect(settle).toHaveBeenCalledTimes(1);
      await prisma.apiKey.updateMany({ where: { userId: user.id }, data: { lastUsedAt: new Date() } });
      expect(settle).toHaveBeenCalledTimes(1);
    },
  );
});
