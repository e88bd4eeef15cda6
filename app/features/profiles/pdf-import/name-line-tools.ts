// A project's tools written after its name on the name's line, set off by a bar (or a spaced dash) and listed with commas
// ("Model Safety Stock Dinamis | Python, Power BI", "Dasbor Atribusi Kampanye | Looker Studio, BigQuery"),
// with no "Tools:" label: the project's technologies, which were dropped.
import { findDates } from './dates';
import { endsSentence } from './text';
import { isCity } from './vocabulary';

/**
 * The tools after the name in a project's first cell: two or more short comma-separated items after one
 * bar, none a date, a sentence or a place ("Seoul, Korea"). Null for anything else (a role after the bar,
 * "| Team Lead", or no bar).
 */
export function toolsAfterName(line: string): string | null {
  // A bar, or a spaced en or em dash ("Route Planner — Go, PostGIS"); a hyphen may be inside a name.
  const pieces = (line.split('\t')[0] ?? '').split(/\s*[|｜]\s*|\s+[—–]\s+/);
  if (pieces.length !== 2 || !pieces[0].trim()) return null;
  const listed = pieces[1].trim();
  const items = listed.split(/\s*,\s*/);
  const tool = (t: string) => t.length > 0 && t.length <= 24 && !endsSentence(t) && !findDates(t).length;
  if (items.length < 2 || !items.every(tool) || isCity(listed)) return null;
  return items.join(', ');
}

/** "Name 2024 · C4D, Redshift": the year set after the name, then a dot, then the tools listed with commas. */
const YEAR_DOT = /^(.+?)\s+(?:19|20)\d{2}\s*[·•ㆍ]\s*(.+)$/u;

/**
 * A portfolio card's head ("Brand Film for Dawn Bank 2024 · Blender, Nuke"): its name before the year, its tools
 * after the dot — two or more short items, none a date or a sentence. Null for anything else ("Name 2024 · 개인
 * 작업", one item, a name without the year).
 */
export function yearThenTools(line: string): { name: string; tools: string } | null {
  const match = YEAR_DOT.exec((line.split('\t')[0] ?? '').trim());
  if (!match) return null;
  const items = match[2].split(/\s*,\s*/);
  const tool = (t: string) => t.length > 0 && t.length <= 24 && !endsSentence(t) && !findDates(t).length;
  return items.length >= 2 && items.every(tool) ? { name: match[1].trim(), tools: items.join(', ') } : null;
}
