export { approvalAction } from "./approval-action";
export { approvalHistory } from "./approval-history";
export { deleteApp } from "./delete-app";
export { getApp } from "./get-app";
export { listAppReviewQueue } from "./list-app-review-queue";
export { listApps } from "./list-apps";
export { registerApp } from "./register-app";
export { updateApp } from "./update-app";
