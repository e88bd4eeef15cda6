// A kept Korean misspelling conjugated or derived (spelling-lists.ts's KNOWN_MISSPELLINGS.ko).
import { KNOWN_MISSPELLINGS } from './spelling-lists';

/**
 * 하다, 되다 and 시키다 with their endings, and -적/-스럽다, after a noun (짜집기+하지, 폭팔+했다,
 * 승락+됐습니다): the conjugated and derived forms a kept misspelling takes.
 */
const KO_VERB_TAIL =
  /^(?:하|해|했|한|할|함|합|되|돼|됐|된|될|됨|됩|시키|시켜|시켰|시킨|시킬|시킴|적|스러|스럽|스런)[\uac00-\ud7a3]{0,5}$/;

/**
 * A kept Korean misspelling conjugated or derived (짜집기하지: 짜깁기하지, 희안하게: 희한하게): a kept
 * noun with 하다/되다/시키다 forms after it, or a kept 하다 verb (희안하다) in another form. The speller
 * thread flags it only when Hunspell rejects the whole word: a kept real-word error may make a real
 * word with 하다 (예기 for 얘기, but 예기하다 "to expect").
 */
export function keptDerivedKo(word: string): string | undefined {
  const list = KNOWN_MISSPELLINGS.ko;
  for (let i = word.length - 1; i >= 2; i--) {
    const tail = word.slice(i);
    if (!KO_VERB_TAIL.test(tail)) continue;
    const stem = word.slice(0, i);
    if (Object.hasOwn(list, stem) && !/[다요까]$/.test(stem)) return list[stem] + tail;
    const verb = list[stem + '하다'];
    if (Object.hasOwn(list, stem + '하다') && verb.endsWith('하다')) return verb.slice(0, -2) + tail;
  }
  return undefined;
}
