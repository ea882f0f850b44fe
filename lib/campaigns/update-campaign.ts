import "server-only";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { withCampaignLock } from "@/lib/db/row-lock";
import type { UpdateCampaignInput } from "./schemas";

const endedAgainLater = (endAt: Date | null) => (endAt === null || endAt.getTime() > Date.now() ? { endedEventAt: null } : {});

/**
 * Extension PATCH of a regular campaign, under its row lock: the budget moves budgetRemain by the same amount,
 * never below what was spent (409 BUDGET_BELOW_SPEND), and spend reported meanwhile waits for the lock, so
 * it is never lost. A REJECTED campaign changes (to be resubmitted), and so does one ENDED only because its endAt
 * passed: moving endAt ahead brings it back, as its stored status was never ENDED. The member's explicit END
 * (stored ENDED) is final: 409.
 */
export async function updateCampaign(
  campaignId: string,
  organizationId: string,
  input: UpdateCampaignInput,
  house?: { inventoryTargets: string[] },
) {
  await withCampaignLock(
    { id: campaignId, organizationId },
    () => notFound("Campaign"),
    async (tx) => {
      const campaign = await tx.campaign.findUniqueOrThrow({
        where: { id: campaignId },
        select: { status: true, startAt: true, endAt: true, budget: true, budgetRemain: true },
      });
      if (campaign.status === "CAMPAIGN_STATUS_ENDED") {
        throw conflict("A campaign its advertiser ended cannot be changed.", "INVALID_STATUS_TRANSITION");
      }
      if (input.endAt && input.endAt.getTime() <= campaign.startAt.getTime()) {
        throw badRequest("endAt must be after startAt.", "VALIDATION_FAILED", [{ path: "endAt", message: "must be after startAt" }]);
      }
      let budget = {};
      if (input.budget !== undefined) {
        const spent = campaign.budget - campaign.budgetRemain;
        const next = BigInt(input.budget);
        if (next < spent) {
          throw conflict(`The campaign has already spent ${spent} KRW: the budget cannot go below that.`, "BUDGET_BELOW_SPEND");
        }
        budget = { budget: next, budgetRemain: next - spent };
      }
      await tx.campaign.update({
        where: { id: campaignId },
        data: {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.dailyBudget !== undefined ? { dailyBudget: input.dailyBudget === null ? null : BigInt(input.dailyBudget) } : {}),
          // an end moved ahead (or removed) is a campaign that may end again, announced again (timed-events.ts)
          ...(input.endAt !== undefined ? { endAt: input.endAt, ...endedAgainLater(input.endAt) } : {}),
          ...(input.btags !== undefined ? { btags: input.btags } : {}),
          ...(input.targeting ? { ...input.targeting } : {}),
          // a house campaign's inventory targets (operation 6)
          ...(house ? { inventoryTargets: house.inventoryTargets } : {}),
          ...budget,
        },
      });
    },
  );
}
