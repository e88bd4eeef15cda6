// A place in the United States as a résumé's contact line writes it: "Oak Park, Illinois", "Dayton, OH",
// "Austin, Texas 78701" — a town, a comma, the state by its name or its postal code (a ZIP code may follow).
// The state is the region (by its name) and the place as written the address; the country is left empty (the
// résumé's country is one of the service's, KR or ID).

// prettier-ignore
const STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan',
  MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada',
  NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina',
  ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
  SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont',
  VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', DC: 'District of Columbia',
};
const NAMES = new Map(Object.values(STATES).map((name) => [name.toLowerCase(), name]));

/** "Town, State" (name or postal code, a ZIP code after it allowed): the town at most four capitalised words. */
const PLACE = /^(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}),\s*([A-Za-z .]{2,20}?)(?:\s+\d{5}(?:-\d{4})?)?$/u;

/** The state (its name) of a "Town, State" place; null for any other text. */
export function usStateOf(text: string): string | null {
  const match = PLACE.exec(text.trim());
  if (!match) return null;
  const state = match[2].trim();
  // A postal code only in capitals ("IN", "OR" as words are no state); a name in any case.
  if (/^[A-Z]{2}$/.test(state)) return STATES[state] ?? null;
  return NAMES.get(state.toLowerCase()) ?? null;
}
