import { columnReader } from "@/lib/one-of";
import { EXPORT_STATUSES } from "@/lib/report-delivery-values";

// The exports' status column (text in the database) as its union, narrowed where a row is read.
export const storedExportStatus = columnReader(EXPORT_STATUSES, "ReportExport.status");
