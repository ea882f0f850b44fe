"use client";
import { useState, type ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useReasonText } from "@/components/ui/use-error-text";
import type { ChangedValue, PlannedChange } from "@/lib/campaigns/bulk-changes";
import { useCampaignBatch, type BatchItemResult } from "@/lib/campaigns/hooks/use-campaign-batch";

type Stage = "preview" | "applied";
type Item = { _id: string; name: string };
type Row<I extends Item> = { change: PlannedChange<I, string>; result?: BatchItemResult };
type ValueKind = "none" | "amount" | "percent" | "date" | "countries";

/** What one kind of selected item (campaigns on the list, ads on a campaign page) brings to the bulk bar. */
export type BulkKind<I extends Item, A extends string> = {
  actions: readonly A[];
  valueKind: (action: A) => ValueKind;
  /** Whether the action may be sent without a value (clearing a daily budget or an end date). */
  valueOptional?: (action: A) => boolean;
  plan: (item: I, action: A, value: string) => PlannedChange<I, string>;
  /** Whether an applied change sent the item to review (its answer says so). */
  wentToReview: (item: I, result: unknown) => boolean;
  /** The words: "3 campaigns selected", each action's name and hint, the bar's label. */
  selectedText: (count: number) => string;
  actionText: (action: A) => string;
  hintText?: (action: A) => string | undefined;
  label: string;
};

/**
 * The bar under a list while items are selected: an action and its value, then a preview (the changes sent as a
 * dry-run batch: each item's value before and after, which would be refused and why, which would go to review),
 * then Apply, and a result for each item.
 */
export function BulkActionsBar<I extends Item, A extends string>({
  organizationId,
  selected,
  kind,
  onClear,
}: {
  organizationId: string;
  selected: I[];
  kind: BulkKind<I, A>;
  onClear: () => void;
}) {
  const t = useTranslations("campaignsBulk");
  const reasonText = useReasonText();
  const batch = useCampaignBatch();
  const [action, setAction] = useState<A>(kind.actions[0]);
  const [value, setValue] = useState("");
  const [rows, setRows] = useState<Row<I>[] | null>(null);
  const [stage, setStage] = useState<Stage>("preview");
  const valueKind = kind.valueKind(action);
  const needsValue = valueKind !== "none" && !kind.valueOptional?.(action);
  const ready = !needsValue || value.trim() !== "";

  async function send(changes: PlannedChange<I, string>[], dryRun: boolean) {
    const planned = changes.filter((change) => "operation" in change);
    const operations = planned.map((change) => change.operation);
    const answer = operations.length ? await batch.mutateAsync({ organizationId, operations, dryRun }) : null;
    let next = 0;
    return changes.map((change): Row<I> => ("operation" in change ? { change, result: answer?.results[next++] } : { change }));
  }

  async function preview() {
    setStage("preview");
    setRows(
      await send(
        selected.map((item) => kind.plan(item, action, value)),
        true,
      ),
    );
  }

  async function apply() {
    if (!rows) return;
    // Only what the preview found would pass: a refusal stays as the preview showed it.
    const passing = rows.filter((row) => row.result && !row.result.error).map((row) => row.change);
    const applied = await send(passing, false);
    setRows(rows.map((row) => applied.find((done) => done.change === row.change) ?? row));
    setStage("applied");
  }

  const close = () => {
    setRows(null);
    batch.reset();
    if (stage === "applied") onClear();
  };
  const willPass = rows?.filter((row) => row.result && !row.result.error).length ?? 0;
  const hint = kind.hintText?.(action);

  return (
    <section
      aria-label={kind.label}
      className="sticky bottom-0 z-10 mt-4 flex flex-col gap-3 rounded-lg border border-indigo-200 bg-indigo-50 p-3 shadow-sm sm:flex-row sm:flex-wrap sm:items-end"
      data-testid="bulk-bar"
    >
      <p className="text-sm font-medium text-indigo-900 sm:self-center">{kind.selectedText(selected.length)}</p>
      <div className="w-full sm:w-72">
        <Field label={t("action")}>
          <Select
            value={action}
            onChange={(e) => {
              const next = kind.actions.find((a) => a === e.target.value);
              if (next) setAction(next);
              setValue("");
            }}
          >
            {kind.actions.map((a) => (
              <option key={a} value={a}>
                {kind.actionText(a)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {valueKind !== "none" && (
        <div className="w-full sm:w-48">
          <Field label={t(`value.${valueKind}`)} hint={hint}>
            <Input
              type={valueKind === "date" ? "date" : valueKind === "countries" ? "text" : "number"}
              inputMode={valueKind === "amount" || valueKind === "percent" ? "numeric" : undefined}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              placeholder={valueKind === "countries" ? "JP, US" : undefined}
            />
          </Field>
        </div>
      )}
      <div className="flex gap-2">
        <Button onClick={preview} disabled={!ready || batch.isPending}>
          {t("preview")}
        </Button>
        <Button variant="ghost" onClick={onClear}>
          {t("clear")}
        </Button>
      </div>
      <Dialog
        open={rows !== null}
        onClose={close}
        title={stage === "preview" ? t("previewTitle", { action: kind.actionText(action) }) : t("resultTitle")}
        description={
          stage === "preview"
            ? t("previewSummary", { pass: willPass, total: rows?.length ?? 0 })
            : t("resultSummary", {
                done: rows?.filter((row) => row.result && !row.result.error && row.result.status < 300).length ?? 0,
                total: rows?.length ?? 0,
              })
        }
        footer={
          stage === "preview" ? (
            <>
              <Button variant="secondary" onClick={close}>
                {t("cancel")}
              </Button>
              <Button onClick={apply} disabled={willPass === 0 || batch.isPending}>
                {t("apply", { count: willPass })}
              </Button>
            </>
          ) : (
            <Button onClick={close}>{t("done")}</Button>
          )
        }
      >
        {batch.error && <Alert tone="error">{reasonText(batch.error) ?? t("failed")}</Alert>}
        <ul className="max-h-[60vh] divide-y divide-slate-100 overflow-y-auto" data-testid="bulk-rows">
          {rows?.map((row) => (
            <BulkRow
              key={row.change.item._id}
              row={row}
              stage={stage}
              toReview={row.result?.result !== undefined && kind.wentToReview(row.change.item, row.result.result)}
            />
          ))}
        </ul>
      </Dialog>
    </section>
  );
}

function BulkRow<I extends Item>({ row, stage, toReview }: { row: Row<I>; stage: Stage; toReview: boolean }) {
  const t = useTranslations("campaignsBulk");
  const reasons = useTranslations("reasons");
  const { change, result } = row;
  const outcome = ((): ReactNode => {
    if ("skipped" in change) return <Badge tone="gray">{t(`skipped.${change.skipped}`)}</Badge>;
    if (!result) return <Badge tone="gray">{t("notSent")}</Badge>;
    if (result.error) {
      const reason = result.error.reason;
      return (
        <span className="flex flex-col items-start gap-1">
          <Badge tone="red">{t("refused")}</Badge>
          <span className="text-xs text-red-700">{reason && reasons.has(reason) ? reasons(reason) : result.error.message}</span>
        </span>
      );
    }
    if (toReview) return <Badge tone="yellow">{t("toReview")}</Badge>;
    return <Badge tone="green">{stage === "preview" ? t("willApply") : t("applied")}</Badge>;
  })();
  return (
    <li
      className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
      data-testid={`bulk-row-${change.item._id}`}
    >
      <div className="min-w-0 sm:min-w-48 sm:flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{change.item.name}</p>
        {"operation" in change && (
          <p className="text-xs text-slate-600 tabular-nums sm:whitespace-nowrap" data-testid="bulk-change">
            <ValueText value={change.before} /> → <ValueText value={change.after} />
          </p>
        )}
      </div>
      <div className="sm:max-w-[55%]">{outcome}</div>
    </li>
  );
}

function ValueText({ value }: { value: ChangedValue }) {
  const t = useTranslations("campaignsBulk");
  const campaigns = useTranslations("campaigns");
  const format = useFormatter();
  switch (value.kind) {
    case "status": {
      // A campaign's status, or an ad's (keys written out whole: the list's page is handed only the sections it uses).
      if (campaigns.has(`status.${value.value}`)) return <>{campaigns(`status.${value.value}`)}</>;
      return <>{campaigns.has(`ads.status.${value.value}`) ? campaigns(`ads.status.${value.value}`) : value.value}</>;
    }
    case "amount":
      return <>{value.value === null ? t("none") : format.number(value.value, "krw")}</>;
    case "date":
      return <>{value.value === null ? t("none") : format.dateTime(new Date(value.value), "date")}</>;
    case "countries":
      return <>{value.value.join(", ")}</>;
  }
}
