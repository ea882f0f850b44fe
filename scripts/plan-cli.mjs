// The plan command (npm run plan): campaigns kept as a JSON file, exported, previewed and applied through the HTTP
// API of a running console, as any client would. scripts/plan.mjs runs it; plan-cli.test.ts runs it on the routes.
import { parseArgs } from "node:util";

export const USAGE = `usage: npm run -s plan -- <command> FILE [options]
  export FILE    write the organization's campaigns (or --campaign ID's, or those --name / --status match) to FILE
  preview FILE   what applying FILE would change, campaign by campaign and ad by ad; nothing is changed
  apply FILE     apply FILE in one go (all or nothing); --write puts the new versions and ids back in FILE
options: --campaign ID, --name TEXT, --status CAMPAIGN_STATUS_…, --write, --json (print the API's answer)
environment: ADNET_API_URL (the console's address, default http://localhost:3000), ADNET_API_KEY (an API key of a
member who may read and change the campaigns), ADNET_ORGANIZATION_ID (the organization)`;

const show = (value) => {
  if (value === null || value === undefined) return "none";
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value.length ? value.join(", ") : "none";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
};

/** The answer of a preview or an apply as lines a person reads. */
export function describeAnswer(answer) {
  const lines = [];
  for (const campaign of answer.campaigns ?? []) {
    const review = campaign.review ? " (goes to review)" : "";
    lines.push(`campaigns.${campaign.index} ${campaign.name || "(new)"}: ${campaign.action}${review}`);
    if (campaign.action !== "CREATE")
      for (const change of campaign.changes) lines.push(`  ${change.field}: ${show(change.from)} → ${show(change.to)}`);
    for (const ad of campaign.ads ?? []) {
      if (ad.action === "UNCHANGED") continue;
      lines.push(`  ad ${ad.index} ${ad.name || "(new)"}: ${ad.action}${ad.review ? " (goes to review)" : ""}`);
      if (ad.action !== "CREATE")
        for (const change of ad.changes) lines.push(`    ${change.field}: ${show(change.from)} → ${show(change.to)}`);
    }
    if (campaign.error) {
      lines.push(`  refused: ${campaign.error.statusCode} ${campaign.error.reason ?? ""} ${campaign.error.message}`);
      for (const detail of campaign.error.details ?? []) lines.push(`    ${detail.path}: ${detail.message}`);
    }
  }
  return lines;
}

/** Puts what an apply answered back into the plan: each campaign's new version, and the ids of what it created. */
function withApplied(plan, answer) {
  return {
    ...plan,
    campaigns: plan.campaigns.map((entry, index) => {
      const result = answer.campaigns[index];
      if (!result?.version) return entry;
      const ads = entry.ads?.map((ad, adIndex) => {
        const adId = result.ads.find((item) => item.index === adIndex)?.adId;
        return adId && !ad.adId ? { adId, ...ad } : ad;
      });
      const { draft: _draft, ...rest } = entry;
      return { campaignId: result.campaignId, ...rest, version: result.version, ...(ads ? { ads } : {}) };
    }),
  };
}

/**
 * Runs one command. `io` is what it touches of the world: env, fetch, readFile, writeFile, out and err (a line
 * each). Answers the exit code: 0 done, 1 refused or failed, 2 misused.
 */
export async function runPlanCommand(argv, io) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        campaign: { type: "string" },
        name: { type: "string" },
        status: { type: "string" },
        write: { type: "boolean", default: false },
        json: { type: "boolean", default: false },
      },
    });
  } catch (error) {
    io.err(`${error.message}\n${USAGE}`);
    return 2;
  }
  const [command, file] = parsed.positionals;
  const { values } = parsed;
  if (!["export", "preview", "apply"].includes(command) || !file) {
    io.err(USAGE);
    return 2;
  }
  const key = io.env.ADNET_API_KEY;
  const organizationId = io.env.ADNET_ORGANIZATION_ID;
  if (!key || !organizationId) {
    io.err(`Set ADNET_API_KEY and ADNET_ORGANIZATION_ID.\n${USAGE}`);
    return 2;
  }
  const base = `${(io.env.ADNET_API_URL || "http://localhost:3000").replace(/\/$/, "")}/api/core/organization/${organizationId}`;
  const call = async (method, path, body) => {
    const res = await io.fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json };
  };
  const failed = ({ status, json }) => {
    io.err(`${status} ${json?.reason ?? ""}: ${json?.message ?? "no answer"}`);
    for (const detail of json?.details ?? []) io.err(`  ${detail.path}: ${detail.message}`);
    return 1;
  };

  if (command === "export") {
    const query = new URLSearchParams(Object.entries({ name: values.name, status: values.status }).filter(([, value]) => value));
    const res = values.campaign
      ? await call("GET", `/campaign/${encodeURIComponent(values.campaign)}/plan`)
      : await call("GET", `/plan${query.size ? `?${query}` : ""}`);
    if (res.status !== 200) return failed(res);
    await io.writeFile(file, `${JSON.stringify(res.json, null, 2)}\n`);
    io.out(`${res.json.campaigns.length} campaign(s) written to ${file}`);
    return 0;
  }

  let plan;
  try {
    plan = JSON.parse(await io.readFile(file));
  } catch (error) {
    io.err(`${file}: ${error.message}`);
    return 1;
  }
  const res = await call("POST", `/plan${command === "preview" ? "?dryRun=true" : ""}`, plan);
  if (values.json) io.out(JSON.stringify(res.json, null, 2));
  else for (const line of describeAnswer(res.json ?? {})) io.out(line);
  if (res.status !== 200) return failed(res);
  if (command === "apply" && values.write) {
    await io.writeFile(file, `${JSON.stringify(withApplied(plan, res.json), null, 2)}\n`);
    io.out(`${file} now carries the applied versions`);
  }
  io.out(command === "preview" ? "preview only: nothing was changed" : `applied (plan ${res.json.planId})`);
  return 0;
}
