import { describe, expect, it } from "vitest";
import { parseRatesCsv } from "./rates-csv";

describe("parseRatesCsv", () => {
  it("reads lines with or without a header, CRLF, blank lines and lower-case codes", () => {
    expect(parseRatesCsv("date,currency,rate\r\n2026-11-30,usd,1385.42\r\n\r\n2026-11-30, JPY , 9.1\r\n")).toEqual({
      entries: [
        { date: "2026-11-30", currency: "USD", rate: "1385.42" },
        { date: "2026-11-30", currency: "JPY", rate: "9.1" },
      ],
      problems: [],
    });
    expect(parseRatesCsv("2026-11-30,EUR,1500").entries).toEqual([{ date: "2026-11-30", currency: "EUR", rate: "1500" }]);
  });

  it("names every bad line by its number and why", () => {
    const { problems } = parseRatesCsv(
      [
        "date,currency,rate",
        "2026-02-30,USD,1",
        "2026-11-30,US,1",
        "2026-11-30,EUR,-3",
        "2026-11-30,KRW,1",
        "2026-11-30,USD",
        "2026-11-30,GBP,0",
        "2026-11-30,CHF,1.123456789",
      ].join("\n"),
    );
    expect(problems.map((p) => p.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(problems[0].message).toContain("calendar day");
    expect(problems[1].message).toContain("ISO 4217");
    expect(problems[3].message).toContain("KRW needs no rate");
    expect(problems[4].message).toContain("2 fields");
    expect(problems[5].message).toContain("more than 0");
    expect(problems[6].message).toContain("8 after");
  });

  it("takes a day and currency twice only with the same rate", () => {
    expect(parseRatesCsv("2026-11-30,USD,1385.4\n2026-11-30,USD,1385.40").entries).toHaveLength(1);
    expect(parseRatesCsv("2026-11-30,USD,1385.4\n2026-11-30,USD,1390").problems).toEqual([
      { line: 2, message: "USD on 2026-11-30 was already given 1385.4 on line 1" },
    ]);
  });

  it("refuses an empty file", () => {
    expect(parseRatesCsv("date,currency,rate\n").problems).toEqual([{ line: 1, message: "holds no rates" }]);
  });
});
