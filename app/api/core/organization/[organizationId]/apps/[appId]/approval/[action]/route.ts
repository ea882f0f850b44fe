import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { forbidden } from "@/lib/api/errors";
import { approvalMachine, type ApprovalAction } from "@/lib/apps/approval-machine";
import { applyApprovalAction } from "@/lib/apps/apply-approval-action";
import { approvalActionBody, approvalActionParams, serializeApprovalRecord } from "@/lib/apps/schemas";
import { platformTarget } from "@/lib/permissions/statements";
import type { AuditAction } from "@/lib/audit/actions";

/** Names the action filter can match exactly. */
const AUDIT_ACTION_OF: Record<ApprovalAction, AuditAction> = {
  APPROVAL_ACTION_REQUEST_APPROVAL: "app:approval:request-approval",
  APPROVAL_ACTION_CANCEL: "app:approval:cancel",
  APPROVAL_ACTION_APPROVE: "app:approval:approve",
  APPROVAL_ACTION_REJECT: "app:approval:reject",
};

// PUT /api/core/organization/{organizationId}/apps/{appId}/approval/{action} — operation 8: approval action
export const PUT = withOrganization(
  async ({ organizationId, params, body, caller, can }) => {
    // Request and cancel may be granted per platform, and the platform is in the body: checked here.
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
      userId: caller.user.id,
    });
    return Response.json(serializeApprovalRecord(record, caller.user.fullName));
  },
  {
    // Approve and reject are the platform reviewer's (in any organization); request and cancel any member's
    // whose role holds app:submit on the platform, checked once the body names it.
    permission: ({ params }: { params: { action: ApprovalAction } }) =>
      approvalMachine.actorOf(params.action) === "app:review" ? "app:review" : null,
    params: approvalActionParams,
    body: approvalActionBody,
    audit: ({ action }: { action: ApprovalAction }) => AUDIT_ACTION_OF[action],
  },
);

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
