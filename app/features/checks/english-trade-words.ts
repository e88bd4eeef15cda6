// Round twenty (ADR 0039): English words of the trades the American and British Hunspell lists lack — the
// family of the English false alarms on correctly spelt domain words: clipped forms a trade writes as words
// (comms, meds, merch, repo), closed and hyphenated trade compounds (uptime, ro-pax, poka-yoke, agritech),
// and trade nouns (cannula, planogram, stevedoring, roastery). Lower case; a plural or -ing form only where
// Hunspell does not derive it.
/**
 * Round twenty-four: re- verbs of the building and booking trades the lists and the derivation rule miss
 * (rebook is too short for it; retiled, reroofed, repointed and relet lie a letter from retitled, reproofed,
 * reappointed, reset), with their forms. Only these stems: re+tern (retern: return) stays flagged.
 */
const RE_TRADE_STEMS: [stem: string, forms: string[]][] = [
  ['book', ['', 's', 'ed', 'ing']],
  ['tile', ['', 's', 'd']],
  ['roof', ['', 's', 'ed', 'ing']],
  ['point', ['', 's', 'ed', 'ing']],
  ['let', ['', 's', 'ting']],
];
export const RE_TRADE_VERBS = RE_TRADE_STEMS.flatMap(([stem, tails]) =>
  tails.map((t) => `re${stem}${t}`),
).concat('retiling');

export const EN_TRADE_WORDS = [
  ...RE_TRADE_VERBS,
  // Clipped forms.
  'comms',
  // Round thirty-five: neuro, the clipped neurology of ward and service names (a neuro rehabilitation ward).
  'neuro',
  // Round thirty-five: the pest controller's regulated products (a biocide, rodenticides).
  'biocide',
  'biocides',
  'biocidal',
  'rodenticide',
  'rodenticides',
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
  // Round thirty-seven: the renal unit's work and kit (cannulate a fistula, cannulation; a dialyser, the US
  // dialyzer) and a shift rota made a verb (rostering staff, rostered on): trade words the lists lack.
  'cannulas',
  'cannulate',
  'cannulated',
  'cannulating',
  'cannulation',
  'dialyser',
  'dialysers',
  'dialyzer',
  'dialyzers',
  'rostering',
  'rostered',
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
  // Building sites and airports.
  'rebar',
  'rebars',
  'ambulift',
  'ambulifts',
  'photogrammetry',
  // Health: optics, blood tests, scans, limbs.
  'varifocal',
  'varifocals',
  'pupillary',
  'venepuncture',
  'phlebotomist',
  'sonographer',
  'orthotics',
  'prosthetist',
  // Wards and labs: clipped forms (defib, cath lab), airway care, medicines, sterile work and assays.
  'defib',
  'defibs',
  'cath',
  'nebulizer',
  'nebulizers',
  'nebuliser',
  'intubation',
  'extubation',
  'formulary',
  'pharmacovigilance',
  'autoclaving',
  'lyophilisation',
  'lyophilization',
  'aliquot',
  'aliquots',
  'pipetting',
  // Farms, greenkeeping and trees: crop diseases, feeding through irrigation.
  'anthracnose',
  'fusarium',
  'fertigation',
  'agrochemical',
  'agrochemicals',
  'stimpmeter',
  'zelkova',
  'zelkovas',
  // Round thirty: beekeeping's pests and brood diseases, by the National Bee Unit's names (varroa, the
  // mite; nosema, the gut parasite; chalkbrood, sacbrood, foulbrood).
  'varroa',
  'nosema',
  'chalkbrood',
  'sacbrood',
  'foulbrood',
  // Wine service, comics published online, and a Pilates studio's apparatus (the cadillac, a trapeze table).
  'sommelier',
  'sommeliers',
  'webtoon',
  'webtoons',
  'cadillac',
  'cadillacs',
  // Water treatment and semiconductor plants (round twenty, tuning): the chemistry of settling water and
  // the machines of a fab that the lists lack.
  'floc',
  'flocculation',
  'flocculant',
  'flocculants',
  'flocculate',
  'flocculated',
  'turbidimeter',
  'turbidimeters',
  'nephelometer',
  'chlorinator',
  'chlorinators',
  'dewatering',
  'degasser',
  'bonder',
  'bonders',
  'disinfector',
  'disinfectors',
  // Environmental compliance: a reading over its permitted limit (an -ance noun of exceed, which a rule of
  // -ance on a verb would not keep apart from maintainance, a slip of maintenance).
  'exceedance',
  'exceedances',
  // Ships.
  'bosun',
  'transhipment',
  // Round twenty-four: dental laboratories (a crown's material, inside or outside the mouth, the CAD
  // software labs name) and orchards (the moth whose larva bores apples).
  'zirconia',
  'intraoral',
  'extraoral',
  'exocad',
  'codling',
  // Round twenty-five: tree surgery's adjective, hire yards' party, window frames' plastic (written uPVC),
  // and the Sikh boy's head covering a helmet is fitted over.
  'arboricultural',
  'arboriculturist',
  'hirer',
  'hirers',
  'upvc',
  'patka',
  'patkas',
  // Kitchens' French single terms (its phrases are read in context: english-kitchen-french.ts).
  'brunoise',
  'bain-marie',
  'bain-maries',
  'amuse-bouche',
  'amuse-bouches',
  // Round thirty-two: the landscape words of Scotland, Wales and Ireland that farms, fisheries and estates
  // are named by (a loch, a strath, a cwm, a lough, a bothy); the American list lacks them.
  'loch',
  'lochs',
  'lochside',
  'strath',
  'straths',
  'cwm',
  'cwms',
  'lough',
  'loughs',
  'bothy',
  'bothies',
];

/**
 * English trade words Indonesian answers use as they are, which the Indonesian speller (its own list and the
 * American one) lacks though the English check's British list or compound rule knows them.
 */
export const EN_LOANS_IN_ID = [
  ...EN_TRADE_WORDS,
  'barcode',
  'barcodes',
  'chatbot',
  'chatbots',
  'timesheet',
  'timesheets',
  'profiler',
  'demurrage',
  'bentgrass',
  // Closed compounds of e-commerce, warehouses, airports and sites (the English check reads them as two
  // words; the Indonesian one reads no English compound).
  'dropship',
  'dropshipper',
  'dropshipping',
  'backorder',
  'backorders',
  'putaway',
  'sortation',
  'pushback',
  'towbar',
  'airside',
  'wayfinding',
  'formwork',
  'scaffolder',
  // Round twenty-four: second-hand selling online.
  'preloved',
  // Round thirty-seven: the press trade's closed compounds (mesin cetak sheetfed, a webfed press).
  'sheetfed',
  'webfed',
];
