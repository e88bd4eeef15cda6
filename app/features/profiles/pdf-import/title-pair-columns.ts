// Two sections set side by side at the foot of a one-column page ("KEAHLIAN" over its chips and "BAHASA",
// beside "SERTIFIKASI" over its certificates): the full-width lines above cross the gutter between them,
// so no gutter is found over the page and the two were read across in rows, each line half a skill and
// half a certificate. A line of exactly two section titles far apart opens such a zone: the gutter is the
// gap between the two titles, and what follows is read left side, then right side.
import type { TextRun } from './runs';
import { headingOf } from './sections';

/** A gap between runs of one baseline this wide (in points) parts two titles. */
const TITLE_GAP = 24;

/** A baseline's runs as clusters parted by wide gaps, each with its text and its horizontal extent. */
function clusters(line: TextRun[]): { text: string; left: number; right: number }[] {
  const out: { text: string; left: number; right: number }[] = [];
  for (const r of [...line].sort((a, b) => a.x - b.x)) {
    const last = out[out.length - 1];
    if (last && r.x - last.right < TITLE_GAP) {
      last.text += r.x - last.right > r.size * 0.15 ? ` ${r.text}` : r.text;
      last.right = Math.max(last.right, r.x + r.width);
    } else out.push({ text: r.text, left: r.x, right: r.x + r.width });
  }
  return out;
}

/** A section title alone ("SERTIFIKASI", "Skills", "자격증"), no text after it. */
const isTitle = (text: string) => {
  const heading = headingOf(text.trim());
  return !!heading && !heading.rest;
};

/**
 * The first baseline (top to bottom) that is two section titles far apart, as the y of that line and the
 * gutter between them; null when the runs hold none.
 */
export function titlePairGutter(
  lines: TextRun[][],
): { y: number; gutter: { left: number; right: number } } | null {
  for (const line of lines) {
    const parts = clusters(line);
    if (parts.length !== 2 || !parts.every((p) => isTitle(p.text))) continue;
    return {
      y: Math.max(...line.map((r) => r.y)),
      gutter: { left: parts[0].right + 1, right: parts[1].left - 1 },
    };
  }
  return null;
}
