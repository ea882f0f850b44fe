import { z } from "zod";
import { CAP_PERIODS } from "./campaign-constants";

// A campaign's (or an ad's) frequency cap and a campaign's dayparting schedule, in requests and answers. The ad
// server enforces both (the serving feed carries them); the product stores, checks and shows them.

const CAP_IMPRESSIONS_MAX = 1000;

export const frequencyCapSchema = z
  .strictObject({
    impressions: z
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(CAP_IMPRESSIONS_MAX, `must be at most ${CAP_IMPRESSIONS_MAX}`)
      .describe(`At most this many impressions per user (device) per period: 1 to ${CAP_IMPRESSIONS_MAX}`),
    per: z
      .enum(CAP_PERIODS, { error: `must be one of ${CAP_PERIODS.join(", ")}` })
      .describe("The period: HOUR, DAY or WEEK (rolling, as the ad server counts them)"),
  })
  .meta({ id: "FrequencyCap" });
export type FrequencyCap = z.output<typeof frequencyCapSchema>;

export const frequencyCapBody = frequencyCapSchema
  .nullable()
  .optional()
  .describe("Extension: how many impressions one user (device) may be shown per hour, day or week; null for no cap (the default)");

const DAYS = 7;
const HOURS = 24;

const dayHours = z
  .array(
    z
      .number({ error: "must be a number" })
      .int("must be a whole hour")
      .min(0, "must be 0 to 23")
      .max(HOURS - 1, "must be 0 to 23"),
  )
  .max(HOURS, `at most ${HOURS} hours`)
  .superRefine((list, ctx) => {
    const seen = new Set<number>();
    list.forEach((hour, index) => {
      if (seen.has(hour)) ctx.addIssue({ code: "custom", path: [index], message: `repeats ${hour}` });
      seen.add(hour);
    });
  });

const hoursDescription =
  "Seven lists, Monday first and Sunday last, of the hours (0 to 23, each the hour starting then: 9 is 09:00-09:59) " +
  "the campaign may serve on that day, in the organization's time zone";

export const scheduleBody = z
  .strictObject({
    hours: z
      .array(dayHours)
      .length(DAYS, `must have ${DAYS} lists, Monday to Sunday`)
      .refine((days) => days.some((day) => day.length > 0), "must leave at least one hour (send schedule: null to serve at every hour)")
      .describe(hoursDescription),
  })
  .nullable()
  .optional()
  .describe(
    "Extension: dayparting, the hours of the week the campaign may serve in the organization's time zone; null for every hour " +
      "(the default). A schedule with no hour is refused.",
  )
  .meta({ id: "ScheduleRequest" });
export type ScheduleInput = z.output<typeof scheduleBody>;

export const scheduleSchema = z
  .object({
    timeZone: z.string().describe("The IANA zone the hours are in: the organization's when the schedule was saved"),
    hours: z.array(z.array(z.number().int())).describe(hoursDescription + ", ascending"),
  })
  .nullable()
  .describe("Extension: dayparting; null: every hour")
  .meta({ id: "Schedule" });
export type Schedule = z.output<typeof scheduleSchema>;
