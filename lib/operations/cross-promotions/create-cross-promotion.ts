import { organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import { requestOrigin } from "@/lib/http/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { createCrossPromotion as createCrossPromotionRows } from "@/lib/cross-promotions/create-cross-promotion";
import { crossPromotionAnswers } from "@/lib/cross-promotions/house-campaign-answers";
import { createCrossPromotionBody, crossPromotionSchema } from "@/lib/cross-promotions/schemas";
import {
  createCrossPromotionExample,
  CROSS_PROMOTIONS_TAG,
  crossPromotionExample,
  ELIGIBILITY,
  HOUSE_CAMPAIGN_PATH,
  HOUSE_CAMPAIGN_PERMISSIONS,
} from "./examples";

export const createCrossPromotion = organizationOperation({
  method: "POST",
  path: `${HOUSE_CAMPAIGN_PATH}/cross-promotion`,
  operationId: "createCrossPromotion",
  reasons: ["CREATIVE_NOT_READY"],
  operation: 4,
  summary: "Create cross promotion",
  description:
    "Creates a house campaign (kind HOUSE, budget 0 = no cap, CAMPAIGN_STATUS_PENDING, CURRENCY_KRW, every ad carrying " +
    "promotedAppId) and the record linking it to the app, in one transaction. promotedAppId must be an app of this " +
    `organization (404). Ads and creatives as in createCampaign; at least one inventory target. ${ELIGIBILITY} ${HOUSE_CAMPAIGN_PERMISSIONS}`,
  tag: CROSS_PROMOTIONS_TAG,
  // house-campaign:create may be scoped to the promoted app, which is in the body: checked once it is parsed.
  permission: null,
  audit: "house-campaign:create",
  body: createCrossPromotionBody,
  response: crossPromotionSchema,
  errors: [404, 409],
  requestExample: createCrossPromotionExample,
  responseExample: crossPromotionExample,
  serving: ({ organizationId }) => ({ organizationIds: [organizationId] }),
  run: async ({ organizationId, body, caller, can, req }) => {
    assertCanOnCampaign(can, "house-campaign:create", organizationId, [body.promotedAppId]);
    const created = await createCrossPromotionRows(organizationId, actingId(caller), body);
    const [answer] = await crossPromotionAnswers(organizationId, [created], publicBaseUrl(requestOrigin(req)));
    return answer;
  },
});
