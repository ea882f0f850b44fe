import { describe, expect, it } from "vitest";
import { nextSkanId, SKAN_ID_MAX } from "./skan-ids";

const DAY = 86_400_000;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

function holder(skanId: number, over: { endAt?: Date | null; status?: string; updatedAt?: Date } = {}) {
  return {
    id: `c${skanId}`,
    skanId,
    status: over.status ?? "CAMPAIGN_STATUS_ACTIVE",
    endAt: over.endAt ?? null,
    updatedAt: over.updatedAt ?? now,
  };
}

const all = (over: (skanId: number) => Parameters<typeof holder>[1] = () => ({})) =>
  Array.from({ length: SKAN_ID_MAX }, (_, i) => holder(i + 1, over(i + 1)));

describe("nextSkanId", () => {
  it("takes the lowest free identifier, 1 to 99", () => {
    expect(nextSkanId([], now)).toEqual({ skanId: 1, from: null });
    expect(nextSkanId([holder(1), holder(2), holder(4)], now)).toEqual({ skanId: 3, from: null });
  });

  it("with all 99 held by campaigns that may still serve, or ended less than 90 days ago, there is none", () => {
    expect(nextSkanId(all(), now)).toBeNull();
    expect(
      nextSkanId(
        all(() => ({ endAt: daysAgo(89) })),
        now,
      ),
    ).toBeNull();
    expect(
      nextSkanId(
        all(() => ({ status: "CAMPAIGN_STATUS_PAUSED", updatedAt: daysAgo(400) })),
        now,
      ),
    ).toBeNull();
  });

  it("else moves the one whose campaign has been over longest, at least 90 days (ended by date, ended or rejected)", () => {
    const held = all((id) =>
      id === 40 ? { endAt: daysAgo(120) } : id === 12 ? { status: "CAMPAIGN_STATUS_REJECTED", updatedAt: daysAgo(200) } : {},
    );
    expect(nextSkanId(held, now)).toEqual({ skanId: 12, from: "c12" });
    expect(nextSkanId(held.filter((h) => h.skanId !== 12).concat(holder(12)), now)).toEqual({ skanId: 40, from: "c40" });
  });
});
