// Every relative link in README.md, docs/*.md and bench/README.md leads somewhere: the file it names exists and,
// when it names a #heading of a Markdown file, that file has a heading with that anchor as GitHub makes it.
// http(s) and other URLs with a scheme are not followed; links inside code are not links.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const projectRoot = path.resolve(import.meta.dirname, "..");

/** The pages checked: README.md, every docs/*.md and bench/README.md, as paths relative to root. */
function pages(root: string): string[] {
  const docs = fs.existsSync(path.join(root, "docs")) ? fs.readdirSync(path.join(root, "docs")).filter((name) => name.endsWith(".md")) : [];
  return ["README.md", ...docs.sort().map((name) => `docs/${name}`), "bench/README.md"].filter((file) =>
    fs.existsSync(path.join(root, file)),
  );
}

/** The text with fenced code blocks and inline code spans blanked out, line breaks kept (so line numbers hold). */
function withoutCode(markdown: string): string {
  let fence: string | null = null;
  const lines = markdown.split("\n").map((line) => {
    const opener = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === null && opener) {
      fence = opener[1];
      return "";
    }
    if (fence !== null) {
      if (new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`).test(line)) fence = null;
      return "";
    }
    return line;
  });
  return lines.join("\n").replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)|(`+)[^`]\2(?!`)/g, (span) => span.replace(/[^\n]/g, " "));
}

/** GitHub's anchor for a heading's text: lower case, punctuation and symbols dropped, each space a hyphen. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors a Markdown page's headings get on GitHub; a repeated heading gets -1, -2, … */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  const source = markdown.split("\n");
  withoutCode(markdown)
    .split("\n")
    .forEach((line, index) => {
      if (!/^ {0,3}#{1,6}[ \t]/.test(line)) return;
      // What the heading renders to (read from the source: code spans are blanked above): a link's text, code
      // without its backticks, no emphasis marks.
      const rendered = source[index]
        .replace(/^ {0,3}#{1,6}[ \t]+/, "")
        .replace(/(?:[ \t]+#+)?[ \t]*$/, "")
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/<[^>]+>/g, "")
        .replace(/[`*~]/g, "");
      const base = slug(rendered);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      result.add(count === 0 ? base : `${base}-${count}`);
    });
  return result;
}

/** Every link target of a page (inline links and images, and reference definitions), with its line. */
function links(markdown: string): { target: string; line: number }[] {
  const found: { target: string; line: number }[] = [];
  withoutCode(markdown)
    .split("\n")
    .forEach((text, index) => {
      for (const match of text.matchAll(/\]\(\s*(?:<([^>]*)>|([^)\s]*))(?:\s+"[^"]*")?\s*\)/g)) {
        found.push({ target: match[1] ?? match[2], line: index + 1 });
      }
      const definition = /^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/.exec(text);
      if (definition) found.push({ target: definition[1], line: index + 1 });
    });
  return found;
}

/** "file:line: target (why)" for each relative link of the pages that leads nowhere. */
function brokenLinks(root: string, files: string[]): { broken: string[]; checked: number } {
  const broken: string[] = [];
  let checked = 0;
  const anchorsOf = new Map<string, Set<string>>();
  for (const file of files) {
    const markdown = fs.readFileSync(path.join(root, file), "utf8");
    for (const { target, line } of links(markdown)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      checked++;
      const where = `${file}:${line}: ${target}`;
      const hash = target.indexOf("#");
      const filePart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
      const fragment = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
      const resolved =
        filePart === ""
          ? path.join(root, file)
          : filePart.startsWith("/")
            ? path.join(root, filePart)
            : path.resolve(root, path.dirname(file), filePart);
      if (!fs.existsSync(resolved)) {
        broken.push(`${where} (no such file: ${path.relative(root, resolved)})`);
        continue;
      }
      if (fragment === null || !resolved.endsWith(".md")) continue;
      if (!anchorsOf.has(resolved)) anchorsOf.set(resolved, anchors(fs.readFileSync(resolved, "utf8")));
      if (!anchorsOf.get(resolved)!.has(fragment.toLowerCase())) {
        broken.push(`${where} (no heading #${fragment} in ${path.relative(root, resolved)})`);
      }
    }
  }
  return { broken, checked };
}

describe("links between the documentation pages", () => {
  it("every relative link of README.md, docs/*.md and bench/README.md leads to a file and heading that exist", () => {
    const files = pages(projectRoot);
    expect(files).toEqual(expect.arrayContaining(["README.md", "docs/api-by-curl.md", "docs/architecture.md", "bench/README.md"]));
    const { broken, checked } = brokenLinks(projectRoot, files);
    expect(broken).toEqual([]);
    // README links to every docs page, so a parser that finds no links cannot pass this.
    expect(checked).toBeGreaterThanOrEqual(files.length);
  });
});

describe("the link check itself", () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  function plant(files: Record<string, string>) {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "doc-links-"));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    return brokenLinks(root, pages(root));
  }

  it("makes anchors as GitHub does", () => {
    expect(slug("Creative assets: storage and workers")).toBe("creative-assets-storage-and-workers");
    expect(slug("Operators: bootstrap")).toBe("operators-bootstrap");
    expect(slug("E-mail")).toBe("e-mail");
    expect(slug("Lists, `limit` & cursor_next (v2)")).toBe("lists-limit--cursor_next-v2");
    expect(slug("무통장입금 top-ups")).toBe("무통장입금-top-ups");
    expect([...anchors("# Intro\n\n## Intro\n\n### `PORT` and [links](x.md) **bold** #\n\n```sh\n# not a heading\n```\n")]).toEqual([
      "intro",
      "intro-1",
      "port-and-links-bold",
    ]);
  });

  it("passes pages whose links all lead somewhere, and ignores URLs and code", () => {
    const result = plant({
      "README.md":
        "# Top\n\n[docs](docs/a.md) [heading](docs/a.md#second-part) [here](#top) [bench](bench/README.md#figures)\n" +
        "[web](https://example.com/missing.md#nowhere) [mail](mailto:ops@example.com) ![logo](public/logo.png)\n" +
        "`[not](a-link.md)` and\n\n```md\n[nor](this.md)\n```\n",
      "docs/a.md": "# A\n\n## Second part\n\nBack to [the top](../README.md#top); [the code](/scripts/x.mjs).\n",
      "bench/README.md": "# Figures\n",
      "public/logo.png": "",
      "scripts/x.mjs": "",
    });
    expect(result.broken).toEqual([]);
    expect(result.checked).toBe(7);
  });

  it("fails on a link to a missing file, to a missing heading, and to a missing heading of its own page", () => {
    const result = plant({
      "README.md": "# Top\n\n[gone](docs/gone.md) [moved](docs/a.md#architecture)\n[self](#run-it) [ok](docs/a.md#a)\n",
      "docs/a.md": "# A\n\n[up](../README.md#test-it) [ref]\n\n[ref]: ./b.md\n",
    });
    expect(result.broken).toEqual([
      "README.md:3: docs/gone.md (no such file: docs/gone.md)",
      "README.md:3: docs/a.md#architecture (no heading #architecture in docs/a.md)",
      "README.md:4: #run-it (no heading #run-it in README.md)",
      "docs/a.md:3: ../README.md#test-it (no heading #test-it in README.md)",
      "docs/a.md:5: ./b.md (no such file: docs/b.md)",
    ]);
  });
});
