#!/usr/bin/env node
// The main thread's long tasks while a console page loads on a slow phone's CPU, two builds side by side: each
// server (started by `SERVE_ONLY=1 node bench/lighthouse.mjs` in its own checkout, on its own port) is loaded in
// turn, RUNS times, each load in a fresh browser context (empty cache, only the session cookie) with the CPU slowed
// CPU_SLOWDOWN times (Chromium's DevTools throttling, as Lighthouse's mobile preset asks for). Prints each load's
// blocking time (the part of every task after first paint beyond 50 ms, Lighthouse's TBT without its TTI window),
// its longest task and how many there were, then the medians per server and their ratio.
//   TARGETS='[{"name":"main","url":"http://127.0.0.1:3350/...","cookie":"..."},{"name":"change",...}]' \
//     RUNS=7 node bench/long-tasks.mjs
// Far cheaper than a Lighthouse run, so the two builds alternate load by load under the same machine load.
import os from "node:os";
import { cookiesOf, launchChromium } from "./lib/browser.mjs";

const RUNS = Number(process.env.RUNS ?? 7);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const QUIET_MS = 3_000;
const LIMIT_MS = 20_000;
const TRACE = process.env.TRACE === "1";
const TARGETS = JSON.parse(process.env.TARGETS ?? "[]");
if (TARGETS.length === 0) throw new Error('TARGETS: a JSON list of {"name", "url", "cookie"} (the SERVE_ONLY output of each server)');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Installed before the page's own scripts: records first paint and every long task from the start. */
const observe = () => {
  const record = (window.__longTasks = { fcp: 0, tasks: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") record.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
};

/**
 * One load. In the page: first paint and the long tasks by the wall clock (slowed CPU_SLOWDOWN times). From a
 * Chromium trace of the same load: each main-thread task's own CPU time (`tdur`), which other processes on the
 * machine do not lengthen; `cpuBlocking` scales it by CPU_SLOWDOWN (the throttling only pauses the thread) and
 * counts what passes 50 ms, for every task after the navigation.
 */
async function measure(browser, target) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  await context.addCookies(cookiesOf(target.cookie, target.url));
  const page = await context.newPage();
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  // The throttling pauses the thread, and a task's thread time counts the pauses: the traced figures come from
  // an unthrottled load, each task's CPU time scaled by CPU_SLOWDOWN.
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: TRACE ? 1 : CPU_SLOWDOWN });
  if (TRACE)
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"] });
  await page.goto(target.url, { waitUntil: "load" });
  const started = Date.now();
  // Until no long task has ended for QUIET_MS (or LIMIT_MS in all).
  for (;;) {
    await page.waitForTimeout(500);
    const { tasks } = await page.evaluate(() => window.__longTasks);
    const lastEnd = Math.max(0, ...tasks.map((task) => task.start + task.duration));
    const now = await page.evaluate(() => performance.now());
    if (now - lastEnd >= QUIET_MS || Date.now() - started > LIMIT_MS) break;
  }
  const { fcp, tasks } = await page.evaluate(() => window.__longTasks);
  const trace = TRACE ? JSON.parse((await browser.stopTracing()).toString("utf8")) : { traceEvents: [] };
  await context.close();
  const afterPaint = tasks.filter((task) => task.start + task.duration > fcp);
  const blocking = afterPaint.reduce((sum, task) => sum + Math.max(0, task.start + task.duration - Math.max(task.start, fcp) - 50), 0);
  const cpuTasks = mainThreadTasks(trace.traceEvents ?? trace).map((tdur) => tdur * CPU_SLOWDOWN);
  return {
    blocking,
    longest: Math.max(0, ...tasks.map((task) => task.duration)),
    count: tasks.length,
    fcp,
    cpuBlocking: cpuTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    cpuLongest: Math.max(0, ...cpuTasks),
  };
}

/** The CPU time (ms) of each task the renderer's main thread ran, from the navigation on. */
function mainThreadTasks(events) {
  const main = new Set(
    events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`),
  );
  const navigation = Math.min(...events.filter((e) => e.name === "navigationStart").map((e) => e.ts));
  return events
    .filter((e) => e.name === "RunTask" && e.ph === "X" && main.has(`${e.pid}:${e.tid}`) && e.ts >= navigation && e.tdur !== undefined)
    .map((e) => e.tdur / 1000);
}

const browser = await launchChromium();
const results = Object.fromEntries(TARGETS.map((target) => [target.name, []]));
try {
  for (const target of TARGETS) await measure(browser, target); // a warm-up load each (the server's first render)
  for (let run = 1; run <= RUNS; run++) {
    for (const target of run % 2 === 0 ? [...TARGETS].reverse() : TARGETS) {
      const result = await measure(browser, target);
      results[target.name].push(result);
      console.log(
        `run ${run} ${target.name.padEnd(10)} blocking ${result.blocking.toFixed(0).padStart(5)} ms, longest task ${result.longest
          .toFixed(0)
          .padStart(5)} ms, ${String(result.count).padStart(2)} long tasks, first paint ${result.fcp.toFixed(0)} ms; ` +
          `by CPU time: blocking ${result.cpuBlocking.toFixed(0).padStart(5)} ms, longest task ${result.cpuLongest.toFixed(0).padStart(5)} ms; load ${os.loadavg()[0].toFixed(2)}`,
      );
    }
  }
} finally {
  await browser.close();
}
const medians = Object.fromEntries(
  Object.entries(results).map(([name, runs]) => [
    name,
    Object.fromEntries(["blocking", "longest", "cpuBlocking", "cpuLongest"].map((key) => [key, median(runs.map((run) => run[key]))])),
  ]),
);
for (const [name, m] of Object.entries(medians))
  console.log(
    `median ${name.padEnd(10)} blocking ${m.blocking.toFixed(0)} ms, longest task ${m.longest.toFixed(0)} ms; by CPU time: ` +
      `blocking ${m.cpuBlocking.toFixed(0)} ms, longest task ${m.cpuLongest.toFixed(0)} ms (${RUNS} loads at ${CPU_SLOWDOWN}x CPU)`,
  );
if (TARGETS.length === 2) {
  const [a, b] = TARGETS.map((target) => medians[target.name]);
  console.log(
    `ratio ${TARGETS[1].name}/${TARGETS[0].name}: blocking ${(b.blocking / a.blocking).toFixed(2)}, longest task ${(b.longest / a.longest).toFixed(2)}; ` +
      `by CPU time: blocking ${(b.cpuBlocking / a.cpuBlocking).toFixed(2)}, longest task ${(b.cpuLongest / a.cpuLongest).toFixed(2)}`,
  );
}
