import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { recordEvent } from "@/lib/events/record-event";
import { appTarget } from "@/lib/permissions/statements";
import { addMemberWithRole, createCustomRole, createOwner } from "@/lib/test/fixtures";
import { dispatchEvents } from "./dispatch-events";

describe("dispatchEvents → notifications", () => {
  it("tells a member whose role reaches one app only of the campaigns of that app", async () => {
    const { user: owner, organization } = await createOwner();
    const appId = "6741b2c3d4e5f60123450001";
    const scoped = await addMemberWithRole(
      organization.id,
      (await createCustomRole(organization.id, [`campaign:read@${appTarget(organization.id, appId)}`])).id,
    );
    const [mine, theirs] = await transaction(async (tx) => [
      await recordEvent(tx, {
        organizationId: organization.id,
        type: "campaign.approved",
        objectId: null,
        data: { name: "Mine", ads: [{ promotedAppId: appId }] },
      }),
      await recordEvent(tx, {
        organizationId: organization.id,
        type: "campaign.approved",
        objectId: null,
        data: { name: "Theirs", ads: [{ promotedAppId: "6741b2c3d4e5f60123450002" }] },
      }),
    ]);
    while ((await dispatchEvents()) > 0);
    const told = async (userId: string) =>
      (await prisma.notification.findMany({ where: { userId, eventId: { in: [mine, theirs] } } })).map((n) => n.eventId).sort();
    expect(await told(owner.id)).toEqual([mine, theirs].sort());
    expect(await told(scoped.user.id)).toEqual([mine]);
  });
});
