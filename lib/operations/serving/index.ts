export { listServingAds } from "./list-serving-ads";
export { listServingChanges } from "./list-serving-changes";
