"use client";
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { fetchAllHistory, type HistoryFilter } from "@/lib/balance/fetch-history";
import { downloadText } from "@/lib/download-file";
import type { HistoryCsvLabels } from "@/lib/balance/history-csv";

/** Text for the CSV's header and types; its dates are written in `timeZone`. */
type ExportLabels = Omit<HistoryCsvLabels, "date">;

/** Downloads every row of the filter as CSV; `rows` counts what has been fetched so far. */
export function useExportHistory(organizationId: string) {
  const [rows, setRows] = useState(0);
  const mutation = useMutation({
    mutationFn: async ({
      filter,
      labels,
      timeZone,
      fileName,
    }: {
      filter: HistoryFilter;
      labels: ExportLabels;
      timeZone: string;
      fileName: string;
    }) => {
      setRows(0);
      // the CSV writer loads when someone exports
      const [{ history }, { historyCsv, spreadsheetDate }] = await Promise.all([
        fetchAllHistory(organizationId, filter, { onProgress: setRows }),
        import("@/lib/balance/history-csv"),
      ]);
      downloadText(historyCsv(history, { ...labels, date: (iso) => spreadsheetDate(iso, timeZone) }), fileName);
      return history.length;
    },
  });
  return { ...mutation, rows };
}
