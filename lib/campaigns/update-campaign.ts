import "server-only";
import { prisma } from "../db/client";
import { badRequest, conflict } from "../api/errors";
import { effectiveStatus } from "./effective-status";
import type { UpdateCampaignInput } from "./schemas";

type Current = { id: string; status: string; startAt: Date; endAt: Date | null; budget: bigint; budgetRemain: bigint };

const ATTEMPTS = 3;

/**
 * Extension PATCH of a regular campaign. The budget moves budgetRemain by the same amount, never below what
 * was spent (409 BUDGET_BELOW_SPEND). The update is conditional on the budget read and on budgetRemain covering
 * the cut, so spend reported meanwhile is never lost; when it did move, the check runs again on fresh figures.
 */
export async function updateCampaign(campaign: Current, input: UpdateCampaignInput, house?: { inventoryTargets: string[] }) {
  const status = effectiveStatus(campaign);
  if (status === "CAMPAIGN_STATUS_ENDED" || status === "CAMPAIGN_STATUS_REJECTED") {
    throw conflict(`A campaign that is ${status} cannot be changed.`, "INVALID_STATUS_TRANSITION");
  }
  if (input.endAt && input.endAt.getTime() <= campaign.startAt.getTime()) {
    throw badRequest("endAt must be after startAt.", "VALIDATION_FAILED", [{ path: "endAt", message: "must be after startAt" }]);
  }
  const fields = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.endAt !== undefined ? { endAt: input.endAt } : {}),
    ...(input.btags !== undefined ? { btags: input.btags } : {}),
    ...(input.targeting ? { ...input.targeting } : {}),
    ...(house ? { inventoryTargets: house.inventoryTargets } : {}),
  };

  let current = { budget: campaign.budget, budgetRemain: campaign.budgetRemain };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    let budgetChange = {};
    let guard = {};
    if (input.budget !== undefined) {
      const budget = BigInt(input.budget);
      const spent = current.budget - current.budgetRemain;
      if (budget < spent) {
        throw conflict(`The campaign has already spent ${spent} KRW: the budget cannot go below that.`, "BUDGET_BELOW_SPEND");
      }
      const delta = budget - current.budget;
      budgetChange = { budget, budgetRemain: { increment: delta } };
      guard = { budget: current.budget, budgetRemain: { gte: delta < 0n ? -delta : 0n } };
    }
    const { count } = await prisma.campaign.updateMany({ where: { id: campaign.id, ...guard }, data: { ...fields, ...budgetChange } });
    if (count === 1) return;
    current = await prisma.campaign.findUniqueOrThrow({ where: { id: campaign.id }, select: { budget: true, budgetRemain: true } });
  }
  throw conflict("The campaign's spend kept changing: try again.", "BUDGET_BELOW_SPEND");
}
