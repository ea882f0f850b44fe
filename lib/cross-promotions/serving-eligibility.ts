import type { Serving } from "@/lib/campaigns/schemas";
import type { EligibilityStatus, ServingEligibility, ServingIssue } from "./schemas";

// Whether a house campaign can show on each of its inventory targets, computed when read from two facts loaded
// once per page (eligibility-facts.ts): which organizations are this organization's own tree, and whether the
// promoted app has an APPROVED platform. Never stored, so an approval arriving later shows on the next read.

type EligibilityFacts = {
  /** This organization and every organization below it (children, grand-children…). */
  ownTree: ReadonlySet<string>;
  /** Ids of the apps with at least one APPROVED platform. */
  approvedAppIds: ReadonlySet<string>;
};

export function servingEligibility(
  inventoryTargets: readonly string[],
  promotedAppId: string,
  facts: EligibilityFacts,
): ServingEligibility {
  const approved = facts.approvedAppIds.has(promotedAppId);
  const issues: ServingIssue[] = [];
  let clearTargets = 0;
  for (const organizationId of inventoryTargets) {
    const inventoryTarget = { organizationId };
    const before = issues.length;
    if (!facts.ownTree.has(organizationId))
      issues.push({ reason: "HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_APP_OWNERSHIP_MISMATCH", inventoryTarget });
    if (!approved) issues.push({ reason: "HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_PROMOTED_APP_NOT_APPROVED", inventoryTarget });
    if (issues.length === before) clearTargets += 1;
  }
  let status: EligibilityStatus = "HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_INELIGIBLE";
  if (issues.length === 0) status = "HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_ELIGIBLE";
  else if (clearTargets > 0) status = "HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_PARTIALLY_ELIGIBLE";
  return { status, issues };
}

const mismatchedTargets = (eligibility: ServingEligibility) =>
  eligibility.issues
    .filter((issue) => issue.reason === "HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_APP_OWNERSHIP_MISMATCH")
    .map((issue) => issue.inventoryTarget.organizationId);

/**
 * The campaign's serving status told the same story as its eligibility: targets outside the organization's tree
 * limit delivery (LIMITED) or stop it (NOT_SERVING when none is left). The promoted app's approval is already
 * one of the serving causes (its ads carry promotedAppId).
 */
export function servingWithEligibility(serving: Serving, eligibility: ServingEligibility, targetCount: number): Serving {
  const mismatched = mismatchedTargets(eligibility);
  if (mismatched.length === 0) return serving;
  const none = mismatched.length >= targetCount;
  const reason = {
    reason: "INVENTORY_NOT_ELIGIBLE" as const,
    message: none
      ? "No inventory target is this organization or one of its descendants: the house campaign has nowhere to show."
      : `${mismatched.length} of ${targetCount} inventory targets are not this organization or one of its descendants: ${mismatched.join(", ")}.`,
  };
  const status = none ? "NOT_SERVING" : serving.status === "SERVING" ? "LIMITED" : serving.status;
  return { status, reasons: [...serving.reasons, reason] };
}
