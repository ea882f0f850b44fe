import { describe, expect, it } from "vitest";
import { csvField, historyCsv, spreadsheetDate, toCsv, UTF8_BOM } from "./history-csv";
import type { LedgerEntry } from "./schemas";

describe("CSV", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rlf", '"cr\rlf"'],
    [" padded ", '" padded "'],
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+82 10", "'+82 10"],
    ["-5", "'-5"],
    ["@cmd", "'@cmd"],
    ["광고비 충전", "광고비 충전"],
    [-1200, "-1200"],
    [0, "0"],
  ])("field %j → %s", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("starts with a UTF-8 byte-order mark and ends rows with CRLF", () => {
    const csv = toCsv([
      ["a", "b"],
      [1, "c"],
    ]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe("a,b\r\n1,c\r\n");
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it("writes the history with signed amounts and localized labels", () => {
    const history: LedgerEntry[] = [
      {
        _id: "6740a1b2c3d4e5f601234568",
        type: "CHARGE_TYPE_USAGE",
        amount: 300,
        cur: "CURRENCY_KRW",
        balanceAfter: 700,
        description: '캠페인 "겨울", 1차',
        createdAt: "2026-11-21T01:00:00.000Z",
      },
      {
        _id: "6740a1b2c3d4e5f601234567",
        type: "CHARGE_TYPE_PAID",
        amount: 1000,
        cur: "CURRENCY_KRW",
        balanceAfter: 1000,
        description: "",
        createdAt: "2026-11-20T01:00:00.000Z",
      },
    ];
    const csv = historyCsv(history, {
      columns: { date: "일시", type: "유형", amount: "금액", balanceAfter: "잔액", description: "설명", id: "ID" },
      type: (t) => ({ CHARGE_TYPE_PAID: "유료 충전", CHARGE_TYPE_FREE: "무료", CHARGE_TYPE_REFUND: "환불", CHARGE_TYPE_USAGE: "사용" })[t],
      date: (iso) => spreadsheetDate(iso, "Asia/Seoul"),
    });
    expect(csv).toBe(
      UTF8_BOM +
        "일시,유형,금액,잔액,설명,ID\r\n" +
        '2026-11-21 10:00:00,사용,-300,700,"캠페인 ""겨울"", 1차",6740a1b2c3d4e5f601234568\r\n' +
        "2026-11-20 10:00:00,유료 충전,1000,1000,,6740a1b2c3d4e5f601234567\r\n",
    );
  });
});
