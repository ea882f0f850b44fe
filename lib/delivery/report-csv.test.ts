import { describe, expect, it } from "vitest";
import { reportCsv } from "./report-csv";

const labels = {
  date: "Date",
  ad: "Ad",
  adId: "Ad id",
  impressions: "Impressions",
  clicks: "Clicks",
  installs: "Installs",
  spend: "Spend",
  ctr: "CTR",
  ecpm: "eCPM",
  cpi: "CPI",
};

describe("reportCsv", () => {
  it("writes a BOM, CRLF rows, blank cells for null rates and formula-safe names", () => {
    const csv = reportCsv(
      [
        {
          date: "2026-11-01",
          adId: "a1",
          adName: "=HYPERLINK(1)",
          impressions: 1000,
          clicks: 20,
          installs: 0,
          spend: 3000,
          ctr: 0.02,
          ecpm: 3000,
          cpi: null,
        },
        {
          date: "2026-11-02",
          adId: "a2",
          adName: "배너, 큰",
          impressions: 0,
          clicks: 0,
          installs: 0,
          spend: 0,
          ctr: null,
          ecpm: null,
          cpi: null,
        },
      ],
      labels,
    );
    expect(csv).toBe(
      "\uFEFFDate,Ad,Ad id,Impressions,Clicks,Installs,Spend,CTR,eCPM,CPI\r\n" +
        "2026-11-01,'=HYPERLINK(1),a1,1000,20,0,3000,0.02,3000,\r\n" +
        '2026-11-02,"배너, 큰",a2,0,0,0,0,,,\r\n',
    );
  });
});
