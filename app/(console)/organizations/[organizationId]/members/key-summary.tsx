"use client";
import { useFormatter, useNow, useTranslations } from "next-intl";
import type { Member } from "@/lib/members/member-schema";

/** The member's key and its policy in a few words: prefix, last use, then the rules that apply. */
export function KeySummary({ member }: { member: Member }) {
  const t = useTranslations("members.keySummary");
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const rules: string[] = [];
  if (member.ipWhitelist?.length) rules.push(t("ipRanges", { count: member.ipWhitelist.length }));
  if (member.rateLimit) rules.push(t("rateLimit", { requests: member.rateLimit.requests, seconds: member.rateLimit.windowSeconds }));
  if (member.keyExpiresAt) {
    const date = format.dateTime(new Date(member.keyExpiresAt), "date");
    rules.push(new Date(member.keyExpiresAt) <= now ? t("expired", { date }) : t("expires", { date }));
  }
  return (
    <div className="space-y-0.5 text-xs">
      {member.keyPrefix ? (
        <p>
          <span className="font-mono text-slate-800">{member.keyPrefix}…</span>
          <span className="ml-2 text-slate-500">
            {member.keyLastUsedAt ? t("lastUsed", { time: format.relativeTime(new Date(member.keyLastUsedAt), now) }) : t("neverUsed")}
          </span>
        </p>
      ) : (
        <p className="text-slate-500">{t("none")}</p>
      )}
      {member.name && <p className="font-medium text-slate-700">{member.name}</p>}
      {rules.length > 0 && (
        <p className="text-slate-500">
          {/* A line breaks between rules, never inside one (a date or "60초당 100회" stays whole). */}
          {rules.map((rule, i) => (
            <span key={rule}>
              {i > 0 && " · "}
              <span className="whitespace-nowrap">{rule}</span>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
