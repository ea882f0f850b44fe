import { describe, expect, it } from "vitest";
import { matchOptions, type Option } from "./match-options";

const en = (code: string, name: string): Option => ({ code, name, english: name });
const ko = (code: string, name: string, english: string): Option => ({ code, name, english });
const codes = (options: Option[]) => options.map((o) => o.code);

describe("matchOptions", () => {
  const countries = [en("KP", "North Korea"), en("KR", "South Korea"), en("US", "United States"), en("JP", "Japan")];
  const korean = [ko("KR", "대한민국", "South Korea"), ko("JP", "일본", "Japan"), ko("KP", "북한", "North Korea")];

  it.each([
    ["everything for an empty search", countries, "  ", ["KP", "KR", "US", "JP"]],
    ["by part of the name, ignoring case", countries, "kor", ["KP", "KR"]],
    ["by the exact code", countries, "us", ["US"]],
    ["by letters in order, after plain matches", countries, "sthkr", ["KR"]],
    ["one letter: only names containing it", countries, "j", ["JP"]],
    ["Hangul letters in order (한국 finds 대한민국)", korean, "한국", ["KR"]],
    ["by the English name in another language", korean, "japan", ["JP"]],
    ["nothing", countries, "zzz", []],
  ])("%s", (_label, options, search, expected) => {
    expect(codes(matchOptions(options as Option[], search as string, "en"))).toEqual(expected);
  });

  it("lists names containing the text before names holding its letters in order", () => {
    const options = [en("AA", "Xylo Ra"), en("BB", "Ray")];
    expect(codes(matchOptions(options, "ra", "en"))).toEqual(["AA", "BB"]);
    expect(codes(matchOptions([en("CC", "Rwanda"), en("DD", "Nauru")], "na", "en"))).toEqual(["DD", "CC"]);
  });
});
