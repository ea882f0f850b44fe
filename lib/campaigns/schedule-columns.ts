import "server-only";
import type { Tx } from "@/lib/db/client";
import type { ScheduleInput } from "./delivery-limit-schemas";
import { hoursOfWeek } from "./schedule";

/**
 * The stored schedule of a request's `schedule`: its hours of the week in the organization's time zone now (the
 * zone is kept with them, so the hours mean what the advertiser saw); null: every hour.
 */
export async function scheduleColumns(
  db: Pick<Tx, "organization">,
  organizationId: string,
  schedule: NonNullable<ScheduleInput> | null,
): Promise<{ scheduleHours: number[]; scheduleTimeZone: string | null }> {
  if (!schedule) return { scheduleHours: [], scheduleTimeZone: null };
  const { timeZone } = await db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { timeZone: true } });
  return { scheduleHours: hoursOfWeek(schedule.hours), scheduleTimeZone: timeZone };
}
