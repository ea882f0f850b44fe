import "server-only";
import { transaction } from "@/lib/db/transaction";
import { badRequest, conflict } from "@/lib/api/errors";
import { newObjectId } from "@/lib/new-object-id";
import { getAppOrThrow } from "./get-app-or-throw";
import { approvalMachine, type ApprovalAction, type ApprovalStatus } from "./approval-machine";
import { platformUrl, platformUrlPath, type AppPlatform } from "./platforms";
import type { PlatformSettings } from "./schemas";
import { nextRecordTime } from "@/lib/next-record-time";
import { storedApprovalStatus } from "./stored-columns";
import { asEventData } from "@/lib/events/event-data";
import { recordEvent } from "@/lib/events/record-event";
import { serializeApprovalRecord } from "./schemas";

type ApprovalActionRequest = {
  organizationId: string;
  appId: string;
  action: ApprovalAction;
  platform: AppPlatform;
  reason?: string;
  userId: string;
};

/** What the platform's review row shows after the action: submittedAt, reviewedAt and the action's reason. */
function reviewChanges(action: ApprovalAction, statusTo: ApprovalStatus, at: Date, reason: string | null) {
  switch (action) {
    case "APPROVAL_ACTION_REQUEST_APPROVAL":
      return { status: statusTo, submittedAt: at, reviewedAt: null, reason };
    case "APPROVAL_ACTION_CANCEL":
      return { status: statusTo, submittedAt: null, reviewedAt: null, reason };
    case "APPROVAL_ACTION_APPROVE":
    case "APPROVAL_ACTION_REJECT":
      return { status: statusTo, reviewedAt: at, reason };
  }
}

/** A reviewer's decision on a platform is announced, with the history record it wrote (the action's answer). */
const DECISION_EVENTS: Partial<Record<ApprovalAction, "app.platform.approved" | "app.platform.rejected">> = {
  APPROVAL_ACTION_APPROVE: "app.platform.approved",
  APPROVAL_ACTION_REJECT: "app.platform.rejected",
};

const transitionConflict = (platform: string, from: string, action: string) =>
  conflict(`${action} is not allowed while ${platform} is ${from}.`, "INVALID_APPROVAL_TRANSITION");

/**
 * Operation 8. The status change and its history record are one transaction. The status is changed with a
 * conditional update on the status that was read, so of two reviewers acting at once exactly one succeeds
 * (the other's update matches no row once the first commits) and exactly one record is written (and one event,
 * for a decision).
 */
export async function applyApprovalAction(request: ApprovalActionRequest) {
  const { organizationId, appId, action, platform, userId } = request;
  const reason = request.reason ?? null;
  if (action === "APPROVAL_ACTION_REJECT" && !reason) {
    throw badRequest("A reason is required to reject.", "VALIDATION_FAILED", [{ path: "reason", message: "is required to reject" }]);
  }
  return transaction(async (tx) => {
    const app = await getAppOrThrow({ id: appId, organizationId }, tx);
    const review = app.platformReviews.find((r) => r.platform === platform);
    if (!app.platforms.includes(platform) || !review) {
      throw badRequest(`${platform} is not one of this app's platforms.`, "VALIDATION_FAILED", [
        { path: "platform", message: `is not one of this app's platforms (${app.platforms.join(", ")})` },
      ]);
    }
    const statusFrom = storedApprovalStatus(review.status);
    const statusTo = approvalMachine.next(statusFrom, action);
    if (!statusTo) throw transitionConflict(platform, statusFrom, action);
    if (action === "APPROVAL_ACTION_REQUEST_APPROVAL" && !platformUrl(app.platformSettings as PlatformSettings, platform)) {
      const field = platformUrlPath(platform);
      throw badRequest(`Set ${field} before requesting approval for ${platform}.`, "STORE_URL_REQUIRED", [
        { path: field, message: "is required to request approval" },
      ]);
    }

    const now = new Date();
    const { count } = await tx.platformReview.updateMany({
      where: { id: review.id, status: statusFrom },
      data: reviewChanges(action, statusTo, now, reason),
    });
    if (count === 0) {
      throw conflict(`Another action changed ${platform}'s status first; it is no longer ${statusFrom}.`, "INVALID_APPROVAL_TRANSITION");
    }

    // This platform's records are written under its row lock: keep their times strictly increasing so
    // "newest first" is the order the actions happened in, even within one millisecond.
    const previous = await tx.approvalRecord.findFirst({
      where: { appId, platform },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    });
    const createdAt = nextRecordTime(previous?.createdAt, now);
    const record = await tx.approvalRecord.create({
      data: {
        id: newObjectId(createdAt.getTime()),
        organizationId,
        appId,
        platform,
        action,
        statusFrom,
        statusTo,
        submittedById: userId,
        reason,
        createdAt,
      },
    });
    const decided = DECISION_EVENTS[action];
    if (decided)
      await recordEvent(tx, { organizationId, type: decided, objectId: appId, data: asEventData(serializeApprovalRecord(record)) });
    return record;
  });
}
