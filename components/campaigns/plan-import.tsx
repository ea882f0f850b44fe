"use client";
import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useCampaignPlan, type PlanOutcome } from "@/lib/campaigns/hooks/use-campaign-plan";
import type { PlanStage } from "./plan-preview-dialog";

// The preview's dialog is its own chunk, loaded when a file is picked: the campaigns list keeps within its budget.
const PlanPreviewDialog = dynamic(() => import("./plan-preview-dialog").then((m) => m.PlanPreviewDialog));

type Loaded = { file: string; plan: unknown };

/**
 * "Import a plan" on the campaigns list: a plan file is read in the browser and sent as a preview (a dry run):
 * each campaign and ad with every field that changes (before → after), what goes to review, and what is refused
 * and why. Apply sends the same plan to be applied in one go; the answer says what changed.
 */
export function PlanImport({ organizationId, disabledReason }: { organizationId: string; disabledReason?: string }) {
  const t = useTranslations("campaignsPlan");
  const mutation = useCampaignPlan();
  const input = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [outcome, setOutcome] = useState<PlanOutcome | null>(null);
  const [stage, setStage] = useState<PlanStage>("preview");
  const [problem, setProblem] = useState<"notJson" | "failed" | null>(null);

  async function send(plan: unknown, dryRun: boolean) {
    try {
      setOutcome(await mutation.mutateAsync({ organizationId, plan, dryRun }));
      return true;
    } catch {
      setProblem("failed");
      setLoaded(null);
      return false;
    }
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    let plan: unknown;
    try {
      plan = JSON.parse(await file.text());
    } catch {
      setProblem("notJson");
      return;
    }
    setProblem(null);
    setStage("preview");
    setLoaded({ file: file.name, plan });
    await send(plan, true);
  }

  async function apply() {
    if (loaded && (await send(loaded.plan, false))) setStage("applied");
  }

  const close = () => {
    setLoaded(null);
    setOutcome(null);
    mutation.reset();
    if (input.current) input.current.value = "";
  };

  return (
    <>
      <Button variant="secondary" onClick={() => input.current?.click()} disabledReason={disabledReason} data-testid="plan-import">
        {t("import")}
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        aria-label={t("importHint")}
        tabIndex={-1}
        data-testid="plan-file"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {problem && (
        <div className="w-full basis-full">
          <Alert tone="error">{t(problem)}</Alert>
        </div>
      )}
      {loaded && outcome && (
        <PlanPreviewDialog
          file={loaded.file}
          outcome={outcome}
          stage={stage}
          pending={mutation.isPending}
          onApply={apply}
          onClose={close}
        />
      )}
    </>
  );
}
