// Round twenty (ADR 0039): English words of the trades the American and British Hunspell lists lack — the
// family of the English false alarms on correctly spelt domain words: clipped forms a trade writes as words
// (comms, meds, merch, repo), closed and hyphenated trade compounds (uptime, ro-pax, poka-yoke, agritech),
// and trade nouns (cannula, planogram, stevedoring, roastery). Lower case; a plural or -ing form only where
// Hunspell does not derive it.
export const EN_TRADE_WORDS = [
  // Clipped forms.
  'comms',
  'telecoms',
  'meds',
  'merch',
  'repo',
  'repos',
  'devops',
  'fabs',
  // Shipping and logistics.
  'ro-pax',
  'ropax',
  'ro-ro',
  'stevedoring',
  'palletized',
  'landside',
  // Factories.
  'uptime',
  'takt',
  'kanban',
  'poka-yoke',
  'deburr',
  'deburring',
  // Hospitals.
  'cannula',
  'cannulas',
  'phlebotomy',
  // Retail, hospitality and farms.
  'planogram',
  'planograms',
  'roastery',
  'commis',
  'agritech',
  // Data centres and aquariums.
  'colocation',
  'aquarist',
];
