import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "./errors";
import { REASONS, REASON_IDS } from "./reasons";

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" || entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the reasons catalogue", () => {
  it("gives every reason a known status and a one-line meaning", () => {
    for (const id of REASON_IDS) {
      expect(Object.keys(ERROR_CODES).map(Number)).toContain(REASONS[id].status);
      expect(REASONS[id].meaning).toMatch(/^\S.{10,200}\.$/);
      expect(REASONS[id].meaning).not.toContain("\n");
    }
  });

  it("matches the status every `new ApiError(status, …, reason)` in the code uses", () => {
    const mismatches: string[] = [];
    for (const file of [...sourceFiles("lib"), ...sourceFiles("app")]) {
      const text = fs.readFileSync(file, "utf8");
      for (const match of text.matchAll(/new ApiError\(\s*(\d{3}),[^;]{0,400}?"([A-Z][A-Z0-9_]+)"/g)) {
        const reason = REASONS[match[2] as keyof typeof REASONS];
        if (reason && reason.status !== Number(match[1])) mismatches.push(`${file}: ${match[1]} ${match[2]}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it.each(["en", "ko"])("has a console text in %s for every reason and for NETWORK_ERROR", (locale) => {
    const texts = JSON.parse(fs.readFileSync(path.join("lib", "i18n", "messages", locale, "reasons.json"), "utf8")) as Record<
      string,
      string
    >;
    expect(Object.keys(texts).sort()).toEqual([...REASON_IDS, "NETWORK_ERROR"].sort());
  });
});
