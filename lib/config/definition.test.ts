import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SETTINGS, type SettingName } from "./definition";
import { configProblems, setting } from "./index";

/** The variables each row of docs/configuration.md's table names, with the row's default column. */
function documentedRows(): Array<{ names: string[]; fallback: string }> {
  const doc = readFileSync("docs/configuration.md", "utf8");
  return doc
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => {
      const [variables, fallback] = line.split("|").slice(1, 3);
      return { names: [...variables.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]), fallback };
    });
}

describe("the settings' definition", () => {
  it("documents every setting in docs/configuration.md, and nothing else", () => {
    const documented = documentedRows().flatMap((row) => row.names);
    expect([...documented].sort()).toEqual(Object.keys(SETTINGS).sort());
  });

  it("documents each default the definition holds", () => {
    for (const row of documentedRows()) {
      for (const name of row.names) {
        const { fallback } = SETTINGS[name as SettingName];
        if (fallback === undefined) continue;
        expect(row.fallback, name).toContain(`\`${String(fallback)}\``);
      }
    }
  });

  it("takes the default for an unset or empty setting, and parses a set one", () => {
    expect(setting("WEBHOOK_CONCURRENCY", {})).toBe(4);
    expect(setting("WEBHOOK_CONCURRENCY", { WEBHOOK_CONCURRENCY: "" })).toBe(4);
    expect(setting("WEBHOOK_CONCURRENCY", { WEBHOOK_CONCURRENCY: " 7 " })).toBe(7);
    expect(setting("TRUST_PROXY", { TRUST_PROXY: "0" })).toBe(0);
    expect(setting("WORKER_ENABLED", { WORKER_ENABLED: "FALSE" })).toBe(false);
    expect(setting("SMTP_URL", {})).toBeUndefined();
    expect(setting("WEBHOOK_RETRY_SCHEDULE_SECONDS", { WEBHOOK_RETRY_SCHEDULE_SECONDS: "1, 2" })).toEqual([1, 2]);
  });

  it("refuses a wrong value, naming the setting, what it accepts and what it got", () => {
    expect(() => setting("WEBHOOK_CONCURRENCY", { WEBHOOK_CONCURRENCY: "0" })).toThrow(
      'WEBHOOK_CONCURRENCY must be an integer of at least 1 (got "0")',
    );
    expect(() => setting("RATE_LIMIT_TIMEOUT_MS", { RATE_LIMIT_TIMEOUT_MS: "1.5" })).toThrow(/RATE_LIMIT_TIMEOUT_MS must be an integer/);
    expect(() => setting("TAX_INVOICE_PERIOD", { TAX_INVOICE_PERIOD: "year" })).toThrow(
      'TAX_INVOICE_PERIOD must be one of top-up, month (got "year")',
    );
    expect(configProblems({ WORKER_ENABLED: "maybe", BALANCE_LOW_DAYS: "x" })).toEqual([
      'WORKER_ENABLED must be true or false (got "maybe")',
      'BALANCE_LOW_DAYS must be an integer of at least 1 (got "x")',
    ]);
  });
});
