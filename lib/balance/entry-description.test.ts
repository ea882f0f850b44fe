import { describe, expect, it } from "vitest";
import { bankTransferDescription, deliveryDescription, installDescription, readEntryDescription } from "./entry-description";

const campaign = { id: "6650a1b2c3d4e5f6a7b8c9d0", name: 'Summer "Sale" (KR), week 1' };

describe("ledger entry descriptions", () => {
  it("reads back the delivery charges it writes, one day or a span, whatever the campaign's name holds", () => {
    expect(readEntryDescription(deliveryDescription(campaign, ["2026-11-02", "2026-11-01"]))).toEqual({
      kind: "delivery",
      campaignId: campaign.id,
      campaignName: campaign.name,
      from: "2026-11-01",
      to: "2026-11-02",
    });
    expect(readEntryDescription(deliveryDescription(campaign, ["2026-11-01"]))).toMatchObject({ from: "2026-11-01", to: "2026-11-01" });
    // one day is named once, as the ledger and statements show it
    expect(deliveryDescription(campaign, ["2026-11-01"])).toBe(`Delivery of campaign "${campaign.name}" (${campaign.id}), 2026-11-01`);
  });

  it("reads back a CPI install's charge: its campaign, country (when said) and postback", () => {
    const postbackId = "6740a1b2c3d4e5f60123f001";
    expect(readEntryDescription(installDescription(campaign, "JP", postbackId))).toEqual({
      kind: "install",
      campaignId: campaign.id,
      campaignName: campaign.name,
      country: "JP",
      postbackId,
    });
    expect(readEntryDescription(installDescription(campaign, null, postbackId))).toMatchObject({ kind: "install", country: null });
  });

  it("reads back a confirmed bank transfer's reference code", () => {
    expect(readEntryDescription(bankTransferDescription("TUABCD2345"))).toEqual({ kind: "bankTransfer", referenceCode: "TUABCD2345" });
  });

  it("leaves a reviewer's own words as text, even when they look alike", () => {
    for (const text of ["Bank transfer 2026-11-21", "Bank transfer", 'Delivery of campaign "x" (nope), 2026-11-01', ""]) {
      expect(readEntryDescription(text)).toEqual({ kind: "text", text });
    }
  });
});
