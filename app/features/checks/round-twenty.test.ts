// Round twenty (ADR 0039): generalising, not the seen sets' last cases — the commonest misspellings of each
// language the checks missed (사이시옷, 띄어쓰기 of particles and one-word 그때, 낫다/낳다, English real-word
// confusions, KBBI's standard forms). Each both ways on made-up sentences no planted set holds.
import { describe, expect, it } from 'vitest';
import { knownKo, spellingFindings } from './spelling';
import { contextHits } from './spelling-rules';
import type { CheckLang } from './types';

const fixes = (text: string, lang: CheckLang) => contextHits(text, lang).map((h) => [h.found, h.fix]);
const clean = (texts: string[], lang: CheckLang) => {
  for (const t of texts) expect(fixes(t, lang), t).toEqual([]);
};
const fixed = (text: string, lang: CheckLang, found: string, fix: string) =>
  expect(fixes(text, lang), text).toContainEqual([found, fix]);
/** The kept misspellings of a text with their correction. */
const kept = (text: string, lang: CheckLang) =>
  spellingFindings(text, lang, [], {})
    .filter((f) => f.message === 'spelling.known')
    .map((f) => [text.slice(...f.range), f.suggestions?.[0]]);

describe('round twenty: Korean misspellings by family', () => {
  it('사이시옷 left out or written where none belongs, with a particle kept; the right forms are no kept slip', () => {
    expect(knownKo('최대값을')).toBe('최댓값을');
    expect(knownKo('자리수가')).toBe('자릿수가');
    expect(knownKo('뒷풀이에')).toBe('뒤풀이에');
    expect(knownKo('머릿말')).toBe('머리말');
    for (const w of ['최댓값을', '자릿수가', '뒤풀이에', '머리말', '횟수를', '숫자를', '개수'])
      expect(knownKo(w), w).toBeUndefined();
  });

  it('a particle or the copula written apart from its word; an adverb 마저 and 잇다 stay', () => {
    fixed('퇴근 후 에도 공부했습니다.', 'ko', '후 에도', '후에도');
    fixed('밤 열 시 까지 남았습니다.', 'ko', '시 까지', '시까지');
    fixed('결과도 마찬가지 였습니다.', 'ko', '마찬가지 였습니다', '마찬가지였습니다');
    fixed('당시 저는 막내 사원 였습니다.', 'ko', '사원 였습니다', '사원이었습니다');
    fixed('우리 팀 뿐 아니라 협력사도 도왔습니다.', 'ko', '팀 뿐', '팀뿐');
    clean(
      [
        '남은 일을 마저 끝냈습니다.',
        '끊어진 두 선을 이었습니다.',
        '맡은 일을 했을 뿐입니다.',
        '지시를 따를 뿐 아니라 개선도 했습니다.',
        '밤 열 시까지 남았습니다.',
      ],
      'ko',
    );
  });

  it('one-word 그때, 그동안, 이날 written as two; 그 때문에 and 그 날씨 stay', () => {
    fixed('그 때 처음 지게차를 몰았습니다.', 'ko', '그 때', '그때');
    fixed('그 동안 모은 자료를 정리했습니다.', 'ko', '그 동안', '그동안');
    fixed('이 날 처음 출근했습니다.', 'ko', '이 날', '이날');
    clean(
      [
        '그 때문에 늦었습니다.',
        '그 날씨에도 나갔습니다.',
        '그 중요한 회의에 갔습니다.',
        '이 중에서 골랐습니다.',
      ],
      'ko',
    );
  });

  it('-아야/-어야 되다 glued, 중 glued to an activity, 간 of a duration apart; the right forms stay', () => {
    fixed('무엇을 먼저 처리해야될지 물었습니다.', 'ko', '처리해야될', '처리해야 될');
    fixed('공정이 바뀌어야된다고 말했습니다.', 'ko', '바뀌어야된', '바뀌어야 된');
    fixed('점검중에 누수를 찾았습니다.', 'ko', '점검중', '점검 중');
    fixed('2년 간 야간 근무를 했습니다.', 'ko', '2년 간', '2년간');
    clean(
      [
        '처리해야 될 일이 많았습니다.',
        '점검 중에 누수를 찾았습니다.',
        '부재중에 전화가 왔습니다.',
        '업무에 집중했습니다.',
        '창원과 부산 간 운송을 맡았습니다.',
        '2년간 야간 근무를 했습니다.',
      ],
      'ko',
    );
  });

  it('낫다 written 낳다 of an ailment, 맞히다 written 맞추다 of an answer; 낳다 of a result and 맞추다 of a schedule stay', () => {
    fixed('허리가 다 낳아서 복귀했습니다.', 'ko', '허리가 다 낳아', '허리가 다 나아');
    fixed('부상이 낳고 나서 다시 뛰었습니다.', 'ko', '부상이 낳고', '부상이 낫고');
    fixed('퀴즈를 모두 맞췄습니다.', 'ko', '퀴즈를 모두 맞췄', '퀴즈를 모두 맞혔');
    clean(
      ['그 실수는 큰 손실을 낳았습니다.', '허리가 다 나아서 복귀했습니다.', '납기를 고객에게 맞췄습니다.'],
      'ko',
    );
  });
});

describe('round twenty: Korean endings and more spacing', () => {
  it('-구요 after a tense, 거에요, 이예요 after a final, 몇 일; nouns with 요 and the right endings stay', () => {
    fixed('현장에서 많이 배웠구요, 보람도 컸습니다.', 'ko', '배웠구요', '배웠고요');
    fixed('생각보다 어렵더라구요.', 'ko', '어렵더라구요', '어렵더라고요');
    fixed('다음 달에 끝낼 거에요.', 'ko', '거에요', '거예요');
    fixed('저는 물류 담당이예요.', 'ko', '담당이예요', '담당이에요');
    fixed('몇 일 밤을 새웠습니다.', 'ko', '몇 일', '며칠');
    clean(
      [
        '친구요? 많습니다.',
        '필요한 도구요, 다 챙겼습니다.',
        '끝낼 거예요.',
        '담당이에요.',
        '제 꿈은 기사예요.',
        '며칠 밤을 새웠습니다.',
      ],
      'ko',
    );
  });
  it('안 되다 glued after -면, 가능한 한 without 한, 거 glued before 지, a particle 마다 or 로써 apart', () => {
    fixed('그렇게 보관하면 안되는 이유를 설명했습니다.', 'ko', '보관하면 안되', '보관하면 안 되');
    fixed('가능한 빨리 회신했습니다.', 'ko', '가능한 빨리', '가능한 한 빨리');
    fixed('왜 그렇게 된건지 살폈습니다.', 'ko', '된건지', '된 건지');
    fixed('점검할 때 마다 기록했습니다.', 'ko', '때 마다', '때마다');
    clean(
      [
        '그것 참 안됐다고 위로했습니다.',
        '보관하면 안 되는 이유를 설명했습니다.',
        '불가능한 일은 없었습니다.',
        '인건비를 줄였습니다.',
        '점검할 때마다 기록했습니다.',
      ],
      'ko',
    );
  });
});

describe('round twenty: English real-word confusions', () => {
  it('each confusion in its context', () => {
    fixed('Thank you for you’re time.'.replace('’', "'"), 'en', "for you're time", 'for your time');
    fixed('The affect of the new rota was clear.', 'en', 'The affect of', 'The effect of');
    fixed('The outage effected our customers.', 'en', 'effected our', 'affected our');
    fixed('Our line ran faster then the old one.', 'en', 'faster then', 'faster than');
    fixed('She was more patient then anyone.', 'en', 'more patient then ', 'more patient than ');
    fixed('I payed the suppliers weekly.', 'en', 'payed the', 'paid the');
    fixed('We were suppose to ship on Monday.', 'en', 'were suppose to', 'were supposed to');
    fixed('Nobody took it for granite.', 'en', 'took it for granite', 'took it for granted');
    fixed('I hold a bachelors degree in chemistry.', 'en', 'bachelors degree', "bachelor's degree");
    fixed('I had to wright the shift report.', 'en', 'to wright', 'to write');
    fixed('I lead the audit team two years ago.', 'en', 'I lead ', 'I led ');
    fixed('My mentor gave me sound advise.', 'en', 'sound advise', 'sound advice');
    fixed('I took on the roll of team lead.', 'en', 'took on the roll of', 'took on the role of');
    fixed('I excepted the offer in May.', 'en', 'excepted the offer', 'accepted the offer');
    fixed('The late fees were waved.', 'en', 'fees were waved', 'fees were waived');
    fixed('I managed a construction sight.', 'en', 'construction sight', 'construction site');
    fixed('I want to further my carrier in logistics.', 'en', 'further my carrier', 'further my career');
    fixed('She has a strong work ethnic.', 'en', 'work ethnic', 'work ethic');
    fixed('We seen the fault first.', 'en', 'We seen', 'We saw');
    fixed('Speed and care are one in the same.', 'en', 'one in the same', 'one and the same');
    fixed('It is no error per say.', 'en', 'per say', 'per se');
  });
  it('leaves the right words and their near misses', () => {
    clean(
      [
        "You're welcome to call.",
        'We effected a change in the rota.',
        'I checked the stock, then the orders.',
        'We tidied up and then the trucks came.',
        'The sailor payed out the rope.',
        'The worktop was granite.',
        'I lead the night shift now.',
        'Two masters of the craft taught me.',
        'I had to write the report.',
        'I advise my team on safety.',
        'I bought a roll of tape.',
        'Everyone was accepted except me.',
        'She waved the trucks through.',
        'I caught sight of the leak.',
        'The carrier lost my parcel.',
        'We have seen the fault before.',
      ],
      'en',
    );
  });
});

describe('round twenty: Indonesian standard forms', () => {
  it('a kept non-standard form gets its KBBI form; the standard one is no kept slip', () => {
    expect(kept('Saya mengkonsumsi data dan menterjemahkan dokumen.', 'id')).toEqual([
      ['mengkonsumsi', 'mengonsumsi'],
      ['menterjemahkan', 'menerjemahkan'],
    ]);
    expect(kept('Teknologi baru, pondasi rumah, dan anak terlantar.', 'id')).toEqual([
      ['pondasi', 'fondasi'],
      ['terlantar', 'telantar'],
    ]);
    expect(kept('Saya mengonsumsi data dan menerjemahkan dokumen di atas fondasi.', 'id')).toEqual([]);
  });
  it('narasumber written apart; written together it stays', () => {
    fixed('Saya mewawancarai nara sumber dari pabrik.', 'id', 'nara sumber', 'narasumber');
    clean(['Saya mewawancarai narasumber dari pabrik.'], 'id');
  });
  it('the passive di- of a listed root apart, dari pada, keluar before a place; a place after di stays', () => {
    fixed('Saya di percaya memegang kunci gudang.', 'id', 'di percaya', 'dipercaya');
    fixed('Mesin itu di perbaiki oleh teknisi.', 'id', 'di perbaiki', 'diperbaiki');
    fixed('Lebih baik bertanya dari pada menebak.', 'id', 'dari pada', 'daripada');
    fixed('Saya sering dinas keluar kota.', 'id', 'keluar kota', 'ke luar kota');
    clean(
      [
        'Saya bekerja di lokasi proyek dan di divisi gudang.',
        'Saya percaya pada tim.',
        'Saya keluar dari kota itu pada 2020.',
        'Saya keluar rumah pukul enam.',
        'Lebih baik bertanya daripada menebak.',
      ],
      'id',
    );
  });
});
