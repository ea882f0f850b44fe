import "server-only";
import { transaction } from "@/lib/db/transaction";
import { parseRatesCsv, type RatesCsvProblem } from "./rates-csv";
import { saveRates } from "./save-rates";

type LoadOutcome = { problems: RatesCsvProblem[] } | { problems: []; rates: number; converted: number };

/**
 * Loads a `date,currency,rate` file: nothing when any line is wrong (every problem answered), else every rate and
 * the conversions they allow in one transaction, so a load that fails half-way leaves nothing behind.
 */
export async function loadRatesFile(text: string): Promise<LoadOutcome> {
  const parsed = parseRatesCsv(text);
  if (parsed.problems.length) return { problems: parsed.problems };
  const converted = await transaction((tx) => saveRates(tx, parsed.entries, null), { timeout: 600_000 });
  return { problems: [], rates: parsed.entries.length, converted };
}
