// Round twenty-seven (issue 36): the kinds of spelling-kinds.ts, the rules of english-brakes-led.ts and the
// narrowed rules (대로 as a road, the locative -에 + 요, "the plan was already to"), each both ways on
// made-up sentences (not fresh18's): the slip is found, and the right word of the same kind is left alone.
import { describe, expect, it } from 'vitest';
import { firmNamed } from './korean-firm-names';
import { spellInThread } from './speller-worker';
import { contextHits } from './spelling-rules';
import { tokens } from './text';

const fixes = (text: string, lang: 'ko' | 'en') =>
  contextHits(text, lang).map((h) => `${h.found.trim()}→${h.fix.trim()}`);
const unknown = async (lang: 'ko' | 'en', words: string[]) =>
  Object.keys((await spellInThread({ lang, words })).unknown).sort();

describe('round twenty-seven: kinds of words the speller now knows', () => {
  it('Korean: an accepted word with 하다/되다 or a counting suffix, and the short adnominals', async () => {
    const right = ['티칭했습니다', '매칭하며', '펌별', '달러어치씩', '머문', '서둔데', '서툰지'];
    const slips = ['진행할수', '확정되야', '준비할려고', '반품하셨데요', '무릎쓰고', '가르키는', '닥달하며'];
    expect(await unknown('ko', [...right, ...slips])).toEqual([...slips].sort());
  }, 180_000);
  it('English: drug names by their stems and -iatric fields; slips of dictionary words stay flagged', async () => {
    const right = ['bisoprolol', 'lisinopril', 'candesartan', 'omeprazole', 'bariatrics'];
    const slips = ['recieve', 'pediatirc', 'definately'];
    expect(await unknown('en', [...right, ...slips])).toEqual([...slips].sort());
  }, 180_000);
  it('Korean firm names ending in a fashion, design or dental loanword part', () => {
    const named = (s: string) => tokens(s).some((_, i, t) => firmNamed(t, i));
    expect(named('원단은 한솔어패럴에서 받았습니다.')).toBe(true);
    expect(named('모형은 미소덴탈과 만들었습니다.')).toBe(true);
    expect(named('어패럴 매장에서 일했습니다.')).toBe(false);
  });
});

describe('round twenty-seven: English brakes and led', () => {
  it('brakes of a vehicle written breaks; a break of work stays', () => {
    expect(fixes('I serviced the breaks and tyres on the fleet.', 'en')).toContain(
      'serviced the breaks→serviced the brakes',
    );
    expect(fixes('We tested the breaks on each bike before hire.', 'en')).toContain(
      'tested the breaks→tested the brakes',
    );
    expect(fixes('We checked the breaks on every shift and took our lunch breaks late.', 'en')).toEqual([]);
  });
  it('lead for led after a past sentence; a present lead to stays', () => {
    expect(fixes('We moved the stock to the front, which lead to faster picking.', 'en')).toContain(
      'which lead to→which led to',
    );
    expect(fixes('I trained new staff. This lead to fewer errors.', 'en')).toContain(
      'This lead to→This led to',
    );
    expect(fixes('Small habits which lead to big savings matter to me.', 'en')).toEqual([]);
  });
  it('all ready after a team; the plan was already to stays', () => {
    expect(fixes('By noon we were already to open the doors.', 'en')).toContain(
      'were already→were all ready',
    );
    expect(fixes('The idea was already to open a second shop.', 'en')).toEqual([]);
  });
});

describe('round twenty-seven: narrowed Korean rules', () => {
  it('대로 as a road stays apart; 대로 after a noun is still joined', () => {
    expect(fixes('사무실은 종로 대로 근처에 있습니다.', 'ko')).toEqual([]);
    expect(fixes('지시서 대로 점검했습니다.', 'ko')).toContain('지시서 대로→지시서대로');
  });
  it('the locative -에 + 요 after a place stays; -에요 after another noun is still -예요', () => {
    expect(fixes('지금 어디에요? 저는 아직 학교에요.', 'ko')).toEqual([]);
    expect(fixes('제 꿈은 요리사에요.', 'ko')).toContain('요리사에요→요리사예요');
  });
});

describe('round twenty-seven: there (a place) written their', () => {
  it('flags their where nothing owned follows; their before what is owned stays', () => {
    expect(fixes('We waited over their until the crane arrived.', 'en')).toContain('over their→over there');
    expect(fixes('I parked the boat back their overnight.', 'en')).toContain('back their→back there');
    expect(fixes('We stayed by their side and went over their plans at noon.', 'en')).toEqual([]);
  });
});
