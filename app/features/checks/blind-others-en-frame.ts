// Round twenty-nine (issue 36, ADR 0039): English traits that belong to someone or something else by the
// frame around them, from the tenth set's clean sentences (written before the round's rules): a trait that
// describes the next noun, a single client or a market ("a family business client", "a divorced tenant"); an
// age said by a participle whose subject is another person just before it ("my manager turning forty", "our
// chair, aged 61"); and a height that is a setting given to a thing ("raised the racks to six foot four").
import type { CheckLang } from './types';

/** A single other person, an account or a market the trait describes. */
const ROLE_AFTER =
  /^\s(?:client|customer|patient|tenant|account|owner|sector|market|segment|portfolio|clientele|household|practice)s?\b/;
/** A class year that names an event or a fund (the Class of 2019 reunion), not one's own class. */
const CLASS_EVENT =
  /^\s(?:reunion|dinner|party|yearbook|gift|fund|newsletter|event|gala|trip|photo|mixer|ceremony|graduation|intake)s?\b/i;
/** An age said by a participle or a relative clause (turning forty, who just turned 60, aged 61). */
const AGE_VERB = /^(?:turning|turned|just turned|aged|reaching|nearing|approaching|pushing)\b/i;
/** Another person named just before it (my manager, our new chair, a colleague,). */
const PERSON_BEFORE =
  /\b(?:manager|boss|colleague|co-?worker|client|customer|friend|mentor|teammate|supervisor|director|chair|chairman|chairwoman|chairperson|CEO|founder|neighbou?r|member|patient|student|employee|guest|tenant|landlord|owner|lead|coach|predecessor|successor|mother|father|husband|wife|son|daughter)(?:,|,? who(?: (?:is|was|has))?(?: just)?)?\s$/i;
/** A noun phrase brought in by an article or a determiner, right before the trait (a retired engineer). */
const NP_BEFORE = /\b(?:a|an|the|our|their|his|her|this|that|one)\s(?:[a-z-]+\s){0,3}[a-z-]+\s$/i;
const WRITER_NP_BEFORE =
  /(?:\b(?:I am|I'm|I was|I became|I remain|as|being|me)|^\s*As)\s(?:a|an|the)\s(?:[a-z-]+\s){0,3}[a-z-]+\s$/i;
/** A verb that sets a thing's size, then "to" or "at": raised the racks to, set the shelves at. */
const SETTING_BEFORE =
  /\b(?:raised|lowered|set|cut|built|extended|trimmed|adjusted|capped|limited|increased|reduced|sized|resized|raise|lower|build|cap|limit|size)\s(?:[\w-]+\s){0,4}(?:to|at)\s$/i;

/** Round thirty-six: a person the trait describes as an adjective (a newly married colleague, the divorced
 * neighbours), after an article or another's determiner and at most an adverb. */
const PERSON_AFTER =
  /^\s(?:colleague|co-?worker|teammate|neighbou?r|couple|friend|nurse|engineer|driver|donor|worker|technician|operator|apprentice|trainee|volunteer|manager|supervisor|woman|man|lady|gentleman|pair)s?\b/i;
const ARTICLE_BEFORE = /\b(?:a|an|the|our|their|his|her|two|three|several|some|one)\s(?:[a-z]+ly\s)?$/i;
const WRITER_ARTICLE_BEFORE =
  /(?:\b(?:I am|I'm|I was|I became|as|being)|^\s*As)\s(?:a|an|the)\s(?:[a-z]+ly\s)?$/i;
/** Round thirty-six: kin followed by a participle whose clause has a third person's owner ("two brothers
 * donating before their father's operation"): the kin are those people, not the writer's. */
const PARTICIPLE_OF_OTHERS = /^\s[a-z]+ing\b[^.,;!?]{0,40}?\b(?:their|his|her)\b/;

/** Round thirty-seven: a trait set AFTER a person brought in by an article or another's determiner, as the
 * noun's post-modifier ("a colleague back from maternity leave", "the nurse on paternity leave", "two
 * drivers newly married"): the trait is that person's, not the writer's ("As a mum back from maternity leave,
 * I" stays the writer's). */
const PERSON_NP_BEFORE =
  /\b(?:a|an|the|our|their|his|her|two|three|several|some|one)\s(?:[a-z-]+\s){0,2}(?:colleague|co-?worker|teammate|neighbou?r|friend|nurse|engineer|driver|worker|technician|operator|apprentice|trainee|volunteer|manager|supervisor|woman|man|lady|member|employee|client|customer|patient|tenant|guest|student|mentor|lead|chef|cook|cleaner|guard|officer|teacher|assistant)s?\s(?:(?:just|recently|newly)\s)?$/i;
const POST_MODIFIER =
  /^(?:(?:just |recently |newly )?(?:back from|returning from|returned from|fresh from|on)\s|(?:(?:just|recently|newly) )?(?:married|engaged|divorced|widowed|separated)\b)/i;

/** Whether the English trait at [a, b) is another person's or a thing's by its frame. */
export function othersEnFrame(text: string, a: number, b: number, why: string, lang: CheckLang): boolean {
  if (lang !== 'en') return false;
  const said = text.slice(a, b);
  if (/^(?:my|I)\b/i.test(said)) return false;
  const before = text.slice(Math.max(0, a - 60), a);
  if (ROLE_AFTER.test(text.slice(b, b + 20))) return true;
  if (
    PERSON_AFTER.test(text.slice(b, b + 20)) &&
    ARTICLE_BEFORE.test(before) &&
    !WRITER_ARTICLE_BEFORE.test(before)
  )
    return true;
  if (why === 'family' && PARTICIPLE_OF_OTHERS.test(text.slice(b, b + 60)) && !/\bmy\b/i.test(said))
    return true;
  if (/class of/i.test(said) && CLASS_EVENT.test(text.slice(b, b + 20)) && !/\b(?:my|our)\s$/i.test(before))
    return true;
  if (why === 'age' && AGE_VERB.test(said) && PERSON_BEFORE.test(before)) return true;
  // Round thirty-four: an age after a noun phrase brought in by an article or another's determiner is that
  // person's ("I paired a retired engineer aged 66 with …"), not when the writer is that phrase ("I was a
  // junior engineer aged 23", "As a new nurse aged 22, I").
  if (why === 'age' && AGE_VERB.test(said) && NP_BEFORE.test(before) && !WRITER_NP_BEFORE.test(before))
    return true;
  // Round thirty-five: the trait's clause has a third person as its subject ("when she came back from
  // maternity leave", "after he turned 60"), the nearest subject pronoun before it in the sentence.
  if (thirdPersonSubject(text, a)) return true;
  if (POST_MODIFIER.test(said) && PERSON_NP_BEFORE.test(before) && !WRITER_NP_BEFORE.test(before)) return true;
  return why === 'appearance' && SETTING_BEFORE.test(before);
}

/** The nearest subject pronoun before `a` in its sentence is he, she or they, at most five words back. */
function thirdPersonSubject(text: string, a: number): boolean {
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  const before = text.slice(start, a);
  const last = [...before.matchAll(/\b(?:I|we|We|she|She|he|He|they|They)\b/g)].at(-1);
  if (!last || /^(?:I|we|We)$/.test(last[0])) return false;
  const between = before.slice(last.index + last[0].length);
  return !/[,;:]/.test(between) && between.trim().split(/\s+/).filter(Boolean).length <= 5;
}
