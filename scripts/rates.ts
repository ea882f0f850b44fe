// Loads daily exchange rates from a plain CSV, one `date,currency,rate` a line (header optional; the rate is KRW
// for one unit of the currency on that UTC day):
//   npm run rates:load -- rates.csv
// Nothing is loaded when a line is wrong (each is listed with its number). Revenue that waited for these rates is
// converted in the same transaction. Works on DATABASE_URL or the embedded database (stop `npm start` first: the
// embedded one opens in one process only).
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { deploy } from "./db.mjs";

const { positionals } = parseArgs({ allowPositionals: true });
const [command, file] = positionals;

function fail(message: string): never {
  console.error(`rates: ${message}`);
  process.exit(1);
}

async function main() {
  if (command !== "load" || !file || positionals.length !== 2) fail("usage: npm run rates:load -- <file.csv>");
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    fail(`cannot read ${file}: ${(error as Error).message}`);
  }
  // The file is checked before the database is opened: a wrong file says so even while the server runs.
  const { parseRatesCsv } = await import("@/lib/exchange-rates/rates-csv");
  const { problems } = parseRatesCsv(text);
  if (problems.length) {
    for (const problem of problems) console.error(`${file}:${problem.line}: ${problem.message}`);
    fail(`nothing loaded: ${problems.length} ${problems.length === 1 ? "line needs" : "lines need"} fixing.`);
  }
  await deploy({ quiet: true });
  const { loadRatesFile } = await import("@/lib/exchange-rates/load-rates-file");
  const outcome = await loadRatesFile(text);
  if (outcome.problems.length || !("rates" in outcome)) fail("nothing loaded.");
  console.log(
    `Loaded ${outcome.rates} ${outcome.rates === 1 ? "rate" : "rates"}; converted the revenue of ${outcome.converted} postbacks.`,
  );
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => fail(error?.code === "DATABASE_LOCKED" ? error.message : (error?.message ?? String(error))),
);
