export { getBusinessDetails } from "./get-business-details";
export { updateBusinessDetails } from "./update-business-details";
