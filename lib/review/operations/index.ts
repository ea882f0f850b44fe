export { countReviewQueues } from "./count-review-queues";
export { listCampaignReviewQueue } from "./list-campaign-review-queue";
export { searchOrganizations } from "./search-organizations";
