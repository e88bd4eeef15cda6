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
