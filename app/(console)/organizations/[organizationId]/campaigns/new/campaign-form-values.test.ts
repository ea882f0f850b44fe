import { describe, expect, it } from "vitest";
import { defaultValues, toBody } from "./campaign-form-values";

describe("the campaign form's schedule, in the organization's time zone", () => {
  it("starts as soon as it is approved unless a time is chosen: no startAt is sent", () => {
    const body = toBody({ ...defaultValues("UTC"), endAt: "" }, "UTC");
    expect(body.startOnApproval).toBe(true);
    expect(body).not.toHaveProperty("startAt");
    const timed = toBody({ ...defaultValues("UTC"), startOnApproval: false, startAt: "2026-12-01T02:00" }, "UTC");
    expect(timed).not.toHaveProperty("startOnApproval");
    expect(timed.startAt).toBe("2026-12-01T02:00:00.000Z");
  });

  it("offers the next full hour there as the set time", () => {
    const now = new Date("2026-11-30T16:20:00Z"); // 01:20 on 1 December in Seoul
    expect(defaultValues("Asia/Seoul", now).startAt).toBe("2026-12-01T02:00");
    expect(defaultValues("UTC", now).startAt).toBe("2026-11-30T17:00");
    // an offset of half an hour: the next full hour of the local clock, not of UTC
    expect(defaultValues("Asia/Kolkata", now).startAt).toBe("2026-11-30T22:00");
  });

  it("sends the wall-clock times as the instants they name in that zone", () => {
    const values = { ...defaultValues("Asia/Seoul"), startOnApproval: false, startAt: "2026-12-01T02:00", endAt: "2026-12-31T23:59" };
    const body = toBody(values, "Asia/Seoul");
    expect(body.startAt).toBe("2026-11-30T17:00:00.000Z");
    expect(body.endAt).toBe("2026-12-31T14:59:00.000Z");
    expect(toBody(values, "UTC").startAt).toBe("2026-12-01T02:00:00.000Z");
  });

  it("an unreadable time is sent as typed, for the schema to name", () => {
    expect(toBody({ ...defaultValues("UTC"), startOnApproval: false, startAt: "2026-02-30T10:00" }, "UTC").startAt).toBe(
      "2026-02-30T10:00",
    );
  });
});
