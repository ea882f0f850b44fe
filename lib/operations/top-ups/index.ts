export { cancelTopUp } from "./cancel-top-up";
export { confirmTopUp } from "./confirm-top-up";
export { getTopUp } from "./get-top-up";
export { listTopUpReviewQueue } from "./list-top-up-review-queue";
export { listTopUps } from "./list-top-ups";
export { requestTopUp } from "./request-top-up";
