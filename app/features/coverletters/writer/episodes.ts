// The resume's material as episodes (a job or a project with its own sentences), ranked by how well
// each fits the question's intent and the target (role, industry, culture tags).
import type { ResumeSections } from '../../../../db/schema/profiles';
import type { Lang } from '~/integrations/ai/types';
import { parseYearMonth, sentencesIn } from './facts';
import type { LetterIntent } from './intent';
import { enSentence, koSentence } from './prose';

export type Episode = {
  kind: 'work' | 'project';
  /** The company, or the project's name. */
  name: string;
  /** The position held (works), in the letter's language, or null. */
  position: string | null;
  start: string;
  end: string;
  /** Tools named for a project, usable in the letter's language. */
  tech: string[];
  /** The episode's own sentences in the letter's language, as whole sentences. */
  facts: { text: string; score: number }[];
  score: number;
  /** Order in time (newer is larger). */
  at: number;
};

const KEYWORDS: Record<LetterIntent, RegExp> = {
  failure:
    /장애|오류|실패|지연|이탈|누락|재처리|버그|문제|마감|피크|crash|bug|outage|error|fail|delay|broke|issue|offline|deadline/gi,
  data: /데이터|분석|지표|대시보드|A\/B|테스트|모델|예측|설문|보고|%|data|analy|metric|dashboard|test|model|forecast|research|survey|finding|rate/gi,
  leadership:
    /온보딩|가이드|리뷰|멘토|이끌|주도|신규 입사자|팀|mentor|\bled\b|lead|\bran\b|introduc|team|review|critique/gi,
  teamwork:
    /팀|협업|함께|리뷰|문서|공유|동료|마케팅|경영진|team|shared|critique|collaborat|handoff|with |together|four product/gi,
  customer:
    /고객|사용자|가맹점|소비자|환자|구매|재방문|customer|user|patient|merchant|client|caregiver|famil|booking|shop/gi,
  ethics:
    /정확|오류|검증|보안|안전|재처리|보상|감사|규정|accura|safe|secur|test|quality|check|bug|review|crash|audit/gi,
  problem:
    /줄였|개선|단축|해결|없앴|높였|앞당겼|전환|다시|cut|reduc|improv|fix|rebuil|faster|redesign|introduc|automat/gi,
  growth: /배우|처음|인턴|신규|learn|first|junior|intern/gi,
  strengths: /줄였|높였|단축|만들|설계|cut|built|design|led|reduc/gi,
  competency: /설계|구현|개발|분석|구축|build|design|develop|implement|analy/gi,
  motivation: /사용자|고객|서비스|user|customer|service/gi,
  goals: /설계|구축|개선|build|design|improv/gi,
};

const hits = (text: string, re: RegExp) => (text.match(re) ?? []).length;
const figure = /\d/;

/** Words of the target worth matching against the resume (role words, industry, posting title). */
export function targetWords(parts: (string | null | undefined)[]): string[] {
  return parts
    .filter((p): p is string => !!p)
    .flatMap((p) => p.toLowerCase().split(/[\s,/·()[\]-]+/))
    .filter((w) => w.length >= 2 && !/^(?:and|the|for|senior|junior|of|with)$/.test(w));
}

export function buildEpisodes(
  s: ResumeSections,
  lang: Lang,
  fallback: 'ko' | 'en' | 'id' | null,
  intent: LetterIntent,
  words: string[],
  fits: (v: string) => boolean,
): Episode[] {
  const sentence = (t: string, subject?: string) => (lang === 'ko' ? koSentence(t) : enSentence(t, subject));
  const rate = (text: string) => {
    const low = text.toLowerCase();
    return (
      hits(text, new RegExp(KEYWORDS[intent].source, 'gi')) * 2 +
      words.filter((w) => low.includes(w)).length +
      (figure.test(text) ? 1.5 : 0)
    );
  };
  const lines = (text: string) => text.split(/\n+/).flatMap((l) => sentencesIn(l, lang, fallback));
  const out: Episode[] = [];
  s.works
    .filter((w) => w.company.trim())
    .forEach((w, i) => {
      const ym = parseYearMonth(w.start);
      const facts = lines(w.achievements)
        .map((t) => sentence(t))
        .filter(Boolean)
        .map((text) => ({ text, score: rate(text) }));
      out.push({
        kind: 'work',
        name: w.company.trim(),
        position: fits(w.position) ? w.position.trim() : null,
        start: w.start.trim(),
        end: w.end.trim(),
        tech: [],
        facts,
        score: 0,
        at: ym ? ym.year * 12 + ym.month : -i,
      });
    });
  s.projects
    .filter((p) => p.projectName.trim())
    .forEach((p, i) => {
      const name = p.projectName.trim();
      const facts = lines(p.projectDescription)
        .map((t) => sentence(t, name))
        .filter(Boolean)
        .map((text) => ({ text, score: rate(text) }));
      out.push({
        kind: 'project',
        name,
        position: null,
        start: '',
        end: '',
        tech: p.technologiesUsed
          .split(/[,、]/)
          .map((t) => t.trim())
          .filter(fits),
        facts,
        score: 0,
        at: -100 - i,
      });
    });
  for (const e of out) {
    e.facts.sort((a, b) => b.score - a.score);
    const best = e.facts.slice(0, 2).reduce((a, f) => a + f.score, 0);
    e.score = best + rate(`${e.name} ${e.position ?? ''} ${e.tech.join(' ')}`) * 0.5 + e.facts.length * 0.3;
  }
  // Growth reads in time order; every other intent puts the most relevant episode first.
  return intent === 'growth'
    ? out.sort((a, b) => (a.kind === b.kind ? a.at - b.at : a.kind === 'work' ? -1 : 1))
    : out.sort((a, b) => b.score - a.score);
}
