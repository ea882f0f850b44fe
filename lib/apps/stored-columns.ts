import { columnReader } from "@/lib/one-of";
import { APPROVAL_STATUSES } from "./approval-machine";

// The apps' status column (text in the database) as its union, narrowed where a row is read.
export const storedApprovalStatus = columnReader(APPROVAL_STATUSES, "PlatformReview.status");
