// Wealth said as property one inherited (round nineteen, ADR 0039), by family from the round-eighteen set's
// misses (fresh14, read after its one blind run): 물려받은 과수원/땅/건물, "inherited a farm", "mewarisi
// kebun", "warisan orang tua saya" — an estate tells a reader the family's means as "a trust fund" does.
// Know-how or a habit handed down (물려받은 노하우, inherited a backlog, mewarisi semangat) is no property.
import type { BlindRule } from './blind-lists';

const KO_PROPERTY =
  '(?:땅|토지|논밭|논|밭|과수원|농장|목장|건물|빌딩|상가|아파트|집|주택|재산|유산|가게|공장|임야|주식|펜션|선산)';
const EN_PROPERTY =
  '(?:(?:a|an|the|my|our|some|two|three|several) )?(?:(?:small|large|family|little|big) )?(?:farm|estate|house|flat|property|properties|fortune|land|orchard|vineyard|portfolio|inheritance|shop|shops|buildings?|money)';
const ID_PROPERTY =
  '(?:tanah|rumah|kebun|sawah|ladang|toko|ruko|kos-kosan|kontrakan|usaha|harta|warisan|perkebunan|villa)';

export const INHERITED_WEALTH: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'wealth',
      re: new RegExp(
        `(?:물려받은|물려받아|상속받은|상속받아|물려주신|물려주셨)\\s?(?:[가-힣]{1,4}\\s)?${KO_PROPERTY}(?!안|중|념|착|[가-힣]{2})`,
        'g',
      ),
    },
  ],
  en: [
    {
      why: 'wealth',
      re: new RegExp(
        `\\b(?:I|we|my family) (?:had |have )?inherited ${EN_PROPERTY}\\b|\\b(?:an|my|our) inheritance\\b|\\bfamily money\\b|\\bprivate income\\b`,
        'g',
      ),
    },
  ],
  id: [
    {
      why: 'wealth',
      re: new RegExp(
        `\\b(?:mewarisi|mendapat warisan|warisan) (?:(?:sebidang|beberapa|belasan|puluhan|sebuah|dua|tiga) )?${ID_PROPERTY}\\b|\\b${ID_PROPERTY} warisan (?:orang tua|keluarga|kakek|nenek|ayah|ibu)\\b`,
        'gi',
      ),
    },
  ],
};
