// Resume fragments as letter sentences: a bullet without an ending ("주문 시스템 운영", "Redesign of the
// checkout") becomes a whole sentence, so a letter never runs one fragment into the next.
import { josa } from './text';

const KO_ENDED = /(?:다|요|죠|까)[.!?]?["”’)]*$/;

/** A Korean description line as a sentence in the formal style (-습니다). */
export function koSentence(s: string): string {
  let t = s.trim().replace(/^[-•·*▪◦]\s*/, '');
  if (!t) return t;
  if (KO_ENDED.test(t)) return /[.!?]["”’)]*$/.test(t) ? t : `${t}.`;
  t = t.replace(/[.。]+$/, '');
  if (/함$/.test(t)) return `${t.slice(0, -1)}했습니다.`;
  if (/[^가-힣]?음$/.test(t) && /었음$|았음$|였음$|했음$/.test(t)) return `${t.slice(0, -1)}습니다.`;
  if (/임$/.test(t)) return `${t.slice(0, -1)}입니다.`;
  if (/됨$/.test(t)) return `${t.slice(0, -1)}되었습니다.`;
  // A noun phrase: what the person did, as a task they took on.
  return `${josa(t, '을/를')} 맡았습니다.`;
}

const IRREGULAR = new Set(
  'led built ran wrote made won took grew cut set began drove brought taught sold kept held found gave got put spoke chose rebuilt rewrote oversaw shipped'.split(
    ' ',
  ),
);
const VERB_FORMS = /^(?:[a-z]+ed|[a-z]+ped|[a-z]+ted)$/;

/**
 * An English description line as a first-person sentence: "Led X." → "I led X.", "Redesign of X" →
 * "I worked on the redesign of X.", "A sync engine for X." (a project) → "<name> is a sync engine for X."
 */
export function enSentence(s: string, subject?: string): string {
  let t = s.trim().replace(/^[-•·*▪◦]\s*/, '');
  if (!t) return t;
  if (!/[.!?]["”’)]*$/.test(t)) t = `${t}.`;
  const first = t.split(/\s/)[0] ?? '';
  const w = first.toLowerCase();
  if (/^[A-Z][a-z]+$/.test(first) && (IRREGULAR.has(w) || (VERB_FORMS.test(w) && w.length > 4)))
    return `I ${w}${t.slice(first.length)}`;
  if (/^(?:A|An)\s/.test(t) && subject) return `${subject} was ${t[0].toLowerCase()}${t.slice(1)}`;
  if (/^[A-Z][a-z]+ (?:of|for) /.test(t) && !/\b(?:is|was|were|are|has|had)\b/.test(t))
    return `I worked on the ${t[0].toLowerCase()}${t.slice(1)}`;
  return t;
}

/** Lower-cases the first word when it is a plain word, so a sentence can follow a lead-in clause. */
export function enLowerFirst(s: string): string | null {
  if (/^I\s/.test(s)) return s;
  const first = s.split(/\s/)[0] ?? '';
  if (/^(?:The|This|That|Our|My|Its|These|Those|Every|Each|A|An)$/.test(first))
    return first.toLowerCase() + s.slice(first.length);
  return null;
}
