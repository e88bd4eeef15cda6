import { describe, expect, it } from 'vitest';
import type { ResumeEpisode, ResumeSections } from '#db/schema/profiles';
import { planKind, planNeeds } from './plans';
import { dutiesMet, postingDuties } from './posting';

const ep = (o: Partial<ResumeEpisode>): ResumeEpisode => ({
  title: '출고 지연',
  org: '한빛물류',
  start: '2023-01',
  end: '2023-06',
  situation: '출고 지연 문의가 하루 40건을 넘었습니다.',
  action: '주문 데이터를 시간대별로 나눠 병목 구간을 찾았습니다.',
  result: '지연 문의가 하루 12건으로 줄었습니다.',
  learned: '',
  tags: ['problem'],
  print: false,
  ...o,
});
const sections = (episodes: ResumeEpisode[]): ResumeSections => ({
  person: { name: '', email: '', phone: '' } as unknown as ResumeSections['person'],
  educations: [],
  works: [],
  skills: [],
  certifications: [],
  languages: [],
  projects: [],
  awards: [],
  episodes,
});
const q = (text: string) => ({ text, type: 'CUSTOM' as const, intent: 'competency' as const });
const motives = { whyIndustry: '', whyCompany: '', whyJob: '', plan: '', postingText: '' };

describe('answer plans', () => {
  it('classifies a question into the kind a reader expects', () => {
    expect(planKind(q('지원 동기를 적어 주세요'))).toBe('motivation');
    expect(planKind(q('본인의 장단점을 적어 주세요'))).toBe('weaknesses');
    expect(planKind(q('갈등을 해결한 경험'))).toBe('conflict');
    expect(planKind(q('Describe a time you worked with a team toward a shared goal'))).toBe('teamwork');
    expect(planKind(q('입사 후 포부'))).toBe('goals');
    expect(planKind({ text: '자유롭게 적어 주세요', type: 'CUSTOM', intent: null as never })).toBe('other');
  });

  it('names the strength a strengths answer lacks instead of writing one', () => {
    const n = planNeeds(q('본인의 강점은 무엇인가요?'), { sections: sections([ep({})]), motives });
    expect(n.kind).toBe('strengths');
    expect(n.missing.map((m) => m.field)).toContain('episode.shows');
  });

  it('never tells a conflict from an episode tagged only teamwork', () => {
    const n = planNeeds(q('갈등을 해결한 경험'), {
      sections: sections([ep({ tags: ['teamwork'], otherSide: '영업팀이 반대했습니다.', shows: '숫자' })]),
    });
    expect(n.episode).toBeNull();
    expect(n.missing[0]).toMatchObject({ part: 'S', tags: ['conflict'] });
  });

  it('asks for the reason and the plan of a motivation answer', () => {
    const n = planNeeds(q('지원 동기'), {
      sections: sections([ep({ shows: '숫자로 원인을 좁히는 힘' })]),
      motives,
    });
    expect(n.missing.map((m) => m.field)).toEqual(['motives.whyCompany', 'motives.plan']);
    const full = planNeeds(q('지원 동기'), {
      sections: sections([ep({ shows: '숫자로 원인을 좁히는 힘' })]),
      motives: {
        ...motives,
        whyCompany: '당일 배송 확대에 기여하고 싶습니다.',
        plan: '첫해에는 지표를 만들겠습니다.',
      },
    });
    expect(full.missing).toEqual([]);
    expect(full.fields).toMatchObject({
      A: 'motives.whyCompany',
      S: 'episode.situation',
      M: 'episode.shows',
      L: 'motives.plan',
    });
  });

  it('reads a pasted posting into duties and finds those a story meets', () => {
    const d = postingDuties(
      '[주요업무]\n- 물류 데이터 분석 및 개선 과제 발굴\n- 배송 운영\n자격요건\n• SQL 활용 가능자',
    );
    expect(d.map((x) => x.section)).toEqual(['duty', 'duty', 'requirement']);
    expect(dutiesMet(d, '주문 데이터를 분석해 병목 구간을 찾았습니다')[0]?.text).toBe(
      '물류 데이터 분석 및 개선 과제 발굴',
    );
  });
});
