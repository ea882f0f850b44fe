// The enums of scheduled reports and exports, apart from their domain (which renders mail and CSV in the
// recipient's language) so the catalogue of enum labels can name them without a cycle.

export const FREQUENCIES = ["WEEKLY", "MONTHLY"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const EXPORT_STATUSES = ["QUEUED", "RUNNING", "READY", "FAILED"] as const;
