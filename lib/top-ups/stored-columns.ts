import { TOP_UP_STATUSES } from "@/lib/billing-values";
import { columnReader } from "@/lib/one-of";

// The top-ups' status column (text in the database) as its union, narrowed where a row is read.
export const storedTopUpStatus = columnReader(TOP_UP_STATUSES, "TopUp.status");
