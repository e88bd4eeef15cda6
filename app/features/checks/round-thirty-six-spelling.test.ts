// Round thirty-six (issue 36): the rules of fresh23's spelling misses and false alarms, both ways on made-up
// sentences (not the set's own): each finds its slip with its correction and leaves the right look-alikes,
// and each word kind the speller lacked passes while a slip of it stays flagged.
import { describe, expect, it } from 'vitest';
import { hitsOf } from './context-rule-hits';
import { KO_GUESSED_POINTED } from './korean-guessed-pointed';
import { EN_IDIOM_ALIKES } from './english-idiom-alikes';
import { spelt } from './spelling-findings-of';

describe('round thirty-six: farm and kitchen words the Korean speller lacked', () => {
  it("a crop's field, an accepted head with a bound suffix and trade verbs pass; slips of them stay flagged", async () => {
    expect(
      await spelt('콩밭과 귤밭을 돌보고 깨밭에서 일한 뒤 두물차를 마셨고 바밭도 봤습니다.', 'ko'),
    ).toEqual(['바밭도']);
    expect(
      await spelt('보리를 덖어 차로 만들고, 덖은 보리는 식혀 두었으며, 무를 채쳐서 덖아 두었습니다.', 'ko'),
    ).toEqual(['덖아']);
    expect(await spelt('역활차를 운영했습니다.', 'ko')).toEqual(['역활차를']);
  });

  it('English procedures by their combining forms, Indonesian keepers of a mosque; slips stay flagged', async () => {
    expect(
      await spelt(
        'On the unit I did venepunctures, ran plasmapheresis, assisted a paracentesis and one venepunctre.',
        'en',
      ),
    ).toEqual(['venepunctre']);
    expect(
      await spelt('Saya membantu marbot dan muazin, lalu melapor ke takmir, bukan takmr.', 'id'),
    ).toEqual(['takmr']);
  });
});

describe('round thirty-six: Korean verbs told apart by what is done', () => {
  const hits = hitsOf(KO_GUESSED_POINTED);
  it('맞히다 where something is guessed in a blind test; what is fitted and 맞춰 보다 stay', () => {
    expect(hits('눈을 가린 채 원두를 맞추는 시험을 봤고, 아이들은 동물 소리를 알아맞췄습니다.')).toEqual([
      '알아맞췄>알아맞혔',
      '원두를 맞추>원두를 맞히',
    ]);
    expect(
      hits('블라인드 시음회에서 손님 입맛을 맞추고, 온도를 맞췄으며, 적은 답을 서로 맞춰 보았습니다.'),
    ).toEqual([]);
    expect(hits('산지를 맞추는 연습을 했습니다.')).toEqual([]);
  });

  it('가리키다 after what points; teaching by hand stays', () => {
    expect(
      hits('팀장님이 지시봉으로 금 간 부분을 가르쳐 주셨고, 계기판 바늘이 영점을 가르쳤습니다.'),
    ).toEqual([
      '바늘이 영점을 가르쳤>바늘이 영점을 가리켰',
      '지시봉으로 금 간 부분을 가르쳐>지시봉으로 금 간 부분을 가리켜',
    ]);
    expect(hits('선배가 손으로 직접 가르쳐 주셨고 후배들에게 용접을 가르쳤습니다.')).toEqual([]);
  });

  it('절이다 where it is done on purpose; numbness stays', () => {
    expect(hits('매실은 설탕에 저려 두었고, 자두는 브랜디에 열흘 넘게 저린 뒤 썼습니다.')).toEqual([
      '저려>절여',
    ]);
    expect(hits('자몽은 와인에 사흘간 저려 썼고 생강은 꿀에 저려 놓았습니다.')).toEqual([
      '와인에 사흘간 저려>와인에 사흘간 절여',
      '저려>절여',
    ]);
    expect(hits('한참 서 있었더니 발이 저려 두 다리를 주물렀고, 손끝이 저린 날도 있었습니다.')).toEqual([]);
  });
});

describe('round thirty-six: English sound-alikes by the words around them', () => {
  const hits = hitsOf(EN_IDIOM_ALIKES);
  it('palate in a sentence of tasting; a colour palette stays', () => {
    expect(hits('Years of coffee cupping refined my palette. Sorbet works as a palette cleanser.')).toEqual([
      'palette>palate',
      'palette>palate',
    ]);
    expect(
      hits(
        'I chose a warm colour palette for the menu, and I spread icing with a palette knife on the cake.',
      ),
    ).toEqual([]);
  });

  it('peace and piece in their set phrases', () => {
    expect(
      hits('The checklist gives managers piece of mind, and setting up the rig was a peace of cake.'),
    ).toEqual(['a peace>a piece', 'piece>peace']);
    expect(hits('I rebuilt it piece by piece for peace of mind, a fine piece of work.')).toEqual([]);
  });

  it('accepted for excepted before an object; the preposition stays', () => {
    expect(hits('The tenant excepted our revised terms and later excepted a smaller deposit.')).toEqual([
      'excepted>accepted',
      'excepted>accepted',
    ]);
    expect(hits('Everyone came, present company excepted, and interns were excepted from the rota.')).toEqual(
      [],
    );
  });

  it('dessert for a course, desert for dry land', () => {
    expect(
      hits('I wrote the desert menu, served starters and desert, and never saw a dessert island.'),
    ).toEqual(['desert>dessert', 'dessert>desert', 'starters and desert>starters and dessert']);
    expect(hits('We crossed the desert, got our just deserts and ordered from the dessert menu.')).toEqual(
      [],
    );
  });
});
