import "server-only";
import Bowser from "bowser";

type BrowserName = { browser: string; os?: string };

/**
 * A session's User-Agent as a person reads it: "Chrome 131" and "macOS Sonoma" rather than the header's full text.
 * Null when the text names no browser a parser knows (a script, curl), so the page shows the text itself.
 */
export function browserName(userAgent: string): BrowserName | null {
  if (!userAgent.trim()) return null;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return null;
  const major = browser.version?.split(".")[0];
  const system = [os.name, os.versionName ?? (os.name === "Windows" ? undefined : os.version)].filter(Boolean).join(" ");
  return { browser: major ? `${browser.name} ${major}` : browser.name, ...(system ? { os: system } : {}) };
}
