import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { Locale } from "./config";

type Messages = Record<string, unknown>;
const cache = new Map<Locale, Messages>();

/** One catalogue per locale, split into namespace files: messages/<locale>/<namespace>.json. */
export function loadMessages(locale: Locale): Messages {
  const cached = cache.get(locale);
  if (cached && process.env.NODE_ENV === "production") return cached;
  const dir = path.join(process.cwd(), "lib", "i18n", "messages", locale);
  const messages: Messages = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    messages[file.slice(0, -".json".length)] = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  }
  cache.set(locale, messages);
  return messages;
}
