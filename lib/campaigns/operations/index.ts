export { campaignHistory } from "./campaign-history";
export { changeCampaignStatus } from "./change-campaign-status";
export { createCampaign } from "./create-campaign";
export { getCampaign } from "./get-campaign";
export { listCampaigns } from "./list-campaigns";
export { reviewAd } from "./review-ad";
export { updateCampaign } from "./update-campaign";
