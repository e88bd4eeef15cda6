// What a question needs from the resume before anything is written: which kind of answer it asks for,
// which of the applicant's own episodes (or entries) can answer it, and which episode tags would. Read by
// assess (before payment) and by the composer (which writes from what this finds), so the two agree.
import type { EpisodeTag } from '#db/schema/enums';
import type { ResumeEpisode, ResumeSections } from '#db/schema/profiles';
import { asksWeakness, recognizeIntent, type LetterIntent } from './intent';
import type { CoverLetterRequest, SourceRef } from '~/integrations/ai/types';

/**
 * The kind of answer: a story only an episode can tell (failure, conflict, weakness), a kind an episode
 * or a plain entry can show (leadership …), or an answer made from the entries and the target.
 */
export type AnswerKind =
  | { need: 'episode'; tags: EpisodeTag[] }
  | { need: 'shown'; tags: EpisodeTag[]; shows: RegExp }
  | { need: 'entries' };

const CONFLICT = /갈등|의견 (?:차이|충돌)|대립|conflict|disagree|konflik|perbedaan pendapat/i;

/** Entry wording that plainly shows what a question asks (a work or project description, a position). */
const SHOWS: Partial<Record<LetterIntent, RegExp>> = {
  leadership:
    /이끌|이끈|리드|주도|팀장|파트장|리더|멘토|온보딩|\bled\b|\blead\b|mentor|managed a team|headed|memimpin|mengkoordinasi|membimbing|melatih/i,
  customer:
    /고객|사용자|소비자|가맹점|환자|민원|customer|client|\busers?\b|patient|merchant|pelanggan|klien|pengguna|nasabah/i,
  data: /데이터|분석|지표|대시보드|A\/B|통계|\bdata\b|analy[sz]|metric|dashboard|statistic|analisis|dasbor/i,
  ethics:
    /보안|안전|규정|감사|정확|검증|컴플라이언스|개인정보|security|safety|audit|complian|accura|privacy|keselamatan|kepatuhan|tanpa temuan/i,
  teamwork:
    /협업|함께|팀과|동료|공동|유관 부서|collaborat|together|cross-functional|with the [a-z ]*team|partnered|bersama|kolaborasi/i,
  problem:
    /개선|해결|줄였|줄이|단축|없앴|높였|앞당겼|자동화|reduc|improv|fix|\bcut\b|solv|automat|faster|meningkatkan|mengurangi|mempercepat|menyelesaikan|otomasi/i,
};

/**
 * A failure the applicant wrote without the tag: their result or lesson says so. The situation is not
 * read — it tells what went wrong around them ("the sync failed", "결제가 실패했다"), which is a problem
 * they solved, not their failure.
 */
const READS_AS_FAILURE =
  /실패|무산|좌절|놓쳤|놓친|미달|failed|failure|fell short|missed (?:the|our|a)|lost (?:the|a)|gagal|tidak tercapai/i;

/** What the question asks for, by its own text (the bank's tag only when the text says nothing known). */
export function answerKind(question: CoverLetterRequest['question']): AnswerKind {
  const intent = recognizeIntent(question.text, question.intent);
  if (intent === 'failure') return { need: 'episode', tags: ['failure'] };
  if (intent === 'teamwork' && CONFLICT.test(question.text.normalize('NFC')))
    return { need: 'episode', tags: ['conflict'] };
  if (intent === 'strengths' && asksWeakness(question.text))
    return { need: 'episode', tags: ['failure', 'growth'] };
  const shows = SHOWS[intent];
  if (shows) return { need: 'shown', tags: [intent as EpisodeTag], shows };
  return { need: 'entries' };
}

const episodeText = (e: ResumeEpisode) =>
  [e.title, e.situation, e.action, e.result, e.learned].filter(Boolean).join(' ');

/** Whether an episode has anything to tell (a title alone is not a story). */
export const hasStory = (e: ResumeEpisode) => !!(e.situation?.trim() || e.action?.trim() || e.result?.trim());

/** Does this episode answer a question that needs one of `tags`? (conservative for untagged ones) */
export function episodeAnswers(e: ResumeEpisode, kind: AnswerKind): boolean {
  if (!hasStory(e)) return false;
  const tags = e.tags ?? [];
  if (kind.need === 'entries') return true;
  if (kind.tags.some((t) => tags.includes(t))) {
    // A weakness is told only from the applicant's own lesson.
    return !(kind.tags.includes('growth') && kind.tags.includes('failure')) || !!e.learned?.trim();
  }
  if (kind.need === 'episode' && kind.tags[0] === 'failure' && kind.tags.length === 1)
    return READS_AS_FAILURE.test(`${e.result} ${e.learned ?? ''}`);
  if (kind.need === 'shown') return kind.shows.test(episodeText(e));
  return false;
}

/** The episodes (by index) that answer the question, tagged ones first. */
export function answeringEpisodes(s: ResumeSections, kind: AnswerKind): number[] {
  const eps = s.episodes ?? [];
  return eps
    .map((e, i) => ({
      i,
      ok: episodeAnswers(e, kind),
      tagged: kind.need !== 'entries' && e.tags?.some((t) => kind.tags.includes(t)),
    }))
    .filter((x) => x.ok)
    .sort((a, b) => Number(!!b.tagged) - Number(!!a.tagged) || a.i - b.i)
    .map((x) => x.i);
}

/** Work and project entries that plainly show what a 'shown' question asks. */
export function showingEntries(s: ResumeSections, kind: AnswerKind): SourceRef[] {
  if (kind.need !== 'shown') return [];
  const out: SourceRef[] = [];
  s.works.forEach((w, i) => {
    if (w.company.trim() && kind.shows.test(`${w.position} ${w.achievements}`)) out.push(`work:${i}`);
  });
  s.projects.forEach((p, i) => {
    if (p.projectName.trim() && kind.shows.test(p.projectDescription)) out.push(`project:${i}`);
  });
  return out;
}
