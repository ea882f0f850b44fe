export const OPERATIONS_TAG = "Operations";
