#!/usr/bin/env node
// Where a console page's main-thread time goes while it loads: a V8 CPU profile of one load in Chromium (a 412 px
// phone viewport, CPU not slowed, sampled every 100 µs until 4 s after the load event), with the build's minified
// frames mapped back to their source through its source maps when the build has them. Prints the functions by self
// time, React's phases by inclusive time (the hydration's sliced render, the synchronous renders after it, effects,
// the server-component payload), the components rendered inside the synchronous renders, and who calls the
// functions named in CALLERS.
//   URL=<a page> COOKIE=<its session cookie> node bench/page-profile.mjs
// The page's server: `SERVE_ONLY=1 node bench/lighthouse.mjs` prints both. For names instead of minified ones, build
// with `productionBrowserSourceMaps: true` in next.config.mjs (not kept: source maps would ship with every build).
// CALLERS=zoneOffsetMinutes,useForm lists each function's callers (six frames up); RUNS=3 sums three loads.
import fs from "node:fs";
import path from "node:path";
import { SourceMapConsumer } from "source-map";
import { cookiesOf, launchChromium } from "./lib/browser.mjs";
import { root } from "./lib/harness.mjs";

const URL_ = process.env.URL;
if (!URL_)
  throw new Error("URL: the page to load (and COOKIE: its session cookie), as `SERVE_ONLY=1 node bench/lighthouse.mjs` prints them");
const COOKIE = process.env.COOKIE ?? "";
const RUNS = Number(process.env.RUNS ?? 1);
const CALLERS = (process.env.CALLERS ?? "").split(",").filter(Boolean);
const CHUNKS = path.join(process.env.APP_DIR ?? root, ".next", "static", "chunks");
const REACT_PHASES = [
  ["performWorkOnRoot", "React's renders and commits, all of them"],
  ["renderRootSync", "  synchronous renders (a layout effect's or an external store's update)"],
  ["performSyncWorkOnRoot", "  synchronous work, its commits included"],
  ["flushMutationEffects", "  commits: the DOM's changes"],
  ["flushLayoutEffects", "  commits: layout effects"],
  ["flushPassiveEffects", "effects (useEffect)"],
  ["readChunk", "the server components' payload, read"],
  ["initializeModelChunk", "the server components' payload, turned into elements"],
  ["instantiateModule", "modules' top-level code, run"],
];

/** The profile of one load. */
async function profileLoad(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  await context.addCookies(cookiesOf(COOKIE, URL_));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  await page.goto(URL_, { waitUntil: "load" });
  await page.waitForTimeout(4_000);
  const { profile } = await cdp.send("Profiler.stop");
  await context.close();
  return profile;
}

const consumers = new Map();
/** The source map of a chunk of the build, or null (a build without them). */
async function sourceMapOf(chunk) {
  if (!consumers.has(chunk)) {
    const file = path.join(CHUNKS, chunk);
    const mapName = fs.existsSync(file) ? /sourceMappingURL=(\S+)\s*$/.exec(fs.readFileSync(file, "utf8"))?.[1] : undefined;
    const mapFile = mapName && path.join(CHUNKS, mapName);
    consumers.set(
      chunk,
      mapFile && fs.existsSync(mapFile) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, "utf8"))) : null,
    );
  }
  return consumers.get(chunk);
}

/** "name @ source:line" of a profile node, mapped to the source where the build has its map. */
async function frameName({ callFrame: frame }) {
  let name = frame.functionName || "(anonymous)";
  let where = frame.url.split("/").pop();
  const chunk = frame.url.split("/_next/static/chunks/")[1]?.split("?")[0];
  const map = chunk && (await sourceMapOf(chunk));
  if (map) {
    const original = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (original.source) {
      name = original.name ?? name;
      const source = original.source.includes("node_modules/")
        ? original.source.replace(/^.*node_modules\//, "")
        : original.source.replace(/^.*?\/(app|components|lib)\//, "$1/");
      where = `${source}:${original.line}`;
    }
  }
  return `${name} @ ${where}`;
}

/** Each sample's frames, innermost first, and its duration in ms. */
async function samplesOf(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const names = new Map();
  for (const node of profile.nodes) names.set(node.id, await frameName(node));
  const stacks = new Map();
  const stackOf = (id) => {
    if (!stacks.has(id)) {
      const stack = [];
      for (let at = id; at !== undefined; at = parents.get(at)) stack.push(names.get(at));
      stacks.set(id, stack);
    }
    return stacks.get(id);
  };
  return profile.samples.map((id, i) => ({
    stack: stackOf(id),
    ms: (profile.timeDeltas[i + 1] ?? 0) / 1000,
    idle: nodes.get(id).callFrame.functionName === "(idle)",
  }));
}

const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
const top = (map, count) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
const ms = (value) => value.toFixed(1).padStart(7);

const browser = await launchChromium();
const samples = [];
try {
  await profileLoad(browser); // the server's first render of the page, not measured
  for (let run = 0; run < RUNS; run++) samples.push(...(await samplesOf(await profileLoad(browser))));
} finally {
  await browser.close();
}
const busy = samples.filter((sample) => !sample.idle);
const self = new Map();
const phases = new Map();
const inSync = new Map();
const appFrames = new Map();
const callers = new Map(CALLERS.map((name) => [name, new Map()]));
for (const { stack, ms: duration } of busy) {
  add(self, stack[0], duration);
  const functions = new Set(stack.map((frame) => frame.split(" @ ")[0]));
  for (const [name] of REACT_PHASES) if (functions.has(name)) add(phases, name, duration);
  for (const frame of new Set(stack)) if (/ @ (app|components|lib)\//.test(frame)) add(appFrames, frame, duration);
  if (functions.has("performSyncWorkOnRoot"))
    for (const frame of new Set(stack)) if (/ @ (app|components|lib)\//.test(frame)) add(inSync, frame, duration);
  for (const [name, byCaller] of callers) {
    const at = stack.findIndex((frame) => frame.startsWith(`${name} @`));
    if (at >= 0) add(byCaller, stack.slice(at, at + 6).join(" < "), duration);
  }
}
console.log(`${URL_}: ${RUNS} load(s), ${ms(busy.reduce((sum, sample) => sum + sample.ms, 0)).trim()} ms busy`);
console.log("\nSelf time, by function:");
for (const [frame, value] of top(self, 30)) console.log(ms(value), frame);
console.log("\nReact's phases and the payload, inclusive:");
for (const [name, label] of REACT_PHASES) console.log(ms(phases.get(name) ?? 0), `${label} (${name})`);
// The concurrent work loop is inlined in the production build: what is not synchronous is the hydration's sliced
// render (Next.js hydrates in a transition) and the work that follows it in the same slices.
console.log(
  ms((phases.get("performWorkOnRoot") ?? 0) - (phases.get("performSyncWorkOnRoot") ?? 0)),
  "  the rest: the hydration's render, in slices",
);
console.log("\nThe app's own functions, inclusive:");
for (const [frame, value] of top(appFrames, 25)) console.log(ms(value), frame);
console.log("\nThe app's own functions inside the synchronous renders, inclusive:");
for (const [frame, value] of top(inSync, 15)) console.log(ms(value), frame);
for (const [name, byCaller] of callers) {
  console.log(`\nCallers of ${name}:`);
  for (const [chain, value] of top(byCaller, 8)) console.log(ms(value), chain);
}
