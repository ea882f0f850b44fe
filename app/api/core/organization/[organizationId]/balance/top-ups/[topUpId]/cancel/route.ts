import { forbidden } from "@/lib/api/errors";
import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { cancelTopUp } from "@/lib/top-ups/decide-top-up";
import { cancelTopUpBody, topUpIdParams } from "@/lib/top-ups/schemas";

// POST /api/core/organization/{organizationId}/balance/top-ups/{topUpId}/cancel — extension: the advertiser
// withdraws an open request, or a reviewer closes it
export const POST = withOrganization(
  async ({ organizationId, params, caller, can, body }) => {
    if (!can("balance:top-up") && !can("balance:charge")) {
      throw forbidden("Your role does not allow balance:top-up here.", "PERMISSION_DENIED");
    }
    return Response.json(await cancelTopUp({ organizationId, topUpId: params.topUpId, deciderId: caller.user.id }, body?.reason));
  },
  { permission: null, allowReviewers: true, params: topUpIdParams, body: cancelTopUpBody, audit: "top-up:cancel" },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
