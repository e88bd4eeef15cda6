// Korean frames: 합니다체, one or two concrete episodes, particles chosen by the word before them
// (josa), no enumeration (첫째/둘째) and no stock virtues without a fact behind them.
import type { Episode } from './episodes';
import { parseYearMonth } from './facts';
import type { Ctx, F, Frames } from './frames';
import { josa } from './text';

const TAGS: Record<string, string> = {
  flat: '수평적인 소통',
  flexible: '유연한 근무',
  remote: '원격 근무',
  growth: '빠른 성장',
  stable: '안정적인 환경',
  global: '글로벌 무대',
  learning: '배움을 장려하는 문화',
  reward: '성과에 따른 보상',
  balance: '일과 삶의 균형',
  mission: '분명한 사명',
};

const date = (v: string) => {
  const ym = parseYearMonth(v);
  return ym ? `${ym.year}년 ${ym.month}월` : null;
};
const list = (items: string[]) => items.join(', ');
/** "페이플로우", "‘정산 시스템 개편’ 프로젝트" */
const name = (e: Episode) => (e.kind === 'work' ? e.name : `‘${e.name}’ 프로젝트`);
const at = (e: Episode) => `${name(e)}에서`;
const of = (e: Episode) => `${name(e)}에서의`;
/** How the episode began: "2021년 4월 페이플로우에 백엔드 개발자로 합류한 뒤" / "‘…’ 프로젝트에서". */
const joined = (e: Episode) => {
  if (e.kind === 'project') return `‘${e.name}’ 프로젝트에서`;
  const d = date(e.start);
  const as = e.position ? `${josa(e.position, '으로/로')} ` : '';
  return d ? `${d} ${e.name}에 ${as}합류한 뒤` : `${e.name}에서 ${as}일하며`;
};
const target = (c: Ctx) => (c.role ? `${c.co}의 ${c.role} 직무` : c.co);
const job = (c: Ctx) => (c.role ? `${c.role} 업무` : '맡게 될 일');
const skill = (c: Ctx, i = 0) => c.skills[i] ?? null;
const ep =
  (f: (e: Episode, c: Ctx) => string | null): F =>
  (c) =>
    c.ep ? f(c.ep, c) : null;

const NOUN = {
  failure: '어려움을 넘어 온 경험',
  teamwork: '함께 일하는 방식',
  problem: '문제를 푸는 방식',
  data: '데이터로 판단하는 습관',
  leadership: '팀을 이끈 경험',
  customer: '고객에서 출발하는 시각',
  ethics: '원칙을 지키는 태도',
  growth: '배우고 바로 적용하는 습관',
  strengths: '이 강점',
  competency: '이 역량',
  motivation: '이 경험',
  goals: '이 경험',
} as const;

const links = (noun: string): F[] => [
  ep((e, c) => `${target(c)}에서도 ${of(e)} ${josa(noun, '을/를')} 바탕으로 빠르게 결과를 내겠습니다.`),
  ep(
    (e, c) =>
      `${at(e)} 쌓은 ${josa(noun, '은/는')} ${c.co}에서 ${josa(job(c), '을/를')} 할 때 그대로 쓰일 것입니다.`,
  ),
  (c) =>
    skill(c)
      ? `입사 후에는 ${josa(skill(c)!, '과/와')} ${josa(noun, '으로/로')} ${c.co}의 ${c.role ? `${c.role} 팀` : '팀'}에 보탬이 되겠습니다.`
      : null,
];

export const ko: Frames = {
  list,
  tag: (id) => TAGS[id] ?? id,
  refer: (e) =>
    e.kind === 'project' && [...e.name].length > 10 ? [[`‘${e.name}’ 프로젝트`, '이 프로젝트']] : [],
  attach: (lead, s) =>
    /[을를]\s/.test(s) && !/^(?:그|이|저는|제가)\s/.test(s) && !/(?:되었|됐|졌|받았)습니다[.!]?$/.test(s)
      ? `${lead} ${s}`
      : null,
  noun: NOUN,
  resultLeads: ['그 결과', '덕분에', '결과적으로', '이 덕분에', '그렇게 해서'],
  result: (lead, s) => (ko.attach('', s) ? null : `${lead} ${s}`),
  bare: {
    open: [(c) => `${target(c)}에 지원하며, 이 질문에는 제 이력서에 적힌 사실만으로 답하겠습니다.`],
    closing: [(c) => `${target(c)}에서 일할 기회를 주신다면 맡은 일로 증명하겠습니다.`],
  },
  open: {
    failure: [
      ep((e) => `제가 겪은 가장 큰 어려움은 ${at(e)} 찾아왔고, 그 일을 넘기며 일하는 방식이 달라졌습니다.`),
      ep((e) => `실패에 가장 가까웠던 순간을 꼽으라면 ${at(e)} 보낸 시간을 떠올립니다.`),
      ep((e) => `${josa(name(e), '은/는')} 제게 실패에 가까운 어려움을 넘어서는 법을 가르쳐 준 곳입니다.`),
    ],
    teamwork: [
      ep(
        (e) =>
          `${at(e)} 저는 혼자 잘하는 것보다 동료와 기준을 맞추는 일이 결과를 더 크게 바꾼다는 것을 경험했습니다.`,
      ),
      ep((e) => `협업에서 생긴 의견 차이를 기준과 근거로 풀어낸 경험을 ${at(e)} 한 일로 말씀드리겠습니다.`),
      ep(
        (e) =>
          `팀 안에서 제 역할은 서로 다른 의견을 하나의 결과로 모으는 것이었고, 그 모습이 가장 잘 드러난 곳이 ${name(e)}입니다.`,
      ),
    ],
    problem: [
      ep((e) => `${at(e)} 풀어낸 문제 하나로 제가 일하는 방식을 말씀드리겠습니다.`),
      ep((e) => `제가 해결한 문제 가운데 가장 기억에 남는 것은 ${at(e)} 마주한 일입니다.`),
      ep(
        (e) => `문제를 만나면 저는 원인을 좁히는 일부터 시작하며, ${at(e)} 한 일이 그 방식을 잘 보여 줍니다.`,
      ),
    ],
    data: [
      ep((e) => `저는 감이 아니라 수치를 근거로 판단하려 하며, ${at(e)} 내린 결정이 그 예입니다.`),
      ep((e) => `데이터를 근거로 판단하고 결정한 경험을 ${at(e)} 한 일로 말씀드리겠습니다.`),
      ep((e) => `${at(e)} 저는 숫자를 먼저 확인하고, 그 숫자에 따라 무엇을 할지 결정했습니다.`),
    ],
    leadership: [
      ep((e) => `제가 팀을 이끈 경험은 ${at(e)} 가장 분명하게 드러났습니다.`),
      ep((e) => `직책이 아니라 먼저 움직이는 것으로 팀을 이끌 수 있다는 것을 ${at(e)} 배웠습니다.`),
      ep((e) => `리더로서의 제 모습은 ${of(e)} 일에서 가장 잘 보입니다.`),
    ],
    customer: [
      ep((e) => `고객의 자리에서 문제를 다시 본 경험은 ${at(e)} 한 일에서 가장 잘 드러납니다.`),
      ep((e) => `${at(e)} 저는 사용자가 무엇을 불편해하는지에서 출발해 일했습니다.`),
      ep(
        (e) => `제가 생각하는 좋은 결과는 고객이 체감하는 변화이며, 그 기준은 ${of(e)} 경험에서 생겼습니다.`,
      ),
    ],
    ethics: [
      ep((e) => `정확성과 원칙이 무엇보다 중요했던 경험은 ${at(e)} 한 일입니다.`),
      ep((e) => `${at(e)} 저는 빠른 결과보다 틀리지 않는 결과가 먼저라는 원칙을 지키며 일했습니다.`),
      ep(
        (e) =>
          `작은 오류 하나가 큰 손실로 이어질 수 있는 일을 ${at(e)} 다루며 원칙과 안전을 지키는 습관을 들였습니다.`,
      ),
    ],
    growth: [
      ep((e) => `돌아보면 저는 ${at(e)} 배운 것을 다음 일에 곧바로 써 보며 성장해 왔습니다.`),
      ep((e) => `제 성장 과정은 ${name(e)}에서 시작해 맡는 일의 범위를 하나씩 넓혀 온 과정이었습니다.`),
      ep((e) => `배움과 실천이 번갈아 이어진 제 성장의 출발점은 ${name(e)}입니다.`),
    ],
    strengths: [
      ep(
        (e) =>
          `제 강점은 맡은 문제를 끝까지 파고들어 숫자로 확인되는 결과를 만드는 실행력이며, ${at(e)} 한 일이 그것을 보여 줍니다.`,
      ),
      ep(
        (e) =>
          `저의 장점은 일을 구조적으로 나누어 끝까지 책임지는 태도이고, 이는 ${at(e)} 가장 잘 드러났습니다.`,
      ),
      (c) =>
        c.ep && skill(c)
          ? `${josa(skill(c)!, '을/를')} 다루는 기술보다 더 큰 제 강점은 결과가 나올 때까지 붙잡는 끈기이며, ${at(c.ep)} 그것을 증명했습니다.`
          : null,
    ],
    competency: [
      ep(
        (e, c) =>
          `${c.role ? josa(c.role, '이/가') : '이 직무가'} 요구하는 역량을 저는 ${at(e)} 실제 일로 쌓아 왔습니다.`,
      ),
      (c) =>
        c.skills.length >= 2
          ? `제가 이 직무에 갖춘 역량은 ${josa(list(c.skills.slice(0, 3)), '을/를')} 다루는 기술과, 그것으로 결과를 만든 경험입니다.`
          : null,
      ep(
        (e, c) =>
          `${at(e)} 한 일들이 ${c.role ? `${c.role} 직무` : '이 자리'}에 필요한 역량을 가장 잘 보여 줍니다.`,
      ),
    ],
    motivation: [
      ep((e, c) =>
        c.role
          ? `${c.co}의 ${c.role} 공고를 보고, ${at(e)} 해 온 일을 가장 잘 이어 갈 수 있는 자리라고 확신해 지원했습니다.`
          : `${c.co}에 지원한 것은 ${at(e)} 해 온 일을 더 넓은 무대에서 이어 가고 싶기 때문입니다.`,
      ),
      ep(
        (e, c) =>
          `제가 ${target(c)}에 지원한 이유는 ${of(e)} 경험이 이 자리에서 가장 크게 쓰일 수 있다고 보았기 때문입니다.`,
      ),
      ep(
        (e, c) =>
          `${josa(target(c), '은/는')} ${at(e)} 제가 해 온 일과 앞으로 하고 싶은 일이 만나는 곳이기에 지원하게 되었습니다.`,
      ),
    ],
    goals: [
      ep((e, c) => `${c.co}에 입사한다면, ${at(e)} 쌓은 경험을 바탕으로 단계별 목표를 이루고 싶습니다.`),
      ep(
        (e, c) =>
          `입사 후 제 목표는 ${c.role ? `${c.role} 직무` : c.co}에서 믿고 맡길 수 있는 사람이 되는 것이며, 그 바탕은 ${at(e)} 한 일입니다.`,
      ),
      ep((e, c) => `${target(c)}에서 이루고 싶은 목표를 ${of(e)} 경험과 함께 말씀드리겠습니다.`),
    ],
  },
  preview: [
    (c) =>
      c.ep && c.ep2
        ? `${josa(c.noun, '을/를')} ${josa(name(c.ep), '과/와')} ${name(c.ep2)}에서의 경험으로 보여 드리겠습니다.`
        : null,
    (c) =>
      c.ep && c.ep2
        ? `${josa(name(c.ep), '과/와')} ${name(c.ep2)}에서 제가 한 일을 차례로 말씀드리겠습니다.`
        : null,
  ],
  situation: {
    failure: [
      ep((e) => `${joined(e)} 기존 방식의 한계가 드러나면서 어려움을 겪었습니다.`),
      ep((e) => `${joined(e)} 처음 세운 방법이 기대만큼 통하지 않아 원인부터 다시 살펴야 했습니다.`),
      ep((e) => `${joined(e)} 처음부터 순조롭지는 않았고, 익숙한 방식이 더는 통하지 않는 상황을 만났습니다.`),
    ],
    teamwork: [
      ep(
        (e) =>
          `${joined(e)} 여러 사람이 함께 쓰는 결과물을 만들면서, 저마다 다른 기준을 하나로 맞춰야 했습니다.`,
      ),
      ep((e) => `${joined(e)} 동료마다 일하는 방식이 달라 협업에 시간이 걸리는 일이 잦았습니다.`),
    ],
    problem: [
      ep((e) => `${joined(e)} 저는 반복되는 문제를 그대로 두지 않고 원인부터 찾기로 했습니다.`),
      ep((e) => `${joined(e)} 눈에 보이는 증상보다 그 밑의 원인을 먼저 정의했습니다.`),
    ],
    data: [
      ep((e) => `${joined(e)} 의견이 갈릴 때마다 저는 먼저 데이터를 모아 판단의 근거로 삼았습니다.`),
      ep((e) => `${joined(e)} 무엇을 먼저 할지 정해야 할 때 수치와 지표를 기준으로 결정했습니다.`),
    ],
    leadership: [
      ep((e) => `${joined(e)} 저는 팀이 같은 기준으로 일할 수 있도록 먼저 나서서 방향을 잡았습니다.`),
      ep((e) => `${joined(e)} 누가 시키지 않아도 팀에 필요한 일을 찾아 주도했습니다.`),
    ],
    customer: [
      ep((e) => `${joined(e)} 저는 고객이 실제로 겪는 불편에서 일을 시작했습니다.`),
      ep((e) => `${joined(e)} 사용자의 입장에서 가장 먼저 바뀌어야 할 것이 무엇인지 살폈습니다.`),
    ],
    ethics: [
      ep(
        (e) =>
          `${joined(e)} 작은 오류도 고객에게 그대로 전해지는 일을 다뤘기에 정확성을 가장 먼저 챙겼습니다.`,
      ),
      ep((e) => `${joined(e)} 일정이 급할 때에도 확인 절차와 원칙은 건너뛰지 않았습니다.`),
    ],
    growth: [
      ep((e) => `${joined(e)} 새로운 일을 맡을 때마다 한 단계씩 범위를 넓혀 갔습니다.`),
      ep((e) => `${joined(e)} 배운 것을 바로 일에 적용하며 경험을 쌓았습니다.`),
    ],
    strengths: [
      ep((e) => `${joined(e)} 그 강점이 가장 분명하게 드러났습니다.`),
      ep((e) => `${joined(e)} 저는 맡은 일을 끝까지 책임지는 방식으로 일했습니다.`),
    ],
    competency: [
      ep((e) => `${joined(e)} 직무의 핵심 역량을 실제 업무로 익혔습니다.`),
      ep((e) => `${joined(e)} 맡은 일을 통해 이 직무에 필요한 기술을 쌓았습니다.`),
    ],
    motivation: [
      ep((e, c) => `${joined(e)} 해 온 일은 ${c.co}에서 하고 싶은 일과 맞닿아 있습니다.`),
      ep((e) => `${joined(e)} 저는 이 자리에서 필요한 일을 이미 해 보았습니다.`),
    ],
    goals: [
      ep((e) => `${joined(e)} 쌓은 경험이 입사 후 목표의 바탕입니다.`),
      ep((e, c) => `${joined(e)} 해 온 일이 제가 ${c.co}에서 이루고 싶은 목표의 출발점입니다.`),
    ],
  },
  lead: {
    failure: [
      '이 어려움을 넘기 위해',
      '원인을 하나씩 짚어 가며',
      '같은 문제가 반복되지 않도록',
      '먼저 문제의 범위를 좁힌 뒤',
      '실패를 되풀이하지 않으려고',
      '한계를 인정하고',
    ],
    teamwork: [
      '동료들과 기준을 맞춰 가며',
      '함께 일하는 사람들의 의견을 모아',
      '팀 전체가 같은 방식으로 일할 수 있도록',
      '서로의 작업이 끊기지 않도록',
      '갈등을 줄이기 위해',
      '협업의 병목을 풀기 위해',
    ],
    problem: [
      '문제의 원인을 찾은 뒤',
      '이 문제를 풀기 위해',
      '가장 큰 병목부터 손보기로 하고',
      '해결책을 작게 시험해 본 뒤',
      '원인을 좁혀',
      '같은 문제를 구조로 막기 위해',
    ],
    data: [
      '먼저 지표를 확인한 뒤',
      '데이터로 원인을 좁혀',
      '수치를 근거로 우선순위를 정하고',
      '결과를 숫자로 검증할 수 있도록',
      '데이터가 가리키는 방향대로',
      '판단의 근거를 남기기 위해',
    ],
    leadership: [
      '팀이 같은 방향을 보도록',
      '제가 먼저 나서서',
      '팀의 일하는 방식을 바꾸기 위해',
      '동료들이 따라올 수 있는 기준을 세워',
      '팀을 대표해',
      '책임을 맡아',
    ],
    customer: [
      '고객의 불편을 줄이기 위해',
      '사용자의 입장에서',
      '고객이 체감할 수 있도록',
      '현장의 목소리를 바탕으로',
      '고객의 시간을 아끼기 위해',
      '사용자가 겪는 문제에서 출발해',
    ],
    ethics: [
      '정확성을 잃지 않도록',
      '원칙을 지키면서도',
      '오류가 고객에게 닿지 않도록',
      '확인 절차를 지키며',
      '안전을 먼저 챙기며',
      '기준을 타협하지 않고',
    ],
    growth: [
      '그 과정에서',
      '배운 것을 바로 적용해',
      '한 단계 더 나아가',
      '새로운 방법을 익혀',
      '더 큰 일을 맡으며',
      '스스로 범위를 넓혀',
    ],
    strengths: [
      '이 강점을 살려',
      '끝까지 책임진다는 생각으로',
      '맡은 일을 구조적으로 나누어',
      '결과로 증명하기 위해',
      '포기하지 않고',
      '끈기 있게',
    ],
    competency: [
      '직무 역량을 살려',
      '실무에서',
      '제가 가진 기술로',
      '맡은 영역에서',
      '전문성을 바탕으로',
      '배운 기술을 활용해',
    ],
    motivation: ['그곳에서', '이 자리에서 필요한 경험으로', '실제로', '직접', '제 손으로', '현업에서'],
    goals: ['그 경험 속에서', '당시', '실제 업무에서', '이전 자리에서', '그동안', '맡은 일에서'],
  },
  reflect: {
    failure: [
      ep(
        (e) =>
          `${at(e)} 겪은 이 시행착오로, 문제가 생긴 뒤에 고치기보다 생기기 전에 구조를 바꾸는 편이 낫다는 것을 배웠습니다.`,
      ),
      ep((e) => `${of(e)} 어려움은 실패를 숨기지 않고 원인을 기록해 두는 습관을 남겼습니다.`),
      ep(
        (e) =>
          `${at(e)} 겪은 실패에 가까운 경험 덕분에, 지금은 일이 어긋날 조짐이 보이면 먼저 알리고 함께 해결합니다.`,
      ),
    ],
    teamwork: [
      ep(
        (e) =>
          `${of(e)} 협업에서, 좋은 팀워크는 친밀함보다 같은 기준을 공유하는 데서 나온다는 것을 배웠습니다.`,
      ),
      ep((e) => `${at(e)} 일한 뒤로 저는 갈등이 생기면 사람이 아니라 기준과 근거를 먼저 이야기합니다.`),
    ],
    problem: [
      ep((e) => `${at(e)} 이 문제를 풀며, 큰 해결책보다 정확한 원인 하나가 더 중요하다는 것을 배웠습니다.`),
      ep((e) => `${of(e)} 이 경험은 문제를 작게 나누어 하나씩 검증하는 제 방식의 바탕이 되었습니다.`),
    ],
    data: [
      ep((e) => `${at(e)} 데이터로 결정해 본 경험 덕분에, 지금도 의견이 갈리면 먼저 수치를 확인합니다.`),
      ep((e) => `${of(e)} 이 판단은 감보다 숫자가 팀을 더 빠르게 설득한다는 것을 알려 주었습니다.`),
    ],
    leadership: [
      ep(
        (e) =>
          `${at(e)} 팀을 이끌며, 리더의 역할은 답을 주는 것보다 모두가 같은 기준으로 움직이게 하는 것임을 배웠습니다.`,
      ),
      ep(
        (e) => `${of(e)} 이 경험으로 저는 직책이 없어도 먼저 움직이면 팀을 바꿀 수 있다는 확신을 얻었습니다.`,
      ),
    ],
    customer: [
      ep(
        (e) =>
          `${at(e)} 고객의 불편에서 출발해 보니, 좋은 결과는 고객이 체감하는 변화로 확인된다는 것을 배웠습니다.`,
      ),
      ep((e) => `${of(e)} 경험 이후 저는 일을 시작할 때 이 변화가 사용자에게 무엇을 바꾸는지부터 묻습니다.`),
    ],
    ethics: [
      ep((e) => `${at(e)} 일하며, 원칙을 지키는 것이 결국 가장 빠른 길이라는 것을 배웠습니다.`),
      ep((e) => `${of(e)} 경험은 정확성을 개인의 꼼꼼함이 아니라 구조로 지켜야 한다는 교훈을 남겼습니다.`),
    ],
    growth: [
      ep((e) => `${at(e)} 보낸 시간은 제가 한 단계 성장하는 계기가 되었습니다.`),
      ep((e) => `${of(e)} 경험으로 배운 것은 다음 일을 더 잘하기 위한 발판이 되었습니다.`),
    ],
    strengths: [
      ep((e) => `${at(e)} 만든 이 결과들이 제 강점을 말보다 분명하게 보여 준다고 생각합니다.`),
      ep((e) => `${of(e)} 이 경험은 끝까지 책임지는 태도가 결과로 이어진다는 것을 확인시켜 주었습니다.`),
    ],
    competency: [
      ep((e, c) => `${at(e)} 쌓은 이 역량은 ${target(c)}에서도 그대로 쓰일 수 있습니다.`),
      ep((e) => `${of(e)} 경험으로 익힌 기술은 지원 직무의 핵심 업무와 직접 맞닿아 있습니다.`),
    ],
    motivation: [
      ep((e, c) => `${at(e)} 해 온 이 일을 ${c.co}에서 더 넓은 범위로 이어 가고 싶습니다.`),
      ep((e, c) => `${of(e)} 경험이 ${target(c)}에 지원하게 된 가장 큰 이유입니다.`),
      ep((e, c) => `${at(e)} 해 본 일이기에 ${target(c)}에서도 바로 기여할 수 있다고 생각합니다.`),
      ep((e, c) => `${josa(name(e), '은/는')} 제게 ${c.co}에서 하고 싶은 일을 분명하게 보여 준 곳입니다.`),
    ],
    goals: [
      ep((e) => `${at(e)} 얻은 이 경험을 입사 후 첫 목표의 바탕으로 삼겠습니다.`),
      ep((e, c) => `${of(e)} 경험을 ${c.co}의 일에 맞게 넓혀 가는 것이 제 첫 번째 목표입니다.`),
    ],
  },
  reflectAny: [
    ep((e, c) => `${josa(c.noun, '은/는')} ${at(e)} 이 일을 하며 한층 단단해졌습니다.`),
    ep((e, c) => `돌이켜 보면 ${of(e)} 이 일이 지금 제가 가진 ${c.noun}의 바탕이 되었습니다.`),
    ep((e, c) => `${at(e)} 보낸 시간 덕분에 ${c.noun}에 대해서라면 자신 있게 말씀드릴 수 있습니다.`),
  ],
  tech: [
    ep((e) => (e.tech.length ? `${at(e)}는 ${josa(list(e.tech), '을/를')} 사용했습니다.` : null)),
    ep((e) => (e.tech.length ? `${name(e)}에 쓴 도구는 ${list(e.tech)}입니다.` : null)),
  ],
  plain: [
    ep((e) => {
      if (e.kind === 'project') return `‘${e.name}’ 프로젝트에 참여했습니다.`;
      const from = date(e.start);
      const to = e.end ? date(e.end) : null;
      const when = from ? `${from}부터 ${to ? `${to}까지` : '지금까지'} ` : '';
      return `${when}${e.name}에서 ${e.position ? `${josa(e.position, '으로/로')} ` : ''}일${e.end || !from ? '했습니다' : '하고 있습니다'}.`;
    }),
  ],
  link: {
    failure: links(NOUN.failure),
    teamwork: links(NOUN.teamwork),
    problem: links(NOUN.problem),
    data: links(NOUN.data),
    leadership: links(NOUN.leadership),
    customer: links(NOUN.customer),
    ethics: links(NOUN.ethics),
    growth: links(NOUN.growth),
    strengths: links(NOUN.strengths),
    competency: links(NOUN.competency),
    motivation: links(NOUN.motivation),
    goals: links(NOUN.goals),
  },
  why: [
    ep((e, c) =>
      c.tags.length
        ? `${josa(c.co, '이/가')} 중요하게 여기는 ${josa(list(c.tags), '은/는')} ${at(e)} 제가 가장 힘을 냈던 환경과 닮아 있습니다.`
        : null,
    ),
    ep((e, c) =>
      c.industry
        ? `${josa(c.industry, '은/는')} ${at(e)} 쌓은 경험을 가장 직접 살릴 수 있는 분야입니다.`
        : null,
    ),
    ep((e, c) =>
      c.role ? `${josa(c.role, '이/가')} 맡는 일은 제가 ${at(e)} 해 온 일과 많은 부분이 겹칩니다.` : null,
    ),
  ],
  culture: [
    ep((e, c) =>
      c.culture
        ? `문화 적합도 진단에서 저는 ‘${c.culture.typeTitle}’ 유형으로 나왔는데, ${at(e)} 보여 준 ${josa(c.noun, '과/와')} 다르지 않습니다.`
        : null,
    ),
  ],
  weakness: [
    ep(
      (e) =>
        `제 단점은 일을 혼자 끝까지 붙잡고 있으려는 점이었는데, ${at(e)} 진행 상황을 자주 공유하는 습관으로 보완해 왔습니다.`,
    ),
    ep(
      (e) =>
        `단점을 꼽자면 완성도를 높이려다 공유가 늦어지는 편이었는데, ${at(e)} 작은 단위로 먼저 보여 주는 방식으로 고쳐 왔습니다.`,
    ),
    ep(
      (e) =>
        `약점은 새로운 일을 시작할 때 준비에 시간을 많이 쓰는 점이지만, ${josa(name(e), '을/를')} 거치며 우선순위부터 정하는 방식으로 줄여 가고 있습니다.`,
    ),
  ],
  plans: [
    ep(
      (e, c) =>
        `입사 후 가장 먼저 ${at(e)} 익힌 방식으로 ${c.co}의 ${c.role ? `${c.role} 업무` : '일'}에서 작은 개선부터 만들어 가겠습니다.`,
    ),
    (c) =>
      `입사 첫해에는 ${c.co}의 ${c.role ? josa(`${c.role} 업무`, '과/와') : '업무와'} 일하는 방식을 빠르게 익혀${skill(c) ? `, ${josa(skill(c)!, '을/를')} 살려` : ''} 맡은 일에서 결과를 내겠습니다.`,
    ep((e) => `몇 년 안에는 ${at(e)} 해 온 것처럼 팀의 문제를 스스로 찾아 개선하는 사람이 되겠습니다.`),
    (c) =>
      c.skills.length >= 2
        ? `${josa(list(c.skills.slice(1, 3)), '을/를')} 더 깊이 익혀, ${c.co}에서 제 몫을 넘어서는 결과를 내는 것이 중기 목표입니다.`
        : null,
    (c) =>
      skill(c, 1)
        ? `장기적으로는 ${c.role ? `${c.role} 분야` : '이 분야'}에서 ${josa(skill(c, 1)!, '과/와')} 경험을 나누며 동료들이 믿고 묻는 사람이 되고 싶습니다.`
        : null,
  ],
  skills: Object.fromEntries(
    (Object.keys(NOUN) as (keyof typeof NOUN)[]).map((k) => [
      k,
      [
        (c: Ctx) =>
          c.skills.length
            ? `${NOUN[k]}의 바탕에는 ${josa(list(c.skills.slice(0, 6)), '을/를')} 실무에서 다뤄 온 경험이 있습니다.`
            : null,
        (c: Ctx) =>
          c.skills.length
            ? `${josa(list(c.skills.slice(0, 6)), '은/는')} 제가 ${NOUN[k]}에 쓰는 도구입니다.`
            : null,
      ],
    ]),
  ) as Frames['skills'],
  award: [
    (c) =>
      c.award
        ? `${c.award.year ? `${c.award.year}년 ` : ''}${c.award.issuer ? `${c.award.issuer}의 ` : ''}${josa(c.award.name, '을/를')} 받은 것도 ${josa(c.noun, '이/가')} 만든 결과였습니다.`
        : null,
  ],
  certs: [
    (c) => (c.certs.length ? `${c.noun}의 기본기는 ${list(c.certs)} 자격으로도 검증받았습니다.` : null),
    (c) =>
      c.certs.length
        ? `${list(c.certs)} 자격을 준비하며 다진 기초가 ${josa(c.noun, '을/를')} 받쳐 줍니다.`
        : null,
  ],
  languages: [
    (c) =>
      c.languages.length
        ? `어학은 ${josa(list(c.languages), '을/를')} 갖추어, ${josa(c.noun, '을/를')} 더 넓은 무대에서도 쓸 수 있습니다.`
        : null,
  ],
  education: [
    (c) => {
      if (!c.edu) return null;
      if (c.edu.current)
        return `지금은 ${c.edu.school}에서 ${c.edu.major ? `${josa(c.edu.major, '을/를')} ` : ''}공부하며 ${josa(c.noun, '을/를')} 넓히고 있습니다.`;
      return c.edu.major
        ? `${c.noun}의 출발점은 ${c.edu.school}에서 ${josa(c.edu.major, '을/를')} 전공한 시간이었습니다.`
        : `${c.noun}의 출발점은 ${c.edu.school}에서 보낸 시간이었습니다.`;
    },
  ],
  education2: [
    (c) =>
      c.edu2
        ? `${c.edu2.school}에서 ${c.edu2.major ? `${josa(c.edu2.major, '을/를')} ` : ''}공부한 시간도 ${c.noun}의 밑거름이 되었습니다.`
        : null,
  ],
  closing: [
    ep((e, c) => `${at(e)} 그랬듯 ${target(c)}에서도 ${josa(c.noun, '으로/로')} 결과를 내겠습니다.`),
    ep((e, c) => `${of(e)} ${josa(c.noun, '을/를')} ${target(c)}에서 이어 갈 수 있기를 바랍니다.`),
    ep((e, c) => `${name(e)}에서 쌓은 것을 ${target(c)}에서 증명할 기회를 기다리겠습니다.`),
  ],
};
