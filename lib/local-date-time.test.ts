import { describe, expect, it } from "vitest";
import { futureLocalDateTime } from "./future-local-date-time";
import { isoToLocalInput, localInputToIso } from "./local-date-time";

describe("local date-time inputs", () => {
  it("round-trips through the local time zone", () => {
    const iso = localInputToIso("2031-03-04T05:06")!;
    expect(iso).toMatch(/^2031-03-0[34]T\d{2}:06:00\.000Z$/);
    expect(isoToLocalInput(iso)).toBe("2031-03-04T05:06");
  });

  it.each(["", "tomorrow", "2031-02-30T10:00", "2031-13-01T10:00"])("%j is not a time", (value) => {
    expect(localInputToIso(value)).toBeNull();
  });

  it("accepts empty or future values only", () => {
    expect(futureLocalDateTime.safeParse("").success).toBe(true);
    expect(futureLocalDateTime.safeParse("2099-01-01T00:00").success).toBe(true);
    expect(futureLocalDateTime.safeParse("2001-01-01T00:00").success).toBe(false);
    expect(futureLocalDateTime.safeParse("2031-02-30T10:00").success).toBe(false);
  });
});
