import "server-only";
import { prisma } from "../db/client";
import { badRequest, conflict, notFound } from "../api/errors";
import { campaignInclude } from "../campaigns/campaign-include";
import type { UpdateHouseCampaignInput } from "./schemas";

/** A house campaign of this organization with its cross-promotion record, or 404 (a regular campaign is 404 too). */
export async function getHouseCampaignOrThrow(organizationId: string, campaignId: string) {
  const record = await prisma.crossPromotion.findFirst({
    where: { campaignId, organizationId, campaign: { kind: "HOUSE" } },
    include: { campaign: { include: campaignInclude } },
  });
  if (!record) throw notFound("House campaign");
  const { campaign, ...rest } = record;
  return { record: rest, campaign };
}

/** What delivery has used of the cap: nothing is tracked while the budget is 0 (no cap). */
const delivered = (row: { budget: bigint; budgetRemain: bigint }) => (row.budget > 0n ? row.budget - row.budgetRemain : 0n);

/**
 * Operation 6: name, budget, endAt, targeting and btags of a house campaign; its ads are fixed once created.
 * The budget is checked against what was delivered under the row's lock, so a delivery report arriving at the
 * same time cannot slip between the check and the write.
 */
export async function updateHouseCampaign(
  current: { record: { id: string }; campaign: { id: string; startAt: Date } },
  input: UpdateHouseCampaignInput,
) {
  if (input.endAt && input.endAt.getTime() <= current.campaign.startAt.getTime()) {
    throw badRequest("The request is invalid.", "VALIDATION_FAILED", [{ path: "endAt", message: "must be after startAt" }]);
  }
  const { inventoryTargets, ...targeting } = input.targeting;
  const campaignId = current.campaign.id;
  return prisma.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ budget: bigint; budgetRemain: bigint }[]>`
      SELECT "budget", "budgetRemain" FROM "Campaign" WHERE "id" = ${campaignId} FOR UPDATE`;
    if (!locked) throw notFound("House campaign");
    let budget: { budget: bigint; budgetRemain: bigint } | undefined;
    if (input.budget !== undefined) {
      const used = delivered({ budget: BigInt(locked.budget), budgetRemain: BigInt(locked.budgetRemain) });
      const next = BigInt(input.budget);
      if (next > 0n && next < used) {
        throw conflict(`The budget cannot go below what was already delivered (${used} KRW).`, "BUDGET_BELOW_SPEND");
      }
      budget = { budget: next, budgetRemain: next > 0n ? next - used : 0n };
    }
    const now = new Date();
    const record = await tx.crossPromotion.update({ where: { id: current.record.id }, data: { updatedAt: now } });
    const campaign = await tx.campaign.update({
      where: { id: campaignId },
      data: {
        name: input.name,
        ...budget,
        ...(input.endAt !== undefined ? { endAt: input.endAt } : {}),
        ...targeting,
        inventoryTargets: inventoryTargets.map((target) => target.organizationId),
        btags: input.btags,
        updatedAt: now,
      },
      include: campaignInclude,
    });
    return { record, campaign };
  });
}
