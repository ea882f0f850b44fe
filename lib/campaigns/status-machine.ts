import { CAMPAIGN_STATUSES, type CampaignStatus } from "./statuses";

// The campaign status machine, as one table. A member submits a draft (DRAFT → PENDING). A platform reviewer approves (PENDING → ACTIVE, or PAUSED when the
// advertiser paused it while it waited) or rejects (PENDING → REJECTED) a campaign; members with campaign:update
// pause, resume and end it, pause it while it waits for review (it stays PENDING with the pause requested) and
// resubmit it once rejected (REJECTED → PENDING). endAt passing ends an ACTIVE or PAUSED campaign by itself
// (effective-status.ts), and moving endAt ahead brings it back; the member's explicit END is final. The database
// side is in change-campaign-status.ts.

export type CampaignAction = "SUBMIT" | "APPROVE" | "REJECT" | "PAUSE" | "RESUME" | "END" | "PAUSE_PENDING" | "RESUME_PENDING" | "RESUBMIT";
type Actor = "reviewer" | "member";

/** What the machine reads: the campaign's status (effective, endAt applied) and the advertiser's pause request. */
export type CampaignState = { status: CampaignStatus; pauseRequested: boolean };

type Transition = {
  action: CampaignAction;
  from: readonly CampaignStatus[];
  /** Only when the pause request is set (true) or not (false); either when absent. */
  pauseRequested?: boolean;
  /** The status the caller asks for (POST …/status { status }): never DRAFT, which only a new campaign is saved in. */
  asks: Exclude<CampaignStatus, "CAMPAIGN_STATUS_DRAFT">;
  by: Actor;
  /** The stored result. */
  to: (state: CampaignState) => CampaignState;
};

const DRAFT = "CAMPAIGN_STATUS_DRAFT";
const PENDING = "CAMPAIGN_STATUS_PENDING";
const ACTIVE = "CAMPAIGN_STATUS_ACTIVE";
const PAUSED = "CAMPAIGN_STATUS_PAUSED";
const REJECTED = "CAMPAIGN_STATUS_REJECTED";
const ENDED = "CAMPAIGN_STATUS_ENDED";
const plain = (status: CampaignStatus) => () => ({ status, pauseRequested: false });

/** In table order: the console lays its buttons out from it, and of two moves asking for one status the first
 * the caller may take is the one taken (a reviewer's ACTIVE approves; a member's withdraws the pause request). */
export const CAMPAIGN_TRANSITIONS: readonly Transition[] = [
  // A draft goes to review when its advertiser submits it; until then it is theirs alone.
  { action: "SUBMIT", from: [DRAFT], asks: PENDING, by: "member", to: plain(PENDING) },
  // Approval keeps the advertiser's intent: a campaign paused while it waited is approved PAUSED.
  { action: "APPROVE", from: [PENDING], asks: ACTIVE, by: "reviewer", to: (s) => plain(s.pauseRequested ? PAUSED : ACTIVE)() },
  // The pause request survives a rejection and a resubmission: it is the advertiser's, not the review's.
  {
    action: "REJECT",
    from: [PENDING],
    asks: REJECTED,
    by: "reviewer",
    to: (s) => ({ status: REJECTED, pauseRequested: s.pauseRequested }),
  },
  { action: "PAUSE", from: [ACTIVE], asks: PAUSED, by: "member", to: plain(PAUSED) },
  {
    action: "PAUSE_PENDING",
    from: [PENDING],
    pauseRequested: false,
    asks: PAUSED,
    by: "member",
    to: () => ({ status: PENDING, pauseRequested: true }),
  },
  { action: "RESUME", from: [PAUSED], asks: ACTIVE, by: "member", to: plain(ACTIVE) },
  { action: "RESUME_PENDING", from: [PENDING], pauseRequested: true, asks: ACTIVE, by: "member", to: plain(PENDING) },
  { action: "END", from: [ACTIVE, PAUSED], asks: ENDED, by: "member", to: plain(ENDED) },
  { action: "RESUBMIT", from: [REJECTED], asks: PENDING, by: "member", to: (s) => ({ status: PENDING, pauseRequested: s.pauseRequested }) },
];

/** The permission each actor's moves need: reviewer-only campaign:review, or a member's campaign:update. */
const ACTOR_PERMISSION = { reviewer: "campaign:review", member: "campaign:update" } as const satisfies Record<Actor, string>;

const applies = (transition: Transition, state: CampaignState) =>
  transition.from.includes(state.status) && (transition.pauseRequested === undefined || transition.pauseRequested === state.pauseRequested);

/** Whether `action` may be taken from `state`. */
export const campaignActionAllowed = (action: CampaignAction, state: CampaignState) =>
  CAMPAIGN_TRANSITIONS.some((transition) => transition.action === action && applies(transition, state));

/** The moves from `state` that answer a request for `asks`, in table order, each with the permission it needs. */
export function campaignMoves(state: CampaignState, asks: CampaignStatus) {
  return CAMPAIGN_TRANSITIONS.filter((transition) => transition.asks === asks && applies(transition, state)).map((transition) => ({
    ...transition,
    permission: ACTOR_PERMISSION[transition.by],
    result: transition.to(state),
  }));
}

/** The actions allowed from `state`, in table order; only `actor`'s when one is given. */
export const allowedCampaignActions = (state: CampaignState, actor?: Actor) =>
  CAMPAIGN_TRANSITIONS.filter((t) => applies(t, state) && (actor === undefined || t.by === actor)).map((t) => t.action);

export const CAMPAIGN_MACHINE_STATES: readonly CampaignState[] = CAMPAIGN_STATUSES.flatMap((status) => [
  { status, pauseRequested: false },
  { status, pauseRequested: true },
]);
