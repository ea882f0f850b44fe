export { deleteAttributionSetting, getAttributionSetting, listAttributionSettings, putAttributionSetting } from "./settings";
export { createPostbackToken, listPostbackTokens, revokePostbackToken, rotatePostbackToken, updatePostbackTokenPolicy } from "./tokens";
export { listTrackingLinks } from "./tracking-links";
