import { describe, expect, it } from "vitest";
import { countryReportCsv, reportCsv } from "./report-csv";

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
  notServableImpressions: "Not servable: impressions",
  notServableClicks: "Not servable: clicks",
  notServableInstalls: "Not servable: installs",
  notServableSpend: "Not servable: spend",
  notServableFlag: "Not servable: why",
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

  it("delivery reported while the ad could not serve gets its own columns, never added to the charged ones", () => {
    const metrics = { impressions: 1000, clicks: 20, installs: 0, spend: 3000, ctr: 0.02, ecpm: 3000, cpi: null };
    const csv = reportCsv(
      [
        { date: "2026-11-01", adId: "a1", adName: "One", ...metrics },
        {
          date: "2026-11-01",
          adId: "a2",
          adName: "Two",
          ...metrics,
          spend: 0,
          ecpm: 0,
          flag: "CAMPAIGN_PAUSED",
          notServable: { impressions: 500, clicks: 2, installs: 1, spend: 393000 },
        },
      ],
      labels,
    );
    expect(csv).toBe(
      "\uFEFFDate,Ad,Ad id,Impressions,Clicks,Installs,Spend,CTR,eCPM,CPI," +
        "Not servable: impressions,Not servable: clicks,Not servable: installs,Not servable: spend,Not servable: why\r\n" +
        "2026-11-01,One,a1,1000,20,0,3000,0.02,3000,,0,0,0,0,\r\n" +
        "2026-11-01,Two,a2,1000,20,0,0,0.02,0,,500,2,1,393000,CAMPAIGN_PAUSED\r\n",
    );
  });
});

describe("countryReportCsv", () => {
  it("writes the table's rows in its order with names and codes, unknown country blank, then the totals", () => {
    const names: Record<string, string> = { KR: "대한민국", JP: "일본" };
    const csv = countryReportCsv(
      {
        rows: [
          { country: "KR", impressions: 3000, clicks: 40, installs: 5, spend: 10000, ctr: 0.013333, ecpm: 3333.33, cpi: 2000 },
          { country: null, impressions: 800, clicks: 8, installs: 0, spend: 2000, ctr: 0.01, ecpm: 2500, cpi: null },
        ],
        totals: { impressions: 3800, clicks: 48, installs: 5, spend: 12000, ctr: 0.012632, ecpm: 3157.89, cpi: 2400 },
      },
      { ...labels, country: "국가", countryCode: "국가 코드", total: "합계" },
      (code) => (code ? names[code] : "알 수 없음"),
    );
    expect(csv).toBe(
      "\uFEFF국가,국가 코드,Impressions,Clicks,Installs,Spend,CTR,eCPM,CPI\r\n" +
        "대한민국,KR,3000,40,5,10000,0.013333,3333.33,2000\r\n" +
        "알 수 없음,,800,8,0,2000,0.01,2500,\r\n" +
        "합계,,3800,48,5,12000,0.012632,3157.89,2400\r\n",
    );
  });
});
