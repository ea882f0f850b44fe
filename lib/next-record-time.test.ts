import { describe, expect, it } from "vitest";
import { nextRecordTime } from "./next-record-time";

describe("nextRecordTime", () => {
  const now = new Date("2026-03-01T10:00:00.500Z");

  it("is now when there is no previous record, or it is earlier", () => {
    expect(nextRecordTime(null, now)).toBe(now);
    expect(nextRecordTime(undefined, now)).toBe(now);
    expect(nextRecordTime(new Date("2026-03-01T10:00:00.499Z"), now)).toBe(now);
  });

  it("is 1 ms after the previous record written in the same millisecond or later (a clock that stepped back)", () => {
    expect(nextRecordTime(new Date(now), now).toISOString()).toBe("2026-03-01T10:00:00.501Z");
    expect(nextRecordTime(new Date("2026-03-01T10:00:02.000Z"), now).toISOString()).toBe("2026-03-01T10:00:02.001Z");
  });
});
