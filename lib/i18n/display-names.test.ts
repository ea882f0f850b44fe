import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, LANGUAGE_CODES } from "@/lib/campaigns/targeting-values";
import { LOCALES } from "./config";
import { displayName } from "./display-names";

const KINDS = [
  ["region", COUNTRY_CODES],
  ["language", LANGUAGE_CODES],
] as const;

describe("display names", () => {
  for (const locale of LOCALES) {
    for (const [kind, codes] of KINDS) {
      it(`names every ${kind} code in ${locale}, each name once`, () => {
        const names = codes.map((code) => displayName(locale, kind, code));
        expect(names.filter((name, i) => codes[i] === name)).toEqual([]);
        expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
      });
    }
  }

  it("names things as the server's ICU does, whatever the browser's", () => {
    expect(displayName("en", "region", "FK")).toBe("Falkland Islands");
    expect(displayName("ko", "region", "KR")).toBe("대한민국");
    expect(displayName("en", "language", "tw")).toBe("Twi");
    expect(displayName("en", "language", "aa")).toBe("Afar");
  });

  it("falls back to English for another locale and to the code for an unknown one", () => {
    expect(displayName("fr", "region", "KR")).toBe("South Korea");
    expect(displayName("en", "region", "XX")).toBe("XX");
  });
});
