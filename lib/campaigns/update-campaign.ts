import "server-only";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { withCampaignLock } from "@/lib/db/row-lock";
import type { Tx } from "@/lib/db/client";
import { assertAttributionSetUp, assertBidTypeMayChange, assertBidValid, nextBidState, type BidState } from "./bid-rules";
import type { BidType, GoalType } from "./campaign-constants";
import type { UpdateCampaignInput } from "./schemas";
import type { CampaignStatus } from "./statuses";
import { storedCampaignStatus } from "./stored-columns";
import { capColumns } from "./limit-answer";
import { scheduleColumns } from "./schedule-columns";
import { noteRowChanges } from "./campaign-audit";

const BID_SELECT = {
  bidType: true,
  bidAmount: true,
  goalType: true,
  goalTarget: true,
  countryBids: { select: { country: true, amount: true } },
} as const;

type BidRow = {
  id: string;
  budget: bigint;
  budgetRemain: bigint;
  locations: string[];
  promotedAppIds: string[];
  bidType: string;
  bidAmount: bigint | null;
  goalType: string;
  goalTarget: bigint | null;
  countryBids: { country: string; amount: bigint }[];
};

/**
 * The bid and goal after the PATCH, checked against the campaign as it will be (its budget and locations), or
 * undefined when the request touches none of bid, goal, budget and locations.
 */
async function nextBid(tx: Tx, campaign: BidRow, input: UpdateCampaignInput, budget: { budget?: bigint }): Promise<BidState | undefined> {
  const locations = input.targeting?.locations;
  if (!input.bid && !input.goal && budget.budget === undefined && locations === undefined) return undefined;
  const current: BidState = {
    bidType: campaign.bidType as BidType,
    bidAmount: campaign.bidAmount,
    countryBids: campaign.countryBids,
    goalType: campaign.goalType as GoalType,
    goalTarget: campaign.goalTarget,
  };
  const next = nextBidState(current, input.bid, input.goal);
  const narrowed = locations !== undefined && input.bid?.countries === undefined;
  assertBidValid(next, { budget: budget.budget ?? campaign.budget, locations: locations ?? campaign.locations }, narrowed);
  if (input.goal || input.bid) await assertAttributionSetUp(tx, next, campaign.promotedAppIds);
  await assertBidTypeMayChange(tx, campaign, next.bidType);
  return next;
}

type StartRow = { status: CampaignStatus; startAt: Date; startOnApproval: boolean };

/** Whether the campaign has begun serving time: approved once (ACTIVE, PAUSED or ENDED) and its start reached. */
const started = (campaign: StartRow, now: Date) =>
  campaign.status !== "CAMPAIGN_STATUS_PENDING" &&
  campaign.status !== "CAMPAIGN_STATUS_REJECTED" &&
  campaign.status !== "CAMPAIGN_STATUS_DRAFT" &&
  campaign.startAt <= now;

/**
 * The start a PATCH asks for, until the campaign has started (409 CAMPAIGN_STARTED after): a time, or "as soon as it
 * is approved" (one already approved then starts now).
 */
function newStart(campaign: StartRow, input: UpdateCampaignInput, now: Date): { startAt?: Date; startOnApproval?: boolean } {
  if (started(campaign, now)) throw conflict("The campaign has already started: its start cannot change.", "CAMPAIGN_STARTED");
  if (input.startAt) return { startAt: input.startAt, startOnApproval: false };
  const approved = campaign.status === "CAMPAIGN_STATUS_ACTIVE" || campaign.status === "CAMPAIGN_STATUS_PAUSED";
  return { startAt: now, startOnApproval: !approved };
}

const endedAgainLater = (endAt: Date | null) => (endAt === null || endAt.getTime() > Date.now() ? { endedEventAt: null } : {});

type UpdateOptions = {
  /** a house campaign's inventory targets (operation 6) */
  house?: { inventoryTargets: string[] };
  /** Refuses the caller (throws) on the row read under the lock, before anything else is checked. */
  admit?: (campaign: { kind: string; promotedAppIds: string[] }) => void;
};

/**
 * Extension PATCH of a regular campaign, under its row lock: the budget moves budgetRemain by the same amount,
 * never below what was spent (409 BUDGET_BELOW_SPEND), and spend reported meanwhile waits for the lock, so
 * it is never lost. A REJECTED campaign changes (to be resubmitted), and so does one ENDED only because its endAt
 * passed: moving endAt ahead brings it back, as its stored status was never ENDED. The member's explicit END
 * (stored ENDED) is final: 409.
 */
export async function updateCampaign(campaignId: string, organizationId: string, input: UpdateCampaignInput, options: UpdateOptions = {}) {
  const { house, admit } = options;
  await withCampaignLock(
    { id: campaignId, organizationId },
    () => notFound("Campaign"),
    async (tx) => {
      // the whole row: what it was is the change history's "from"
      const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: campaignId }, include: { countryBids: BID_SELECT.countryBids } });
      admit?.(campaign);
      const status = storedCampaignStatus(campaign.status);
      if (status === "CAMPAIGN_STATUS_ENDED") {
        throw conflict("A campaign its advertiser ended cannot be changed.", "INVALID_STATUS_TRANSITION");
      }
      const now = new Date();
      const start = input.startAt !== undefined || input.startOnApproval !== undefined ? newStart({ ...campaign, status }, input, now) : {};
      const startAt = start.startAt ?? campaign.startAt;
      if (input.endAt && input.endAt.getTime() <= startAt.getTime()) {
        throw badRequest("endAt must be after startAt.", "VALIDATION_FAILED", [{ path: "endAt", message: "must be after startAt" }]);
      }
      if (input.endAt === undefined && start.startAt && campaign.endAt && campaign.endAt.getTime() <= startAt.getTime()) {
        throw badRequest("The start must be before the campaign's end.", "VALIDATION_FAILED", [
          { path: "startAt", message: "must be before endAt" },
        ]);
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
      const bid = await nextBid(tx, campaign, input, budget);
      const schedule = input.schedule === undefined ? {} : await scheduleColumns(tx, organizationId, input.schedule);
      const updated = await tx.campaign.update({
        where: { id: campaignId },
        data: {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...start,
          ...(input.dailyBudget !== undefined ? { dailyBudget: input.dailyBudget === null ? null : BigInt(input.dailyBudget) } : {}),
          // an end moved ahead (or removed) is a campaign that may end again, announced again (timed-events.ts)
          ...(input.endAt !== undefined ? { endAt: input.endAt, ...endedAgainLater(input.endAt) } : {}),
          ...(input.btags !== undefined ? { btags: input.btags } : {}),
          ...(input.targeting ? { ...input.targeting } : {}),
          // a house campaign's inventory targets (operation 6)
          ...(house ? { inventoryTargets: house.inventoryTargets } : {}),
          ...budget,
          ...(input.frequencyCap !== undefined ? capColumns(input.frequencyCap) : {}),
          ...schedule,
          ...(bid ? { bidType: bid.bidType, bidAmount: bid.bidAmount, goalType: bid.goalType, goalTarget: bid.goalTarget } : {}),
        },
      });
      if (bid && input.bid?.countries) {
        await tx.campaignCountryBid.deleteMany({ where: { campaignId } });
        await tx.campaignCountryBid.createMany({ data: bid.countryBids.map((b) => ({ campaignId, ...b })) });
      }
      noteRowChanges(campaign, { ...updated, countryBids: bid && input.bid?.countries ? bid.countryBids : campaign.countryBids });
    },
  );
}
