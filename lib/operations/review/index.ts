export { countReviewQueues } from "./count-review-queues";
export { listAdReviewQueue } from "./list-ad-review-queue";
export { listCampaignReviewQueue } from "./list-campaign-review-queue";
export { searchOrganizations } from "./search-organizations";
