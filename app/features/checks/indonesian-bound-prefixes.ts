// Round thirty (issue 36): the bound forms KBBI writes together with the word they precede (PUEBI: bentuk
// terikat ditulis serangkai): subbagian, subbidang, pascapanen, prasejahtera, nontunai, multifungsi,
// semiotomatis, swadaya — not "sub bagian", "pasca panen", "non tunai". Only before a lower-case word of
// three letters or more (a name takes a hyphen: non-Muslim, pasca-Covid); antar (also "to deliver": antar
// barang), super and ekstra (adjectives of their own) are left out.
// Tested both ways in round-thirty-spelling.test.ts.
import type { ContextRule } from './context-rule';

export const ID_BOUND_PREFIXES: ContextRule[] = [
  {
    id: 'baku',
    re: /\b([Ss]ub|[Pp]asca|[Pp]ra|[Nn]on|[Mm]ulti|[Ss]emi|[Ss]wa) ([a-z]{3,})\b/g,
    fix: (m) => `${m[1]}${m[2]}`,
  },
];
