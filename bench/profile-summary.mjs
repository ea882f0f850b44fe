// Self time of a V8 .cpuprofile (`node --cpu-prof`) by category, as shares of the busy time (idle excluded):
//   node bench/profile-summary.mjs path/to/file.cpuprofile [more.cpuprofile …]
// Categories go by the function's script URL (and name, for the engine's own entries); the app's code is bundled
// by Next.js into .next/server chunks, minified, so "app code" there also holds the small libraries bundled
// with it (zod, next-auth, pino).
import fs from "node:fs";
import { fileURLToPath } from "node:url";

const RULES = [
  ["GC", (url, name) => name === "(garbage collector)"],
  ["idle", (url, name) => name === "(idle)"],
  ["V8/native (program)", (url, name) => name === "(program)" || name === "(root)"],
  ["async_hooks", (url, name) => /async_hooks|async_local_storage|AsyncLocalStorage|AsyncResource|promise_hooks/.test(url + " " + name)],
  ["Prisma", (url) => /@prisma|\/prisma\/|lib\/db\/generated|query_compiler|query-compiler|\/runtime\/client/.test(url)],
  ["pg", (url) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-)/.test(url)],
  ["Next.js pipeline", (url) => /node_modules\/next\/|\/next-server\/|react-server-dom|\.next\/server\/chunks\/[^/]*next/.test(url)],
  ["app code (bundled)", (url) => /\.next\/server\//.test(url)],
  ["Node I/O & internals", (url) => url.startsWith("node:") || url === "" || !url.includes("/")],
  ["other node_modules", (url) => url.includes("node_modules")],
  ["other", () => true],
];

/**
 * { total busy µs, by category µs, top functions } of one profile, counting the samples taken between `from`
 * and `to` (µs on the profile's clock, the system's monotonic one) when given.
 */
export function summarize(profile, { from = 0, to = Infinity } = {}) {
  const self = new Map(profile.nodes.map((node) => [node.id, 0]));
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= from && at <= to) self.set(profile.samples[i], self.get(profile.samples[i]) + delta);
  }
  const byCategory = new Map(RULES.map(([name]) => [name, 0]));
  const byFunction = new Map();
  for (const node of profile.nodes) {
    const us = self.get(node.id);
    if (!us) continue;
    const { url, functionName, lineNumber } = node.callFrame;
    const category = RULES.find(([, test]) => test(url, functionName))[0];
    byCategory.set(category, byCategory.get(category) + us);
    const key = `${category} | ${functionName || "(anonymous)"} ${url.replace(/^.*node_modules\//, "").replace(/^.*\.next\//, ".next/")}:${lineNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  const busy = [...byCategory].filter(([name]) => name !== "idle").reduce((sum, [, us]) => sum + us, 0);
  return { busy, idle: byCategory.get("idle"), byCategory, byFunction };
}

export function printSummary({ busy, idle, byCategory, byFunction }, top = 15) {
  console.log(`busy ${(busy / 1e6).toFixed(2)} s, idle ${(idle / 1e6).toFixed(2)} s`);
  for (const [name, us] of [...byCategory].filter(([n]) => n !== "idle").sort((a, b) => b[1] - a[1])) {
    console.log(`  ${name.padEnd(22)} ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${(us / 1e3).toFixed(0).padStart(6)} ms`);
  }
  console.log("top self time:");
  for (const [key, us] of [...byFunction]
    .filter(([k]) => !k.startsWith("idle"))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)) {
    console.log(`  ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${key}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of process.argv.slice(2)) {
    console.log(file);
    printSummary(summarize(JSON.parse(fs.readFileSync(file, "utf8"))));
  }
}
