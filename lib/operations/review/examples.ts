export const REVIEW_TAG = "Review";
export const REVIEWERS_ONLY = "Platform reviewers only (403 PERMISSION_DENIED otherwise).";
