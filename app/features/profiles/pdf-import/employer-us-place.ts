// An employer on a one-line job with its place in the United States after it: "Collections Manager, Franklin
// Heritage Museum, Columbus, Ohio | Mar 2019 – Present", "…, Acme Robotics, Austin, TX". The state went as a
// town (employer-town.ts) and the town stayed in the name ("Franklin Heritage Museum, Columbus"). A "Town,
// State" place closing the employer (usStateOf: the state by its name or postal code) is no part of it.
import { usStateOf } from './us-state-place';

/** The employer without ", Town, State" after it; as it is when no US place closes it or nothing is left. */
export function employerWithoutUsPlace(company: string): string {
  const pieces = company.trim().split(/\s*,\s*/);
  if (pieces.length < 3) return company;
  const place = pieces.slice(-2).join(', ');
  const name = pieces.slice(0, -2).join(', ');
  if (!usStateOf(place) || !/\p{L}{2,}/u.test(name)) return company;
  return name;
}
