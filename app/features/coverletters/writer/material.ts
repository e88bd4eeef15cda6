// What a letter can be made of: the resume's jobs, projects and the applicant's own episodes as sources,
// each with its sentences (units) in the letter's language, ranked by how well each answers the question
// and fits the target. Units are the resume's own sentences (a bullet made whole, never reworded beyond
// grammar); prose in a language the writer does not write (Indonesian) is carried as a quotation.
import type { EpisodeTag } from '#db/schema/enums';
import type { ResumeSections } from '#db/schema/profiles';
import { parseYearMonth } from './facts';
import type { LetterIntent } from './intent';
import { enEnd, enSentence, koSentence } from './prose';
import { josa, proseLanguage, splitList, splitSentences, tidy } from './text';
import type { Lang, SourceRef } from '~/integrations/ai/types';

export type Part = 'fact' | 'situation' | 'action' | 'result' | 'learned';
export type Unit = {
  ref: SourceRef;
  part: Part;
  text: string;
  score: number;
  /** The line a job without a description gets ("X에서 Y로 일했습니다"): where and as what, nothing more. */
  bare?: boolean;
};
export type Source = {
  ref: SourceRef;
  kind: 'work' | 'project' | 'episode';
  /** The company, the project's name, or the episode's title. */
  name: string;
  /** Where: the company (works), the episode's org, or null. */
  org: string | null;
  position: string | null;
  start: string;
  end: string;
  /** Order in time (months since year 0); unknown dates sort last. */
  at: number;
  tech: string[];
  tags: EpisodeTag[];
  units: Unit[];
  /** The units are quotations of prose in another language (never translated). */
  quoted: boolean;
  score: number;
};

const KEYWORDS: Record<LetterIntent, RegExp> = {
  failure:
    /장애|오류|실패|지연|이탈|누락|재처리|버그|문제|마감|피크|crash|bug|outage|error|fail|delay|broke|issue|offline|deadline|gagal|terlambat/gi,
  data: /데이터|분석|지표|대시보드|A\/B|테스트|모델|예측|설문|보고|%|data|analy|metric|dashboard|test|model|forecast|research|survey|finding|rate|analisis|laporan/gi,
  leadership:
    /온보딩|가이드|리뷰|멘토|이끌|주도|신규 입사자|팀|채용|mentor|\bled\b|lead|\bran\b|introduc|team|review|train|memimpin|melatih|tim/gi,
  teamwork: /팀|협업|함께|리뷰|문서|공유|동료|합의|team|shared|collaborat|together|both|agreed|bersama|tim/gi,
  customer:
    /고객|사용자|가맹점|소비자|환자|구매|재방문|문의|customer|user|patient|merchant|client|member|pelanggan|klien/gi,
  ethics:
    /정확|오류|검증|보안|안전|재처리|감사|규정|accura|safe|secur|test|quality|check|audit|complian|pajak|audit/gi,
  problem:
    /줄였|개선|단축|해결|없앴|높였|앞당겼|전환|자동화|cut|reduc|improv|fix|rebuil|faster|redesign|automat|mengurangi|mempercepat/gi,
  growth: /배우|배웠|처음|인턴|신규|learn|first|junior|intern|belajar/gi,
  strengths: /줄였|높였|단축|만들|설계|cut|built|design|led|reduc/gi,
  competency: /설계|구현|개발|분석|구축|build|design|develop|implement|analy/gi,
  motivation: /사용자|고객|서비스|user|customer|service/gi,
  goals: /설계|구축|개선|build|design|improv/gi,
};

const hits = (text: string, re: RegExp) => (text.match(new RegExp(re.source, 'gi')) ?? []).length;

/** Words of the target worth matching against the resume (role words, industry, posting title). */
export function targetWords(parts: (string | null | undefined)[]): string[] {
  return parts
    .filter((p): p is string => !!p)
    .flatMap((p) => p.toLowerCase().split(/[\s,/·()[\]-]+/))
    .filter((w) => w.length >= 2 && !/^(?:and|the|for|senior|junior|of|with)$/.test(w));
}

/** The prose language of the whole resume's descriptions (works, projects, episodes). */
export function resumeProse(s: ResumeSections): 'ko' | 'en' | 'id' | null {
  return proseLanguage(
    [
      ...s.works.map((w) => w.achievements),
      ...s.projects.map((p) => p.projectDescription),
      ...(s.episodes ?? []).flatMap((e) => [e.situation, e.action, e.result]),
    ].join(' '),
  );
}

const months = (v: string) => {
  const ym = parseYearMonth(v);
  return ym ? ym.year * 12 + ym.month : null;
};

export type MaterialOptions = {
  lang: Lang;
  intent: LetterIntent;
  words: string[];
  /** Is a name usable in this letter (no Hangul in an English letter)? */
  fits: (v: string) => boolean;
};

/** The resume's sources for a letter in `lang`, with units ranked for the intent. */
export function gatherSources(s: ResumeSections, o: MaterialOptions): Source[] {
  const fallback = resumeProse(s);
  const rate = (text: string) => {
    const low = text.toLowerCase();
    return (
      hits(text, KEYWORDS[o.intent]) * 2 +
      o.words.filter((w) => low.includes(w)).length +
      (/\d/.test(text) ? 1.5 : 0)
    );
  };
  // A description's sentences in the letter's language; Indonesian prose is quoted (an English letter
  // carries an Indonesian resume's own words, names and figures rather than a translation).
  const sentences = (text: string, subject?: string): { text: string; quoted: boolean }[] =>
    (text ?? '')
      .split(/\n+/)
      .flatMap((l) => splitSentences(tidy(l)))
      .flatMap((t) => {
        const lang = proseLanguage(t) ?? fallback;
        if (lang === o.lang)
          return [{ text: o.lang === 'ko' ? koSentence(t) : enSentence(t, subject), quoted: false }];
        if (lang === 'id' && o.lang === 'en')
          return [{ text: `“${enEnd(t.replace(/^[-•·*▪◦]\s*/, ''))}”`, quoted: true }];
        return [];
      })
      .filter((x) => x.text && x.text !== '“.”');
  const out: Source[] = [];
  const add = (
    base: Omit<Source, 'units' | 'quoted' | 'score'>,
    parts: [Part, string][],
    subject?: string,
  ) => {
    const units: Unit[] = [];
    let quoted = false;
    for (const [part, text] of parts)
      for (const x of sentences(text, subject)) {
        quoted ||= x.quoted;
        units.push({ ref: base.ref, part, text: x.text, score: rate(x.text) });
      }
    out.push({ ...base, units, quoted, score: 0 });
  };
  s.works.forEach((w, i) => {
    if (!w.company.trim() || !o.fits(w.company)) return;
    add(
      {
        ref: `work:${i}`,
        kind: 'work',
        name: w.company.trim(),
        org: w.company.trim(),
        position: o.fits(w.position) ? w.position.trim() || null : null,
        start: w.start.trim(),
        end: w.end.trim(),
        at: months(w.start) ?? 1e6 + i,
        tech: [],
        tags: [],
      },
      [['fact', w.achievements]],
    );
    // A job without a description is still a fact: where, as what.
    const last = out[out.length - 1];
    if (!last.units.length) {
      const pos = last.position;
      last.units.push({
        ref: last.ref,
        part: 'fact',
        score: 0,
        bare: true,
        text:
          o.lang === 'ko'
            ? `${last.name}에서 ${pos ? `${josa(pos, '으로/로')} ` : ''}일했습니다.`
            : `I worked at ${last.name}${pos ? ` as ${pos}` : ''}.`,
      });
    }
  });
  s.projects.forEach((p, i) => {
    const name = p.projectName.trim();
    if (!name || !o.fits(name)) return;
    add(
      {
        ref: `project:${i}`,
        kind: 'project',
        name,
        org: null,
        position: null,
        start: '',
        end: '',
        at: 2e6 + i,
        tech: splitList(p.technologiesUsed).filter((t) => o.fits(t)),
        tags: [],
      },
      [['fact', p.projectDescription]],
      name,
    );
  });
  (s.episodes ?? []).forEach((e, i) => {
    add(
      {
        ref: `episode:${i}`,
        kind: 'episode',
        name: o.fits(e.title) ? e.title.trim() : '',
        org: o.fits(e.org) ? e.org.trim() || null : null,
        position: null,
        start: e.start.trim(),
        end: e.end.trim(),
        at: months(e.start) ?? 1.5e6 + i,
        tech: [],
        tags: e.tags ?? [],
      },
      [
        ['situation', e.situation],
        ['action', e.action],
        ['result', e.result],
        ['learned', e.learned],
      ],
    );
  });
  for (const src of out) {
    const best = [...src.units]
      .sort((a, b) => b.score - a.score)
      .slice(0, 2)
      .reduce((a, u) => a + u.score, 0);
    const tagged = src.tags.includes(o.intent as EpisodeTag) ? 6 : 0;
    src.score = best + tagged + rate(`${src.name} ${src.position ?? ''} ${src.tech.join(' ')}`) * 0.5;
  }
  return out.filter((x) => x.units.length || x.kind === 'work');
}

/** Sources told in time order: dated ones by start, then undated ones in resume order. */
export const inTime = (xs: Source[]) => [...xs].sort((a, b) => a.at - b.at);
