/** Culture tags a company can carry; their titles live in the `culture` namespace (tags.<id>). */
export const CULTURE_TAGS = [
  'flat',
  'flexible',
  'remote',
  'growth',
  'stable',
  'global',
  'learning',
  'reward',
  'balance',
  'mission',
] as const;
export type CultureTag = (typeof CULTURE_TAGS)[number];
