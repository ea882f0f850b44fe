// The per-platform approval state machine (contract.md, Apps and approval). Pure: the database side is in
// apply-approval-action.ts.

export const APPROVAL_STATUSES = [
  "APPROVAL_STATUS_CREATED",
  "APPROVAL_STATUS_PENDING",
  "APPROVAL_STATUS_APPROVED",
  "APPROVAL_STATUS_REJECTED",
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_ACTIONS = [
  "APPROVAL_ACTION_REQUEST_APPROVAL",
  "APPROVAL_ACTION_CANCEL",
  "APPROVAL_ACTION_APPROVE",
  "APPROVAL_ACTION_REJECT",
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** Who may take an action: a member with `app:submit`, or a platform reviewer (`app:review`). */
export const ACTION_PERMISSION = {
  APPROVAL_ACTION_REQUEST_APPROVAL: "app:submit",
  APPROVAL_ACTION_CANCEL: "app:submit",
  APPROVAL_ACTION_APPROVE: "app:review",
  APPROVAL_ACTION_REJECT: "app:review",
} as const satisfies Record<ApprovalAction, string>;

const MOVES: Record<ApprovalAction, Partial<Record<ApprovalStatus, ApprovalStatus>>> = {
  // From REJECTED this is the re-request.
  APPROVAL_ACTION_REQUEST_APPROVAL: {
    APPROVAL_STATUS_CREATED: "APPROVAL_STATUS_PENDING",
    APPROVAL_STATUS_REJECTED: "APPROVAL_STATUS_PENDING",
  },
  APPROVAL_ACTION_CANCEL: { APPROVAL_STATUS_PENDING: "APPROVAL_STATUS_CREATED" },
  APPROVAL_ACTION_APPROVE: { APPROVAL_STATUS_PENDING: "APPROVAL_STATUS_APPROVED" },
  APPROVAL_ACTION_REJECT: { APPROVAL_STATUS_PENDING: "APPROVAL_STATUS_REJECTED" },
};

/** The status `action` leads to from `from`, or null when the move is not allowed. */
export function nextApprovalStatus(from: ApprovalStatus, action: ApprovalAction): ApprovalStatus | null {
  return MOVES[action][from] ?? null;
}

/** The actions allowed from `status` (the console offers only these). */
export function allowedApprovalActions(status: ApprovalStatus): ApprovalAction[] {
  return APPROVAL_ACTIONS.filter((action) => nextApprovalStatus(status, action) !== null);
}
