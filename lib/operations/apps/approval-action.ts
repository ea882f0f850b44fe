import { organizationOperation } from "@/lib/http/operation";
import { actingId, actingName } from "@/lib/http/authenticate";
import { forbidden } from "@/lib/api/errors";
import { approvalMachine, type ApprovalAction } from "@/lib/apps/approval-machine";
import { applyApprovalAction } from "@/lib/apps/apply-approval-action";
import { approvalActionBody, approvalActionParams, approvalRecordSchema, serializeApprovalRecord } from "@/lib/apps/schemas";
import type { AuditAction } from "@/lib/audit/actions";
import { platformTarget } from "@/lib/permissions/statements";
import { APP_PATH, APPS_TAG, recordExample } from "./examples";

/** Names the action filter can match exactly. */
const AUDIT_ACTION_OF: Record<ApprovalAction, AuditAction> = {
  APPROVAL_ACTION_REQUEST_APPROVAL: "app:approval:request-approval",
  APPROVAL_ACTION_CANCEL: "app:approval:cancel",
  APPROVAL_ACTION_APPROVE: "app:approval:approve",
  APPROVAL_ACTION_REJECT: "app:approval:reject",
};

const MACHINE =
  "Per platform: CREATED → PENDING (APPROVAL_ACTION_REQUEST_APPROVAL, a member with app:submit), PENDING → APPROVED " +
  "(APPROVAL_ACTION_APPROVE, a platform reviewer) or REJECTED (APPROVAL_ACTION_REJECT, a reviewer, reason required), " +
  "REJECTED → PENDING (the re-request), PENDING → CREATED (APPROVAL_ACTION_CANCEL). Any other move is 409 " +
  "INVALID_APPROVAL_TRANSITION; of two reviewers acting at once on one PENDING platform, one succeeds and the other " +
  "gets that 409. A request needs the platform's store URL (reviewUrl for H5): 400 STORE_URL_REQUIRED. A platform the " +
  "app does not have: 400 VALIDATION_FAILED naming `platform`. An unknown action: 400. Each action writes one history record.";

export const approvalAction = organizationOperation({
  method: "PUT",
  path: `${APP_PATH}/approval/{action}`,
  operationId: "approvalAction",
  operation: 8,
  summary: "Approval action",
  description: MACHINE,
  tag: APPS_TAG,
  // Approve and reject are the platform reviewer's (in any organization); request and cancel any member's
  // whose role holds app:submit on the platform, checked in run once the body names it.
  permission: ({ params }) => (approvalMachine.actorOf(params.action) === "app:review" ? "app:review" : null),
  params: approvalActionParams,
  body: approvalActionBody,
  audit: ({ action }: { action: ApprovalAction }) => AUDIT_ACTION_OF[action],
  response: approvalRecordSchema,
  reasons: ["INVALID_APPROVAL_TRANSITION", "STORE_URL_REQUIRED"],
  errors: [409],
  requestExample: { platform: "APP_PLATFORM_ANDROID" },
  responseExample: recordExample,
  serving: ({ params }) => ({ promotedAppIds: [params.appId] }),
  run: async ({ organizationId, params, body, caller, can }) => {
    const permission = approvalMachine.actorOf(params.action);
    if (!can(permission, platformTarget(organizationId, params.appId, body.platform))) {
      throw forbidden(`Your role does not allow ${permission} on ${body.platform} of this app.`, "PERMISSION_DENIED");
    }
    const record = await applyApprovalAction({
      organizationId,
      appId: params.appId,
      action: params.action,
      platform: body.platform,
      reason: body.reason,
      userId: actingId(caller),
    });
    return serializeApprovalRecord(record, actingName(caller));
  },
});
