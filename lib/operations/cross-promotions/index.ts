export { createCrossPromotion } from "./create-cross-promotion";
export { getHouseCampaign } from "./get-house-campaign";
export { listCrossPromotions } from "./list-cross-promotions";
export { updateHouseCampaign } from "./update-house-campaign";
