"use client";
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { fetchAllHistory, type HistoryFilter } from "@/lib/balance/fetch-history";
import { downloadText } from "@/lib/download-file";
import { historyCsv, type HistoryCsvLabels } from "@/lib/balance/history-csv";

/** Downloads every row of the filter as CSV; `rows` counts what has been fetched so far. */
export function useExportHistory(organizationId: string) {
  const [rows, setRows] = useState(0);
  const mutation = useMutation({
    mutationFn: async ({ filter, labels, fileName }: { filter: HistoryFilter; labels: HistoryCsvLabels; fileName: string }) => {
      setRows(0);
      const { history } = await fetchAllHistory(organizationId, filter, { onProgress: setRows });
      downloadText(historyCsv(history, labels), fileName);
      return history.length;
    },
  });
  return { ...mutation, rows };
}
