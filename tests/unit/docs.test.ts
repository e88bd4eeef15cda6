// The README stays a README (at most 300 lines: run, configure, find, test, operate), and no relative link
// in the README, the changelog or docs/ points at a file that is not there.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const README_MAX_LINES = 300;

/** Markdown files whose links are checked: README.md, CHANGELOG.md and everything under docs/. */
function documents(): string[] {
  const found = ['README.md', 'CHANGELOG.md'];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md')) found.push(rel);
    }
  };
  walk('docs');
  return found;
}

function lineCount(text: string): number {
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

// [text](target) or [text](<target>), the text may hold one level of brackets ("print[.]pdf").
const LINK = /\[(?:[^[\]]|\[[^[\]]*\])*\]\((<[^>\n]*>|[^)\s]+)(?:\s+"[^"]*")?\)/g;

/** The relative link targets of a markdown text, outside fenced code blocks and code spans. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const targets: string[] = [];
  for (const line of prose.split('\n')) {
    // A code span that is not a link's text (`[x](y)` written as an example) is not a link.
    const text = line.replace(/(?<!\[)`[^`]*`(?!\])/g, (span) => (span.includes('](') ? '' : span));
    for (const match of text.matchAll(LINK)) {
      let target = match[1];
      if (target.startsWith('<')) target = target.slice(1, -1);
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      targets.push(target);
    }
  }
  return targets;
}

/** GitHub's anchors of a markdown text's headings (`## Tests` → `tests`; repeats get `-1`, `-2`, …). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of prose.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    found.add(n ? `${slug}-${n}` : slug);
  }
  return found;
}

/** Links of `file` (relative to the repository) whose file, folder or heading anchor does not exist. */
function brokenLinks(file: string, markdown: string, root = ROOT): string[] {
  return relativeLinks(markdown).filter((target) => {
    const [pathPart, anchor] = decodeURI(target.replace(/\?[^#]*/, '')).split('#');
    const resolved =
      pathPart === ''
        ? path.join(root, file)
        : pathPart.startsWith('/')
          ? path.join(root, pathPart)
          : path.resolve(root, path.dirname(file), pathPart);
    if (!resolved.startsWith(root + path.sep) || !fs.existsSync(resolved)) return true;
    if (anchor === undefined || !resolved.endsWith('.md')) return false;
    return !anchors(fs.readFileSync(resolved, 'utf8')).has(anchor);
  });
}

describe('README.md', () => {
  it(`has at most ${README_MAX_LINES} lines`, () => {
    const lines = lineCount(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
    expect(lines, `README.md has ${lines} lines; move detail to docs/`).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('maps URLs to route files that exist (the URL → file map)', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const routeLinks = relativeLinks(readme).filter((t) => t.includes('app/routes/'));
    expect(routeLinks.length).toBeGreaterThan(40);
  });
});

describe('relative links in README.md, CHANGELOG.md and docs/', () => {
  for (const file of documents()) {
    it(`${file} points only at files that exist`, () => {
      expect(brokenLinks(file, fs.readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
    });
  }
});

describe('the checks themselves (planted cases)', () => {
  it('counts a 301-line text as over the limit', () => {
    expect(lineCount('x\n'.repeat(301))).toBeGreaterThan(README_MAX_LINES);
    expect(lineCount('x\n'.repeat(300))).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('finds a link to a missing file or heading, relative to the linking file', () => {
    const text = [
      'See [perf](performance.md), [gone](no-such-file.md) and [up](../README.md#quick-start).',
      '[bad heading](../README.md#no-such-heading), [here](#scaling), [not here](#nowhere)',
      '[route](<../app/routes/($domain)._default.terms.tsx>) and [missing](<../app/routes/($domain).nope.tsx>)',
      '[web](https://example.com/x.md), [mail](mailto:a@b.c), `[example](not-a-link.md)`',
      '```',
      '[in a code block](not-checked.md)',
      '```',
    ].join('\n');
    expect(brokenLinks('docs/operations.md', text)).toEqual([
      'no-such-file.md',
      '../README.md#no-such-heading',
      '#nowhere',
      '../app/routes/($domain).nope.tsx',
    ]);
  });

  it("names headings' anchors as GitHub does", () => {
    const text =
      '# A\n## PDF import (`npm run bench:pdf-import`)\n## Tests\n## Tests\n```\n# not a heading\n```';
    expect([...anchors(text)]).toEqual(['a', 'pdf-import-npm-run-benchpdf-import', 'tests', 'tests-1']);
  });

  it('reads link texts with brackets in them and folder links', () => {
    const text =
      '[profile.print[.]pdf](<app/routes/($domain).profile.print[.]pdf.tsx>), [x](app/features/nowhere/)';
    expect(brokenLinks('README.md', text)).toEqual(['app/features/nowhere/']);
  });

  it('refuses a link that climbs out of the repository', () => {
    expect(brokenLinks('README.md', '[out](../../etc/passwd)')).toEqual(['../../etc/passwd']);
  });
});
