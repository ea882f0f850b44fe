import { describe, expect, it } from "vitest";
import { EXPORT_STATUSES } from "@/lib/report-delivery-values";
import { storedExportStatus } from "./stored-columns";

describe("storedExportStatus", () => {
  it("passes each known value", () => {
    for (const value of EXPORT_STATUSES) expect(storedExportStatus(value)).toBe(value);
  });

  it("throws on an unknown value, naming the column", () => {
    expect(() => storedExportStatus("DONE")).toThrow('ReportExport.status holds "DONE"');
  });
});
