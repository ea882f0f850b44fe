"use client";
import type { Campaign } from "@/lib/campaigns/schemas";
import { useGoalMissedText } from "./use-goal-missed-text";
import { useServingReasonText } from "./use-serving-reason-text";

/** GOAL_MISSED's sentence with where the goal was missed, countries named in the reader's language. */
export function GoalMissedText({ campaign, context }: { campaign: Campaign; context: { served: boolean; start: string } }) {
  const reasonText = useServingReasonText();
  const missed = useGoalMissedText()(campaign);
  return <>{reasonText({ reason: "GOAL_MISSED", message: "" }, { ...context, missed }).text}</>;
}
