/** The writes a batch (POST /organization/{organizationId}/batch) may hold, by operationId. */
export const BATCH_OPERATION_IDS = [
  "createCampaign",
  "updateCampaign",
  "changeCampaignStatus",
  "addAd",
  "updateAd",
  "changeAdStatus",
] as const;
export type BatchOperationId = (typeof BATCH_OPERATION_IDS)[number];
