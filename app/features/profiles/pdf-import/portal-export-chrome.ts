// What a job portal or a network prints around a profile it exports ("KARIRKU | Profil kandidat · diunduh
// 30 November 2026", "Glints · Candidate profile · Downloaded 2 Dec 2026", "잡코리아 | 지원자 프로필 · 다운로드
// 2026.11.30" at the top; "Dokumen ini dibuat otomatis dari profil Karirku.", "This document was generated
// automatically from a LinkedIn profile." at the foot): the portal's words, no part of the résumé. Read in
// order, the strip became the name and the foot a language.
import { cut, findDates } from './dates';

/** A download or export stamp with its date: "diunduh 30 November 2026", "Downloaded on 2 Dec 2026". */
const STAMP =
  /^(?:diunduh|diekspor|dibuat|dicetak|downloaded|exported|generated|printed|출력\s*일(?:자|시)?|인쇄\s*일(?:자|시)?|다운로드(?:일(?:시)?)?|내려받은\s*날짜|저장일(?:시)?|최종\s*수정(?:일(?:시)?)?|수정일(?:시)?|last\s+updated|terakhir\s+diperbarui)(?:\s+(?:pada|on|tanggal))?\s*[:：]?\s*/iu;
/** What the portal calls the document it printed: "Profil kandidat", "Candidate profile", "지원자 프로필". */
const DOC_KIND =
  /^(?:profil(?:\s+(?:kandidat|pelamar|pencari kerja))?|(?:candidate|applicant|member|public)\s+profile|profile|resume|cv|지원자\s*프로필|인재\s*프로필|프로필|이력서(?:\s*(?:출력|인쇄)본?)?)$/iu;
/** The portal's own name before the stamp: one word, no digit. */
const PORTAL_NAME = /^[\p{L}&.]{2,14}$/u;

/**
 * The portal's name, alone, as its logo writes it in Latin letters then in Hangul ("WORKMARU 워크마루"; a
 * person's name puts the Hangul first), or with the document's kind after it ("사람in 이력서", "Karirku CV").
 */
const portalHead = (piece: string) => {
  const [name, ...kind] = piece.split(/\s+/);
  const twoScripts =
    kind.length === 1 &&
    PORTAL_NAME.test(kind[0]) &&
    /^\p{Script=Latin}+$/u.test(name) &&
    /^\p{Script=Hangul}+$/u.test(kind[0]);
  return PORTAL_NAME.test(name) && (kind.length === 0 || twoScripts || DOC_KIND.test(kind.join(' ')));
};

/** Who may see the printed résumé: "공개설정: 기업회원 공개", "Visibility: recruiters only". */
const VISIBILITY = /^(?:공개\s*(?:설정|여부|범위)|visibility|privacy)\s*[:：]\s*\S.{0,20}$/iu;

/** A dated stamp, the document's kind allowed before it ("이력서 출력일 2026.12.01"). */
const stampDated = (written: string) => {
  const kind = /^(\S+)\s+/u.exec(written);
  const piece = kind && DOC_KIND.test(kind[1]) ? written.slice(kind[0].length) : written;
  const word = STAMP.exec(piece);
  if (!word) return false;
  const rest = piece.slice(word[0].length);
  const dates = findDates(rest);
  return dates.length === 1 && !/[\p{L}\p{N}]/u.test(cut(rest, dates[0].index, dates[0].length));
};

/**
 * Whether the line is an export strip: pieces set apart by tabs, dots or bars, one of them a dated download
 * or print stamp, the others the document's kind, its visibility setting or (first) the portal's name.
 */
export function isExportStrip(line: string): boolean {
  const pieces = line
    .split(/\t|\s+[·|｜•]\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (pieces.length < 2 || !pieces.some(stampDated)) return false;
  return pieces.every(
    (p, i) => stampDated(p) || DOC_KIND.test(p) || VISIBILITY.test(p) || (i === 0 && portalHead(p)),
  );
}

/** "This document was generated (automatically) from …", "Dokumen ini dibuat otomatis dari …", "본 문서는 … 자동 생성". */
const GENERATED =
  /^(?:(?:this|the)\s+(?:document|resume|cv|profile)\s+(?:was|is|has been)\s+(?:automatically\s+)?(?:generated|created|exported)\b|(?:dokumen|profil|cv)\s+ini\s+(?:dibuat|dihasilkan|diekspor)\s+(?:secara\s+)?otomatis\b|(?:본|이)\s*(?:문서|이력서)는\s.{0,30}자동\s*(?:생성|작성)|(?:본|이)\s*(?:문서|이력서)는\s+\S{2,12}에서\s.{0,24}?(?:작성|출력|생성)(?:되었|됐))/iu;

/** Whether the line is the portal's note that it generated the document (at the foot). */
export const isGeneratedNote = (line: string) => GENERATED.test(line.trim());
