import { forbidden } from "@/lib/api/errors";
import { organizationOperation } from "@/lib/http/operation";
import { requestOrigin } from "@/lib/http/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { crossPromotionAnswers } from "@/lib/cross-promotions/house-campaign-answers";
import { listCrossPromotions as listCrossPromotionRows } from "@/lib/cross-promotions/list-cross-promotions";
import { crossPromotionListSchema, listCrossPromotionsQuery } from "@/lib/cross-promotions/schemas";
import { appTarget } from "@/lib/permissions/statements";
import { CROSS_PROMOTIONS_TAG, crossPromotionExample, ELIGIBILITY, HOUSE_CAMPAIGN_PATH, HOUSE_CAMPAIGN_PERMISSIONS } from "./examples";

export const listCrossPromotions = organizationOperation({
  method: "GET",
  path: `${HOUSE_CAMPAIGN_PATH}/cross-promotion`,
  operationId: "listCrossPromotions",
  operation: 5,
  summary: "List cross promotions",
  description:
    'An array, newest first; limit (1 to 200, default 50) and cursor, the next page in a Link header (rel="next"). ' +
    `promotedAppId filters by app. ${ELIGIBILITY} A page costs a fixed number of queries whatever its size. ${HOUSE_CAMPAIGN_PERMISSIONS}`,
  tag: CROSS_PROMOTIONS_TAG,
  // A role scoped to one app lists that app's cross promotions (with the promotedAppId filter): checked in run.
  permission: null,
  query: listCrossPromotionsQuery,
  pagination: "link",
  response: crossPromotionListSchema,
  responseExample: [crossPromotionExample],
  run: async ({ organizationId, query, can, req }) => {
    const allowed =
      can("house-campaign:read") || (!!query.promotedAppId && can("house-campaign:read", appTarget(organizationId, query.promotedAppId)));
    if (!allowed) throw forbidden("Your role does not allow house-campaign:read here.", "PERMISSION_DENIED");
    const { items, nextCursor } = await listCrossPromotionRows(organizationId, query);
    return { items: await crossPromotionAnswers(organizationId, items, publicBaseUrl(requestOrigin(req))), nextCursor };
  },
});
