#!/usr/bin/env node
// npm run -s plan -- export|preview|apply FILE [options]: campaigns as a JSON file, through the console's HTTP API
// (scripts/plan-cli.mjs; docs/plans.md).
import { readFile, writeFile } from "node:fs/promises";
import { runPlanCommand } from "./plan-cli.mjs";

process.exitCode = await runPlanCommand(process.argv.slice(2), {
  env: process.env,
  fetch,
  readFile: (file) => readFile(file, "utf8"),
  writeFile: (file, text) => writeFile(file, text),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
