"use client";
import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { GoalState } from "@/lib/campaigns/campaign-constants";

const TONE: Record<GoalState, BadgeTone> = {
  GOAL_STATE_NONE: "gray",
  GOAL_STATE_NOT_ENOUGH_DATA: "gray",
  GOAL_STATE_ON_TARGET: "green",
  GOAL_STATE_OFF_TARGET: "red",
};

/** How the last 7 days compare with a campaign's goal: "On target", "Off target" or "Not enough data". */
export function GoalStateBadge({ state }: { state: GoalState }) {
  const t = useTranslations("campaigns.bids.states");
  return (
    <span data-goal-state={state}>
      <Badge tone={TONE[state]}>{t(state)}</Badge>
    </span>
  );
}
