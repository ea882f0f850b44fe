import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_NAMESPACES, messagesFor, type MessageArea } from "./client-namespaces";
import { clientNamespaces, folderFiles } from "./client-namespaces-scan";

const root = process.cwd();
const ORG = "app/(console)/organizations/[organizationId]";
const orgAreas = fs
  .readdirSync(path.join(root, ORG), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const rootFiles = fs
  .readdirSync(path.join(root, "app"))
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join(root, "app", file));

// Each part: the files whose client code its provider serves, and the layout that gives it its provider.
const parts: { area: string; files: string[]; layout: string }[] = [
  { area: "root", files: rootFiles, layout: "app/layout.tsx" },
  { area: "auth", files: folderFiles(root, "app/(auth)"), layout: "app/(auth)/layout.tsx" },
  { area: "docs", files: folderFiles(root, "app/docs"), layout: "app/docs/layout.tsx" },
  { area: "console", files: folderFiles(root, "app/(console)", [ORG]), layout: "app/(console)/layout.tsx" },
  {
    area: "organization",
    files: folderFiles(
      root,
      ORG,
      orgAreas.map((area) => `${ORG}/${area}`),
    ),
    layout: `${ORG}/layout.tsx`,
  },
  ...orgAreas.map((area) => ({ area, files: folderFiles(root, `${ORG}/${area}`), layout: `${ORG}/${area}/layout.tsx` })),
];

describe("messages handed to the browser", () => {
  it.each(parts)("$area: its list is what its client components translate, no more, no less", ({ area, files }) => {
    const used = clientNamespaces(root, files);
    const listed = CLIENT_NAMESPACES[area as MessageArea] ?? CLIENT_NAMESPACES.organization;
    if (area in CLIENT_NAMESPACES) expect([...listed].sort()).toEqual(used);
    // An organization area without a list of its own is served by the organization's provider.
    else expect(listed).toEqual(expect.arrayContaining(used));
  });

  // An organization's areas also carry its time zone: their provider is OrganizationAreaMessages.
  it.each(parts.filter(({ area }) => area in CLIENT_NAMESPACES))("$area: its layout gives it its provider", ({ area, layout }) => {
    const provider = layout.includes("[organizationId]") ? "OrganizationAreaMessages" : "AreaMessages";
    expect(fs.readFileSync(path.join(root, layout), "utf8")).toContain(`<${provider} area="${area}"`);
  });

  it("hands over only the listed namespaces", () => {
    expect(messagesFor({ docs: { a: 1 }, campaigns: { b: 2 }, common: { c: 3 } }, "docs")).toEqual({ docs: { a: 1 } });
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
});
