// What a cover-letter question asks, read from its own wording (Korean, English, Indonesian). The bank's
// tag is only a hint for a question none of the patterns place; a question is never answered as another.
import type { QuestionIntent } from '~/integrations/ai/types';

/** What a letter answers: a question's intent, where 'company' (this very company) is motivation. */
export type LetterIntent = Exclude<QuestionIntent, 'company'>;

// Checked in this order: the more specific asks come first ("팀을 이끈" is leadership before teamwork,
// "고객의 관점에서 문제를 해결한" is customer before a problem solved). Why one applies comes right after
// failure: "Why do you want to join our logistics team?" asks a motive, not a story of teamwork.
const PATTERNS: [LetterIntent, RegExp][] = [
  [
    'failure',
    /실패|좌절|역경|어려움|어려웠던|힘들었던|위기|시행착오|실수|극복|\bfail|setback|mistake|hardship|adversity|overc[oa]me|difficult|went wrong|gagal|kegagalan|kesulitan|hambatan|mengatasi/i,
  ],
  [
    'motivation',
    /지원(?:한|하게 된|하신|하는)?\s?(?:동기|이유)|지원 동기|왜 .*지원|why .*(?:apply|applying|join)|motivation|mengapa .*(?:melamar|bergabung)|alasan .*melamar|motivasi/i,
  ],
  [
    'ethics',
    /안전|윤리|원칙|정직|규정|규칙|책임감|정확성|공공의 이익|공익|\bsafe|ethic|integrity|principle|accura|responsib|public good|keselamatan|etika|integritas|ketelitian|tanggung jawab|kepentingan publik/i,
  ],
  [
    'data',
    /데이터|수치|숫자|지표|통계|\bdata\b|numbers|metrics?\b|figures|analytics|\bangka\b|berdasarkan data/i,
  ],
  ['leadership', /리더십|리더|이끈|이끌|주도|leadership|\blead\b|\bled\b|memimpin|kepemimpinan/i],
  [
    'teamwork',
    /갈등|협업|협력|팀워크|동료|조직 생활|공동|함께 일|\bconflict|disagree|teamwork|collaborat|colleague|\bteam\b|with others|worked together|(?:shared|common) goal|konflik|kerja ?sama|rekan|\btim\b|bersama orang lain|tujuan bersama/i,
  ],
  ['customer', /고객|사용자|소비자|customer|client|\busers?\b|pelanggan|klien|pengguna/i],
  ['strengths', /장점|강점|단점|약점|성격|strength|weakness|kekuatan|kelebihan|kekurangan|kelemahan/i],
  [
    'goals',
    /입사 후|입사한다면|포부|목표|계획|비전|\bgoals?\b|five years|\bplans?\b|ambition|tujuan|rencana|cita-cita/i,
  ],
  ['growth', /성장|살아온|자라 온|배운 점|\bgrown?\b|grew|upbringing|perkembangan|tumbuh/i],
  [
    'problem',
    /문제|해결|개선|아이디어|창의|혁신|생산성|품질|problem|solved?|improv|idea|creat|innovat|productivity|quality|masalah|menyelesaikan|meningkatkan|ide baru|kreatif|produktivitas|kualitas/i,
  ],
  [
    'competency',
    /역량|직무|전문성|기술|능력|경험|skills?|competenc|expertise|qualif|experience|kompetensi|keahlian|keterampilan|pengalaman/i,
  ],
];

const HINT = (hint: QuestionIntent): LetterIntent => (hint === 'company' ? 'motivation' : hint);

/** The question's intent from its text; the bank's tag decides only when the text says nothing known. */
export function recognizeIntent(text: string, hint?: QuestionIntent | null): LetterIntent {
  return matchIntent(text) ?? (hint ? HINT(hint) : 'competency');
}

/** The intent the question's own wording names, or null when none of the patterns place it. */
export function matchIntent(text: string): LetterIntent | null {
  const t = text.normalize('NFC');
  for (const [intent, re] of PATTERNS) if (re.test(t)) return intent;
  return null;
}

/** Whether the question also asks for a weakness (장단점 questions). */
export const asksWeakness = (text: string) =>
  /단점|약점|부족한 점|weakness|kekurangan|kelemahan/i.test(text.normalize('NFC'));

/** Whether a motivation question also asks for goals after joining ("지원 동기와 입사 후 목표"). */
export const asksGoals = (text: string) =>
  /입사 후|목표|포부|achieve|goals?\b|capai|tujuan/i.test(text.normalize('NFC'));
