// The blind-hiring check (issue 36 item 3, ADR 0039): under blind hiring, what a reader could infer the
// applicant's school, hometown, age, gender, family, marital status, appearance or wealth from. Company
// names and the member's own terms are never flagged (the protected spans); the resume's schools always are.
import { BLIND_RULES } from './blind-lists';
import { BLIND_PHRASINGS } from './blind-phrasings';
import { limitForOthers } from './age-limit';
import { othersPerson } from './blind-others';
import { othersOrWorkplace } from './blind-others-segment';
import { othersTopic } from './blind-others-topic';
import { othersWork } from './blind-others-work';
import { othersClause } from './blind-others-clause';
import { othersFifth } from './blind-others-fifth';
import { othersListed } from './blind-others-listed';
import { othersEnFrame } from './blind-others-en-frame';
import { othersSixth } from './blind-others-sixth';
import { firstPersonMatches } from './blind-first-person';
import { gridMatches } from './blind-grid';
import { othersKoHead } from './blind-others-ko-head';
import { asSelf, gridOthers } from './blind-grid-others';
import { companyFormSpans } from './company-forms';
import { tradeNameSpans } from './company-trade-names';
import { supplierListSpans } from './company-supplier-list';
import { othersHired } from './blind-others-hired';
import { othersIdYang } from './blind-others-id-yang';
import { othersHonorificParent } from './blind-others-honorific-parent';
import { othersHometownRelativeKo } from './blind-others-hometown-relative-ko';
import { othersSchoolOfPeople } from './blind-others-school-of-people';
import { religionAsSeason } from './blind-religion-as-season';
import { othersDescribed } from './blind-others-described';
import { othersServedKo } from './blind-others-served-ko';
import { othersIdOwner } from './blind-others-id-owner';
import { othersIdPeople } from './blind-others-id-people';
import { koOwnLookAtStart } from './blind-face-listed';
import { koOwnKinCompared } from './blind-own-copula-ko';
import { overlaps } from './text';
import type { CheckLang, Finding } from './types';
import { measuresGoods } from './weight-of-goods';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function blindFindings(
  said: string,
  lang: CheckLang,
  /** Protected spans (company names, the member's terms) — schools excepted by the caller. */
  spans: [number, number][],
  schools: string[] = [],
): Finding[] {
  // Round twenty-four: a curly apostrophe reads as a straight one (I’m = I'm); the same length, so every
  // range holds, and the finding quotes the text as written.
  const text = said.replace(/[’‘]/g, "'");
  const out: Finding[] = [];
  const taken: [number, number][] = [];
  const add = (a: number, b: number, why: string, widen = false) => {
    // Round twenty-two: a longer phrase of the round's families that holds a shorter finding says more
    // (Keluarga saya → Keluarga saya berkecukupan, "Where I grew up" → "Where I grew up, in rural Kentucky");
    // it takes the shorter one's place. A school keeps its own finding.
    const held = !widen
      ? -1
      : out.findIndex(
          ({ range: [s, e], message }) => a <= s && e <= b && b - a > e - s && message !== 'blind.school',
        );
    if (
      held >= 0 &&
      !overlaps(
        taken.filter((_, i) => i !== held),
        a,
        b,
      )
    ) {
      taken.splice(held, 1);
      out.splice(held, 1);
    }
    if (overlaps(taken, a, b)) return;
    taken.push([a, b]);
    out.push({
      kind: 'blind',
      severity: 'fix',
      range: [a, b],
      message: `blind.${why}`,
      why: `blind.why.${why}`,
      values: { found: said.slice(a, b) },
    });
  };
  for (const school of [...new Set(schools.map((s) => s.trim()).filter((s) => s.length >= 2))]) {
    const re = new RegExp(escape(school), 'gi');
    for (const m of text.matchAll(re)) {
      const [a, b] = [m.index, m.index + m[0].length];
      // Inside a longer name the member declared (a company: 서울대학교병원, Harvard Bioscience), it is
      // that name, and a declared company is never flagged (round eleven).
      if (spans.some(([s, e]) => s <= a && b <= e && e - s > b - a)) continue;
      add(a, b, 'school');
    }
  }
  // The kept words first, then the phrasings by family (a span one of them took is not flagged twice);
  // a name with a company's legal form (PT Universitas …, CV Anak Rantau …) is a company's (round seventeen).
  // Round thirty-one: a name its trade ends (막내이모코스메틱, Bristol College Devices) is a company's too.
  // Round thirty-three: the names in a supplier list ("흙은 큰형도재, 유약은 경희세라믹에서 받았습니다").
  const named = [
    ...spans,
    ...companyFormSpans(text, lang),
    ...tradeNameSpans(text, lang),
    ...supplierListSpans(text, lang),
  ];
  const consider = (a: number, b: number, why: string, widen = false) => {
    if (b <= a || overlaps(named, a, b)) return;
    // Round twenty-six: "Sebagai orang yang lahir di Aceh, saya …" names the writer (blind-grid-others.ts).
    if (asSelf(text, a, b, why, lang)) return add(a, b, why, widen);
    // Round thirty-two: a look said at the sentence's start with no owner is the writer's (blind-face-listed.ts).
    if (koOwnLookAtStart(text, a, b, why, lang)) return add(a, b, why, widen);
    // Round thirty-four: one's kin compared with or followed by the writer (…해 온 어머니와는 달리: blind-own-copula-ko.ts).
    if (koOwnKinCompared(text, a, b, why, lang)) return add(a, b, why, widen);
    if (why === 'family' && othersKin(text, a, lang)) return;
    // Round eighteen: a bare "40 kg" of a change, a rate or a quantity measures goods, not the member.
    if (why === 'appearance' && measuresGoods(text, a, b)) return;
    // Round eighteen: an age or a height as a limit set for others (만 16세 이상, aged 17 or over).
    if (limitForOthers(text, a, b, why)) return;
    // Round nineteen: another person's kin, age, gender or weight (자녀를 둔 고객, an 87-year-old man who).
    if (othersPerson(text, a, b, why, lang)) return;
    // Round twenty: a customer segment, another's trait, a role, or a school as a workplace.
    if (othersOrWorkplace(text, a, b, why, lang)) return;
    // Round twenty-one: a topic, a product or another's (고향사랑기부제, married couples, pencatat berat badan).
    if (othersTopic(text, a, b, why, lang)) return;
    // Round twenty-two: a scheme or a product (육아휴직 제도), a client who is a parent, a school one worked with.
    if (othersWork(text, a, b, why, lang)) return;
    // Round twenty-three: another person's trait by the clause's shape (자녀를 둔 입주민들, 남편분, "The
    // driver, a young dad of two,", "operator kami masih berusia 19").
    if (othersClause(text, a, b, why, lang)) return;
    // Round twenty-four: a firm's or a brand's name, a kin pair, an audience, another's subject or appositive.
    if (othersFifth(text, a, b, lang)) return;
    // Round twenty-five: a form's fields, a pet's age, kin after another's subject, a client's marital word.
    if (othersSixth(text, a, b, why, lang)) return;
    // Round twenty-six: a trait before another person or a thing, or after a verb of service (blind-grid-others.ts).
    if (gridOthers(text, a, b, lang)) return;
    // Round twenty-seven: a Korean kin or body word another person's by the clause (blind-others-ko-head.ts).
    if (othersKoHead(text, a, b, why, lang)) return;
    // Round twenty-eight: an Indonesian school word of a group of others listed or described (blind-others-listed.ts).
    if (othersListed(text, a, b, why, lang)) return;
    // Round twenty-nine: an English trait of the next noun, of a person just before, or a thing's size (blind-others-en-frame.ts).
    if (othersEnFrame(text, a, b, why, lang)) return;
    // Round thirty: people the writer hires or trains (여성 직원을 채용), an Indonesian "yang" clause on another.
    if (othersHired(text, a, b, why, lang) || othersIdYang(text, a, why, lang)) return;
    // Round thirty: a religious season as the work's time, interns from a school, another's 어머님.
    if (
      religionAsSeason(text, a, b, why, lang) ||
      othersSchoolOfPeople(text, a, why, lang) ||
      othersHonorificParent(text, a, b, lang) ||
      othersHometownRelativeKo(text, a, b, why, lang) ||
      // Round thirty-two: a phrase describing another person (여든 살 할아버지, a widow of 91 who, suami istri
      // keturunan Tionghoa, 성가대 연주회를 연 성당 신부님: blind-others-described.ts).
      othersDescribed(text, a, b, why, lang) ||
      // Round thirty-three: a Korean trait in a clause headed by a person served (… 맞추러 온 노부부에게는,
      // 20대 번역가와, 다문화 가정의 … 어머니와는: blind-others-served-ko.ts).
      othersServedKo(text, a, b, why, lang) ||
      // Round thirty-four: an Indonesian owner after the kin (anak pertama mereka), an age after a person the
      // writer acts on (saya pasangkan dengan pensiunan insinyur berusia 66 tahun: blind-others-id-owner.ts).
      othersIdOwner(text, a, b, why, lang) ||
      // Round thirty-six: a thing's age in days, a body measure as a criterion, a trait after a person of the
      // story or a group word, a practice in others' purpose clause (blind-others-id-people.ts).
      othersIdPeople(text, a, b, why, lang)
    )
      return;
    add(a, b, why, widen);
  };
  for (const rule of [...BLIND_RULES[lang], ...BLIND_PHRASINGS[lang]]) {
    rule.re.lastIndex = 0;
    for (const m of text.matchAll(rule.re)) consider(m.index, m.index + m[0].trimEnd().length, rule.why);
  }
  // Round twenty-one: a category word from a broad list in a sentence about the writer.
  for (const [a, b, why] of firstPersonMatches(text, lang)) consider(a, b, why);
  for (const [a, b, why] of firstPersonMatches(text, lang, true)) consider(a, b, why, true);
  // Round twenty-six: the grid families in a sentence about the writer (blind-grid.ts).
  for (const [a, b, why] of gridMatches(text, lang)) consider(a, b, why);
  return out.sort((x, y) => x.range[0] - y.range[0]);
}

/**
 * Kin of another person, not the applicant's (round thirteen): a bereaved family's relatives, a client's
 * mother. Korean: the sentence names another person as the owner before the kin (고인의, 고객의, 환자의,
 * 유족의, 그분의) and no word of the applicant's own (저, 제, 저희, 우리) comes between. English: the kin
 * after his, her, their, whose or someone's, or after "the" in a sentence where the applicant is not (I,
 * me, my): "The eldest son wanted …", not "I am the eldest son" nor "The only child of two teachers, I …".
 */
export function othersKin(text: string, at: number, lang: CheckLang): boolean {
  const start = Math.max(text.lastIndexOf('.', at - 1), text.lastIndexOf('\n', at - 1)) + 1;
  const before = text.slice(start, at);
  if (lang === 'ko') {
    // Round thirty-five: another person set bare before the kin word, the genitive left out (친구 아버지는,
    // 동료 어머니가): the kin is that person's, whoever's friend they are (제 친구 아버지).
    if (KO_BARE_OTHER_BEFORE.test(before)) return true;
    const owners = [...before.matchAll(KO_OTHER_OWNER)];
    const last = owners.at(-1);
    if (!last) return false;
    return !KO_OWN.test(before.slice(last.index + last[0].length));
  }
  if (lang === 'en') {
    if (/\b(?:his|her|their|whose|[A-Za-z]+['’]s)\s+(?:[a-z-]+\s+)?$/i.test(before)) return true;
    if (!/\bthe\s+$/i.test(before)) return false;
    const end = text.slice(at).search(/[.!?\n]/);
    const sentence = text.slice(start, end < 0 ? text.length : at + end);
    return !/\b(?:I|me|my|mine|I'm|I've|I'd)\b/.test(sentence);
  }
  return false;
}

/** Another person named as the owner of what follows (고인의, 고객의, 유족의, 환자분의, 그분의). */
const KO_OTHER_OWNER =
  /(?<![가-힣])(?:고인|고객|환자|손님|이용객|어르신|의뢰인|민원인|유족|유가족|피해자|입주민|아동|학생|동료|상대방|그분|그녀|그)(?:분|님|분들|들)?(?:의|께서)(?![가-힣])/g;
/** A person who is not the writer's kin, bare right before the kin word (친구 아버지, 동료 어머니). */
const KO_BARE_OTHER_BEFORE =
  /(?<![가-힣])(?:친구|동료|동기|이웃|선배|후배|지인|고객|손님|환자|단짝|짝꿍|옆집|동창)들?\s$/;
/** The applicant's own words (저, 제, 저희, 우리, 나, 내). */
const KO_OWN = /(?<![가-힣])(?:저|제|저희|우리|나|내)(?:의|는|가|도)?(?![가-힣])/;
