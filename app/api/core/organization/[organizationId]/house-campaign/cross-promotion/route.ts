import { withOrganization } from "@/lib/api/handler";
import { forbidden } from "@/lib/api/errors";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { pageResponse } from "@/lib/api/pagination";
import { requestOrigin } from "@/lib/api/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { createCrossPromotion } from "@/lib/cross-promotions/create-cross-promotion";
import { crossPromotionAnswers } from "@/lib/cross-promotions/house-campaign-answers";
import { listCrossPromotions } from "@/lib/cross-promotions/list-cross-promotions";
import { createCrossPromotionBody, listCrossPromotionsQuery } from "@/lib/cross-promotions/schemas";
import { appTarget } from "@/lib/permissions/statements";

// POST /api/core/organization/{organizationId}/house-campaign/cross-promotion — operation 4: create cross promotion
export const POST = withOrganization(
  async ({ organizationId, body, caller, can, req }) => {
    assertCanOnCampaign(can, "house-campaign:create", organizationId, [body.promotedAppId]);
    const created = await createCrossPromotion(organizationId, caller.user.id, body);
    const [answer] = await crossPromotionAnswers(organizationId, [created], publicBaseUrl(requestOrigin(req)));
    return Response.json(answer);
  },
  // house-campaign:create may be scoped to the promoted app, which is in the body: checked once it is parsed.
  { permission: null, body: createCrossPromotionBody, audit: "house-campaign:create" },
);

// GET /api/core/organization/{organizationId}/house-campaign/cross-promotion — operation 5: list cross promotions
export const GET = withOrganization(
  async ({ organizationId, query, can, req }) => {
    // A role scoped to one app lists that app's cross promotions (with the promotedAppId filter).
    const allowed =
      can("house-campaign:read") || (!!query.promotedAppId && can("house-campaign:read", appTarget(organizationId, query.promotedAppId)));
    if (!allowed) throw forbidden("Your role does not allow house-campaign:read here.", "PERMISSION_DENIED");
    const { items, nextCursor } = await listCrossPromotions(organizationId, query);
    const answers = await crossPromotionAnswers(organizationId, items, publicBaseUrl(requestOrigin(req)));
    return pageResponse(req, { items: answers, nextCursor }, "link");
  },
  { permission: null, query: listCrossPromotionsQuery },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
