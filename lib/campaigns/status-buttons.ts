import { CAMPAIGN_TRANSITIONS, campaignActionAllowed, type CampaignAction, type CampaignState } from "./status-machine";
import type { CampaignStatus } from "./statuses";

/** The name of each move in the console's texts (campaigns.actions.<key>). */
const KEYS = {
  SUBMIT: "submit",
  APPROVE: "approve",
  REJECT: "reject",
  PAUSE: "pause",
  PAUSE_PENDING: "pausePending",
  RESUME: "resume",
  RESUME_PENDING: "resumePending",
  END: "end",
  RESUBMIT: "resubmit",
} as const satisfies Record<CampaignAction, string>;

/** One status button of the console: the machine's transition, named for its texts (actions.<key>). */
export type StatusButton = {
  key: (typeof KEYS)[CampaignAction];
  action: CampaignAction;
  /** the status the change asks for */
  to: Exclude<CampaignStatus, "CAMPAIGN_STATUS_DRAFT">;
  /** only platform reviewers take it */
  reviewer: boolean;
  /** whether the machine allows it from `state` */
  allowedFrom: (state: CampaignState) => boolean;
};

/** The campaign page's status buttons, in the machine's order: the console offers exactly the machine's moves. */
export const CAMPAIGN_STATUS_BUTTONS: readonly StatusButton[] = CAMPAIGN_TRANSITIONS.map(({ action, asks, by }) => ({
  key: KEYS[action],
  action,
  to: asks,
  reviewer: by === "reviewer",
  allowedFrom: (state: CampaignState) => campaignActionAllowed(action, state),
}));
