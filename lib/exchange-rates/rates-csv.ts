import { currencyCodeSchema, rateDaySchema, rateValueSchema } from "./schemas";

/** One line of a rates file that cannot be loaded: its number (1 = the first line) and why. */
export type RatesCsvProblem = { line: number; message: string };
type ParsedRates = { entries: { date: string; currency: string; rate: string }[]; problems: RatesCsvProblem[] };

const HEADER = /^\s*date\s*,\s*currency\s*,\s*rate\s*$/i;

/**
 * Reads a plain `date,currency,rate` file (an optional header line, blank lines skipped, CRLF or LF): every line's
 * problem with its number, so the operator fixes the file once; a currency and day given twice is a problem unless
 * both lines say the same rate (then loaded once).
 */
export function parseRatesCsv(text: string): ParsedRates {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const entries: ParsedRates["entries"] = [];
  const problems: RatesCsvProblem[] = [];
  const seen = new Map<string, { rate: string; line: number }>();
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "" || (index === 0 && HEADER.test(raw))) return;
    const cells = raw.split(",").map((cell) => cell.trim());
    if (cells.length !== 3) {
      problems.push({ line, message: `has ${cells.length} fields; a line is date,currency,rate` });
      return;
    }
    const [date, currencyText, rateText] = cells;
    const currency = currencyText.toUpperCase();
    const checks = [
      ["date", rateDaySchema.safeParse(date)],
      ["currency", currencyCodeSchema.safeParse(currency)],
      ["rate", rateValueSchema.safeParse(rateText)],
    ] as const;
    const wrong = checks.flatMap(([name, result]) =>
      result.success ? [] : [`${name} "${cells[["date", "currency", "rate"].indexOf(name)]}" ${result.error.issues[0].message}`],
    );
    if (wrong.length) {
      problems.push({ line, message: wrong.join("; ") });
      return;
    }
    const rate = rateValueSchema.parse(rateText);
    const key = `${date}/${currency}`;
    const earlier = seen.get(key);
    if (earlier) {
      if (Number(earlier.rate) !== Number(rate)) {
        problems.push({ line, message: `${currency} on ${date} was already given ${earlier.rate} on line ${earlier.line}` });
      }
      return;
    }
    seen.set(key, { rate, line });
    entries.push({ date, currency, rate });
  });
  if (entries.length === 0 && problems.length === 0) problems.push({ line: 1, message: "holds no rates" });
  return { entries, problems };
}
