import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { retryWait } from "@/lib/auth/retry-wait";
import { loadMessages } from "./load-messages";

// Every key in one language exists in the other, so no screen falls back to a raw key.
function keys(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const dir = path.join(process.cwd(), "lib", "i18n", "messages");
const namespaces = fs.readdirSync(path.join(dir, "en")).filter((f) => f.endsWith(".json"));

describe("message catalogue", () => {
  it("has the same namespaces in English and Korean", () => {
    expect(
      fs
        .readdirSync(path.join(dir, "ko"))
        .filter((f) => f.endsWith(".json"))
        .sort(),
    ).toEqual([...namespaces].sort());
  });
  it.each(namespaces)("%s has the same keys in English and Korean", (file) => {
    const en = JSON.parse(fs.readFileSync(path.join(dir, "en", file), "utf8"));
    const ko = JSON.parse(fs.readFileSync(path.join(dir, "ko", file), "utf8"));
    expect(keys(ko).sort()).toEqual(keys(en).sort());
  });
  it.each(["en", "ko"] as const)("is served whole in %s: loadMessages imports every namespace file as it is", (locale) => {
    const messages = loadMessages(locale);
    expect(Object.keys(messages).sort()).toEqual(namespaces.map((file) => file.replace(/\.json$/, "")).sort());
    for (const file of namespaces) {
      expect(messages[file.replace(/\.json$/, "")]).toEqual(JSON.parse(fs.readFileSync(path.join(dir, locale, file), "utf8")));
    }
  });
});

describe("one Korean word for one thing", () => {
  it.each(namespaces)("%s calls cross promotions 크로스 프로모션, as the navigation does", (file) => {
    expect(fs.readFileSync(path.join(dir, "ko", file), "utf8")).not.toMatch(/교차\s*프로모션/);
  });
});

describe("the key-policy refusal", () => {
  it.each(["en", "ko"])("names the limit in words in %s, never by its API field name", (locale) => {
    const messages = JSON.parse(fs.readFileSync(path.join(dir, locale, "members.json"), "utf8"));
    const t = createTranslator({ locale, messages, namespace: "refusal" });
    const texts = ["expiresAt", "ipWhitelist", "rateLimit"].map((field) => t("KEY_POLICY_LOOSENED", { field }));
    for (const [i, field] of ["expiresAt", "ipWhitelist", "rateLimit"].entries()) expect(texts[i]).not.toContain(field);
    expect(new Set(texts).size).toBe(3);
  });
});

describe("the sign-in throttle's answer", () => {
  it.each([
    ["en", 840, "Too many sign-in attempts. Try again in 14 minutes."],
    ["en", 61, "Too many sign-in attempts. Try again in 2 minutes."],
    ["en", 1, "Too many sign-in attempts. Try again in 1 second."],
    ["ko", 840, "로그인 시도가 너무 많습니다. 14분 후에 다시 시도하세요."],
    ["ko", 45, "로그인 시도가 너무 많습니다. 45초 후에 다시 시도하세요."],
  ])("says in %s when to try again in words (Retry-After %i)", (locale, seconds, text) => {
    const auth = JSON.parse(fs.readFileSync(path.join(dir, locale, "auth.json"), "utf8"));
    expect(createTranslator({ locale, messages: { auth }, namespace: "auth" })("rateLimited", retryWait(seconds))).toBe(text);
  });
});
