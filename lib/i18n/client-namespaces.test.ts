import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_NAMESPACES, messagesFor, type MessageArea } from "./client-namespaces";
import { clientNamespaces, clientSections, folderFiles } from "./client-namespaces-scan";

const root = process.cwd();
const ORGANIZATIONS = "app/(console)/organizations";
const PROFILE = "app/(console)/profile";
const NOTIFICATIONS = "app/(console)/notifications";
const ORG = `${ORGANIZATIONS}/[organizationId]`;
const orgAreas = fs
  .readdirSync(path.join(root, ORG), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const rootFiles = fs
  .readdirSync(path.join(root, "app"))
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join(root, "app", file));

// The campaigns area has no provider of its own: the list's page gives itself one (a few sections of the campaigns'
// words), the new campaign and campaign pages' layouts give theirs.
const CAMPAIGNS = `${ORG}/campaigns`;
const campaignParts = [
  { area: "campaignList", files: [path.join(root, CAMPAIGNS, "page.tsx")], layouts: [`${CAMPAIGNS}/page.tsx`] },
  {
    area: "campaigns",
    files: [...folderFiles(root, `${CAMPAIGNS}/new`), ...folderFiles(root, `${CAMPAIGNS}/[campaignId]`)],
    layouts: [`${CAMPAIGNS}/new/layout.tsx`, `${CAMPAIGNS}/[campaignId]/layout.tsx`],
  },
];

// Each part: the files whose client code its provider serves, and the layouts (or page) that give it its provider.
const parts: { area: string; files: string[]; layouts: string[] }[] = [
  { area: "root", files: rootFiles, layouts: ["app/layout.tsx"] },
  { area: "auth", files: folderFiles(root, "app/(auth)"), layouts: ["app/(auth)/layout.tsx"] },
  { area: "docs", files: folderFiles(root, "app/docs"), layouts: ["app/docs/layout.tsx"] },
  // The console layout's provider serves its error pages; its pages outside an organization have their own.
  {
    area: "console",
    files: folderFiles(root, "app/(console)", [ORGANIZATIONS, PROFILE, NOTIFICATIONS]),
    layouts: ["app/(console)/layout.tsx"],
  },
  { area: "organizationList", files: folderFiles(root, ORGANIZATIONS, [ORG]), layouts: [`${ORGANIZATIONS}/page.tsx`] },
  { area: "profile", files: folderFiles(root, PROFILE), layouts: [`${PROFILE}/layout.tsx`] },
  { area: "notifications", files: folderFiles(root, NOTIFICATIONS), layouts: [`${NOTIFICATIONS}/layout.tsx`] },
  {
    area: "organization",
    files: folderFiles(
      root,
      ORG,
      orgAreas.map((area) => `${ORG}/${area}`),
    ),
    layouts: [`${ORG}/layout.tsx`],
  },
  ...orgAreas
    .filter((area) => area !== "campaigns")
    .map((area) => ({ area, files: folderFiles(root, `${ORG}/${area}`), layouts: [`${ORG}/${area}/layout.tsx`] })),
  ...campaignParts,
];

describe("messages handed to the browser", () => {
  it.each(parts)("$area: its list is what its client components translate, no more, no less", ({ area, files }) => {
    const used = clientNamespaces(root, files);
    const listed: readonly string[] = CLIENT_NAMESPACES[area as MessageArea] ?? CLIENT_NAMESPACES.organization;
    const namespaces = [...new Set(listed.map((name) => name.split(".")[0]))];
    if (area in CLIENT_NAMESPACES) expect(namespaces.sort()).toEqual(used);
    // An organization area without a list of its own is served by the organization's provider.
    else expect(namespaces).toEqual(expect.arrayContaining(used));
    // A namespace listed by its sections: exactly the sections the client code translates (each key written out
    // from its section on, so the scan can tell); those of an area served by the organization's provider are in
    // the organization's.
    for (const namespace of namespaces.filter((name) => !listed.includes(name) && used.includes(name))) {
      const sections = listed.filter((name) => name.startsWith(`${namespace}.`)).map((name) => name.slice(namespace.length + 1));
      if (area in CLIENT_NAMESPACES) expect(clientSections(root, files, namespace), namespace).toEqual(sections.sort());
      else expect(sections, namespace).toEqual(expect.arrayContaining(clientSections(root, files, namespace) ?? ["(all)"]));
    }
  });

  // An organization's areas also carry its time zone: their provider is OrganizationAreaMessages.
  it.each(parts.filter(({ area }) => area in CLIENT_NAMESPACES))("$area: its layout gives it its provider", ({ area, layouts }) => {
    for (const layout of layouts) {
      const provider = layout.includes("[organizationId]") ? "OrganizationAreaMessages" : "AreaMessages";
      expect(fs.readFileSync(path.join(root, layout), "utf8")).toContain(`<${provider} area="${area}"`);
    }
  });

  it("hands over only the listed namespaces, and of one listed by sections only those", () => {
    expect(messagesFor({ docs: { a: 1 }, campaigns: { b: 2 }, common: { c: 3 } }, "docs")).toEqual({ docs: { a: 1 } });
    const campaigns = { status: { A: "Active" }, list: { newest: "Newest" }, bids: { cpm: "CPM" }, serving: {} };
    expect(messagesFor({ campaigns, reasons: { r: 1 }, apps: { x: 1 } }, "campaignList")).toEqual({
      campaigns: { status: campaigns.status, list: campaigns.list, serving: {} },
      reasons: { r: 1 },
    });
  });
});

describe("the scan of client code", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "client-namespaces-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    "page.tsx",
    'import { useTranslations } from "x";\nimport { View } from "./view";\nimport { Big } from "@/lazy";\nuseTranslations("server");',
  );
  write("view.tsx", '"use client";\nimport { useThing } from "./hook";\nimport type { T } from "./typed";\nuseTranslations("view.sub");');
  write("hook.ts", 'export function useThing() { const t = useTranslations(); return [t("shell.a"), t(`common.b`)]; }');
  write("typed.tsx", '"use client";\nuseTranslations("typeOnly");');
  write(
    "lazy.tsx",
    '"use client";\nexport const Big = dynamic(() => import("./big"));\nexport const Other = dynamic(() => import("./other"));',
  );
  write("big.tsx", 'useTranslations("big");');
  write("other.tsx", 'useTranslations("other");');

  it("collects from the first client module on, follows what is imported, and only the lazy components imported", () => {
    expect(clientNamespaces(dir, [path.join(dir, "page.tsx"), path.join(dir, "lazy.tsx")])).toEqual(["big", "common", "shell", "view"]);
  });

  const sections = (name: string, text: string) => {
    write(name, text);
    return clientSections(dir, [path.join(dir, name)], "words");
  };
  it("tells the sections of a namespace each key starts in", () => {
    const list = [
      '"use client";',
      '// the "words" of a row; t is for "translate"',
      'import { other } from "@/lib/words/x";',
      'const t = useTranslations("words");',
      'const tp = useTranslations("words.metrics");',
      'const w = useTranslations("wordsMore");',
      't(`status.${s}`); t.has("hints.a") && t.rich(\'title\', {}); tp("x"); w(k);',
      'export function Other() { const all = useTranslations(); return all("words.columns.name") + all("shell.a"); }',
    ].join("\n");
    expect(sections("sections.tsx", list)).toEqual(["columns", "hints", "metrics", "status", "title"]);
  });
  it("cannot tell them where a key is computed from its start or the translator is handed on", () => {
    expect(sections("computed.tsx", '"use client";\nconst t = useTranslations("words");\nt(key);')).toBeNull();
    expect(sections("template.tsx", '"use client";\nconst t = useTranslations("words");\nt(`${a}.b`);')).toBeNull();
    expect(sections("handed.tsx", '"use client";\nconst t = useTranslations("words");\nt("a");\nformat(t);')).toBeNull();
    expect(sections("whole.tsx", '"use client";\nconst t = useTranslations();\nt(`words.${a}`);')).toBeNull();
    const rebound =
      '"use client";\nconst t = useTranslations("words");\nt("a");\nfunction B() { const t = useTranslations("shell"); t("b"); }';
    expect(sections("rebound.tsx", rebound)).toBeNull();
  });
});
