// The Chromium of the page benchmarks (Debian's, or CHROME_PATH) with the flags every run of it here takes, and a
// session as `SERVE_ONLY=1 node bench/lighthouse.mjs` prints it, turned into a browser context's cookies.
import fs from "node:fs";
import { chromium } from "@playwright/test";

const executablePath = process.env.CHROME_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export function launchChromium() {
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** "a=1; b=2" (a Cookie header) as the cookies of `url`'s host. */
export function cookiesOf(header, url) {
  const { hostname } = new URL(url);
  return (header ?? "")
    .split("; ")
    .filter(Boolean)
    .map((cookie) => {
      const [name, ...value] = cookie.split("=");
      return { name, value: value.join("="), domain: hostname, path: "/" };
    });
}
