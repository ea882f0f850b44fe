import { campaignMachine, type CampaignAction } from "./status-machine";
import type { CampaignStatus } from "./statuses";

/** The name of each move in the console's texts (campaigns.actions.<key>). */
const KEYS = { APPROVE: "approve", REJECT: "reject", PAUSE: "pause", RESUME: "resume", END: "end" } as const satisfies Record<
  CampaignAction,
  string
>;

/** One status button of the console: the machine's transition, named for its texts (actions.<key>). */
export type StatusButton = {
  key: (typeof KEYS)[CampaignAction];
  action: CampaignAction;
  /** a status a change may ask for (no move leads back to PENDING) */
  to: Exclude<CampaignStatus, "CAMPAIGN_STATUS_PENDING">;
  /** only platform reviewers take it */
  reviewer: boolean;
  /** the statuses it is allowed from */
  allowedFrom: readonly CampaignStatus[];
};

/** The campaign page's status buttons, in the machine's order: the console offers exactly the machine's moves. */
export const CAMPAIGN_STATUS_BUTTONS: readonly StatusButton[] = campaignMachine.transitions.flatMap(({ action, from, to, by }) =>
  to === "CAMPAIGN_STATUS_PENDING" ? [] : [{ key: KEYS[action], action, to, reviewer: by === "reviewer", allowedFrom: from }],
);
