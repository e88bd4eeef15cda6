// What an interviewer asks about one of the member's sentences, in the sentence's language. `{q}` is a
// short excerpt of the sentence (the member's own words), `{fig}` a figure as they wrote it; a question
// adds nothing else of substance, so it never states a fact the member did not write.
import type { InterviewLang } from './text';

export const QUESTION_KINDS = [
  'figure',
  'action',
  'result',
  'conflict',
  'lesson',
  'why-here',
  'why-now',
  'what-first',
  'duty',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_TEMPLATES: Record<InterviewLang, Record<QuestionKind, string>> = {
  ko: {
    figure: '“{fig}”라고 쓰셨는데, 어떻게 측정하셨고 비교 기준은 무엇이었나요?',
    action: '“{q}” 부분에서 본인이 직접 한 일은 정확히 무엇이었고, 다른 사람들은 무엇을 했나요?',
    result: '“{q}”라는 결과를 다시 만든다면 무엇을 다르게 하시겠어요?',
    conflict: '“{q}” 상황에서 상대방은 어떤 입장이었고, 그 입장을 어떻게 이해하셨나요?',
    lesson: '“{q}”에서 배운 점을 그 뒤에 실제로 어디에 써 보셨나요?',
    'why-here': '“{q}”라고 하셨는데, 다른 곳이 아니라 왜 꼭 이 회사인가요?',
    'why-now': '“{q}”라고 하셨는데, 왜 지금 이 시점에 지원하셨나요?',
    'what-first': '“{q}”라고 하셨는데, 입사하면 가장 먼저 무엇부터 하시겠어요?',
    duty: '공고에 “{q}”라는 업무가 있습니다. 이런 일을 해 본 경험을 말씀해 주세요.',
  },
  en: {
    figure: 'You wrote “{fig}”. How did you measure it, and what was the baseline?',
    action: 'In “{q}”, what exactly was your own part, and what did others do?',
    result: 'Looking back at “{q}”, what would you do differently?',
    conflict: 'In “{q}”, how did the other side see it, and how did you take their view into account?',
    lesson: 'You wrote “{q}”. Where have you used that since?',
    'why-here': 'You wrote “{q}”. Why this company and not another?',
    'why-now': 'You wrote “{q}”. Why are you applying now?',
    'what-first': 'You wrote “{q}”. What would you do first once you join?',
    duty: 'The posting lists “{q}”. Tell me about a time you did this.',
  },
  id: {
    figure: 'Anda menulis “{fig}”. Bagaimana Anda mengukurnya, dan berapa angka awalnya?',
    action: 'Dalam “{q}”, apa tepatnya bagian Anda sendiri, dan apa yang dilakukan orang lain?',
    result: 'Melihat kembali “{q}”, apa yang akan Anda lakukan secara berbeda?',
    conflict: 'Dalam “{q}”, bagaimana pandangan pihak lain, dan bagaimana Anda memahaminya?',
    lesson: 'Anda menulis “{q}”. Di mana Anda sudah menerapkannya sejak itu?',
    'why-here': 'Anda menulis “{q}”. Mengapa perusahaan ini, bukan yang lain?',
    'why-now': 'Anda menulis “{q}”. Mengapa Anda melamar sekarang?',
    'what-first': 'Anda menulis “{q}”. Apa yang akan Anda lakukan pertama kali setelah bergabung?',
    duty: 'Lowongan ini menyebut “{q}”. Ceritakan saat Anda pernah melakukan hal ini.',
  },
};

export type FollowUpKind =
  'figure' | 'own-part' | 'other-view' | 'outcome' | 'differently' | 'example' | 'since' | 'first-months';

/** Tail questions (꼬리 질문); `{x}` is a word or figure from the member's answer. */
export const FOLLOW_UP_TEMPLATES: Record<InterviewLang, Record<FollowUpKind, string>> = {
  ko: {
    figure: '방금 말씀하신 수치 “{x}”, 어떻게 확인하신 숫자인가요?',
    'own-part': '“{x}”라고 하셨는데, 그중 본인 혼자 한 부분은 어디까지인가요?',
    'other-view': '그때 “{x}”의 입장에서는 어떻게 보였을까요?',
    outcome: '그래서 결과는 어땠고, 그것을 어떻게 아셨나요?',
    differently: '다시 한다면 무엇을 다르게 하시겠어요?',
    example: '구체적인 장면 하나를 예로 들어 주시겠어요?',
    since: '그 경험을 그 뒤에 다시 써 본 적이 있나요?',
    'first-months': '입사 후 첫 3개월 동안 무엇을 하시겠어요?',
  },
  en: {
    figure: 'You just said “{x}”. How did you check that number?',
    'own-part': 'You said “{x}”. Which part of that did you do yourself?',
    'other-view': 'How would “{x}” describe what happened?',
    outcome: 'What was the outcome, and how do you know?',
    differently: 'What would you do differently next time?',
    example: 'Can you give one concrete moment as an example?',
    since: 'Have you used that experience again since?',
    'first-months': 'What would you do in your first three months?',
  },
  id: {
    figure: 'Anda baru saja menyebut “{x}”. Bagaimana Anda memastikan angka itu?',
    'own-part': 'Anda mengatakan “{x}”. Bagian mana yang Anda kerjakan sendiri?',
    'other-view': 'Bagaimana “{x}” akan menceritakan kejadian itu?',
    outcome: 'Apa hasilnya, dan bagaimana Anda mengetahuinya?',
    differently: 'Apa yang akan Anda lakukan secara berbeda lain kali?',
    example: 'Bisakah Anda memberi satu contoh kejadian yang konkret?',
    since: 'Apakah Anda sudah memakai pengalaman itu lagi sejak saat itu?',
    'first-months': 'Apa yang akan Anda lakukan dalam tiga bulan pertama?',
  },
};

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
