// The per-platform approval state machine. Pure: the database side is in apply-approval-action.ts.
import { defineStateMachine } from "@/lib/review/state-machine";

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

/** Who takes each action: a member with `app:submit` on the platform, or a platform reviewer (`app:review`). */
export const approvalMachine = defineStateMachine<ApprovalStatus, ApprovalAction, "app:submit" | "app:review">(APPROVAL_STATUSES, [
  // From REJECTED this is the re-request.
  {
    action: "APPROVAL_ACTION_REQUEST_APPROVAL",
    from: ["APPROVAL_STATUS_CREATED", "APPROVAL_STATUS_REJECTED"],
    to: "APPROVAL_STATUS_PENDING",
    by: "app:submit",
  },
  { action: "APPROVAL_ACTION_CANCEL", from: ["APPROVAL_STATUS_PENDING"], to: "APPROVAL_STATUS_CREATED", by: "app:submit" },
  { action: "APPROVAL_ACTION_APPROVE", from: ["APPROVAL_STATUS_PENDING"], to: "APPROVAL_STATUS_APPROVED", by: "app:review" },
  { action: "APPROVAL_ACTION_REJECT", from: ["APPROVAL_STATUS_PENDING"], to: "APPROVAL_STATUS_REJECTED", by: "app:review" },
]);
