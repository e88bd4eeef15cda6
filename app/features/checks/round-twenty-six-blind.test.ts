// Round twenty-six (ADR 0039): the grid families (blind-grid-ko.ts, -en.ts, -id.ts, blind-grid-others.ts),
// each both ways on made-up sentences other than the seventh set's.
import { describe, it } from 'vitest';
import { expectFlagged, expectLeft } from './blind-expect';

describe('round twenty-six: Korean', () => {
  it('birthplace by 출생·태생·본적, an age by a decade of birth or a generation', () => {
    expectFlagged('1987년 여수에서 출생해 그곳에서 자랐습니다.', 'ko', '여수에서 출생');
    expectFlagged('80년대생인 저는 PC통신 시절을 기억합니다.', 'ko', '80년대생');
    expectFlagged('MZ세대로서 숏폼 콘텐츠에 강합니다.', 'ko', 'MZ세대');
    expectLeft('80년대생 고객을 위한 적금 상품을 알렸습니다.', 'ko');
    expectLeft('MZ세대 소비자 설문을 분석했습니다.', 'ko');
  });
  it('birth order, a family trade, a child at school', () => {
    expectFlagged('차녀로서 부모님 가게 일을 도왔습니다.', 'ko', '차녀로서');
    expectFlagged('2남 2녀 중 막내인 저는 눈치가 빠릅니다.', 'ko', '2남 2녀');
    expectFlagged('가업으로 이어 온 방앗간을 맡아 운영했습니다.', 'ko', '가업');
    expectFlagged('둘째가 유치원에 다녀 오후 4시 이후 근무가 어렵습니다.', 'ko', '유치원');
    expectLeft('가업을 물려받은 사장님들의 세무 상담을 도왔습니다.', 'ko');
  });
  it('height by a figure or a size, kilos lost, hair', () => {
    expectFlagged('제 신장은 168이라 작업대 높이가 딱 맞습니다.', 'ko', '신장');
    expectFlagged('단신이라는 약점을 순발력으로 채웠습니다.', 'ko', '단신');
    expectFlagged('퇴근 후 운동으로 8kg을 뺐습니다.', 'ko', '8kg을 뺐');
    expectLeft('키가 160cm인 손님께 맞는 의자를 골라 드렸습니다.', 'ko');
  });
  it('health conditions and disability by their shapes', () => {
    expectFlagged('천식이 있어 먼지가 많은 곳은 피합니다.', 'ko', '천식');
    expectFlagged('청각장애인으로서 자막 작업의 중요성을 압니다.', 'ko', '청각장애인');
    expectLeft('천식이 있는 어린이 환자의 흡입기 사용법을 교육했습니다.', 'ko');
    expectLeft('고혈압 진단을 받은 회원들의 운동 강도를 낮췄습니다.', 'ko');
  });
  it('ethnicity or nationality, and a believer named', () => {
    expectFlagged('고려인 4세로 러시아어가 편합니다.', 'ko', '고려인');
    expectFlagged('2012년 국적을 취득해 지금은 한국인입니다.', 'ko', '국적을 취득');
    expectFlagged('저는 크리스천이라 주일에는 근무가 어렵습니다.', 'ko', '크리스천');
    expectLeft('고려인 동포들의 정착 지원 센터에서 회계를 맡았습니다.', 'ko');
  });
  it('a trait ending a clause before another person or a thing is left', () => {
    expectLeft('부모님이 의사인 학생의 진로 상담을 했습니다.', 'ko');
    expectLeft('서울대 출신 강사들의 강의 일정을 짰습니다.', 'ko');
  });
});

describe('round twenty-six: English', () => {
  it('a degree earned at a school, where one grew up, a birthplace field', () => {
    expectFlagged('The MBA I completed at Kellogg taught me finance.', 'en', 'Kellogg');
    expectFlagged('Having been raised on Prince Edward Island, I know small towns.', 'en', 'Prince');
    expectFlagged('Country of birth: Ghana', 'en', 'Ghana');
    expectLeft('I ran a job fair for students raised in foster care.', 'en');
  });
  it('an age as a field or a round number, an era one is a child of', () => {
    expectFlagged('Age: 38, full driving licence', 'en', 'Age: 38');
    expectFlagged('I went back to school at forty.', 'en', 'at forty');
    expectFlagged("I'm a kid of the nineties and loved arcades.", 'en', 'kid of the nineties');
    expectLeft('Sales rose by over forty percent in my first year.', 'en');
  });
  it('gender by a role, pronouns or Scouts; birth order and twins', () => {
    expectFlagged("I'm a single dad who knows how to plan.", 'en', 'single dad');
    expectFlagged('Pronouns: they/them', 'en', 'they/them');
    expectFlagged('As the youngest child, I learned to negotiate.', 'en', 'youngest child');
    expectFlagged('I have a twin sister who works in finance.', 'en', 'twin sister');
    expectLeft('I organized a camp for Girl Scout troops across the county.', 'en');
    expectLeft('I built a tracker for single dads in our parenting program.', 'en');
  });
  it('height, body size, a model past, eyes, health', () => {
    expectFlagged("I'm six feet four inches tall.", 'en', 'six feet four inches tall');
    expectFlagged("I'm a bit stocky but light on my feet.", 'en', 'stocky');
    expectFlagged('I have green eyes and glasses.', 'en', 'green eyes');
    expectFlagged('I live with epilepsy and it is well controlled.', 'en', 'epilepsy');
    expectFlagged("I'm a stroke survivor.", 'en', 'stroke survivor');
    expectLeft('I ran support groups for stroke survivors.', 'en');
    expectLeft('I trained staff to help diabetic customers choose snacks.', 'en');
  });
  it('ethnicity, heritage, citizenship; others before or after a verb of service left', () => {
    expectFlagged("I'm Filipino-American and speak Tagalog.", 'en', 'Filipino-American');
    expectFlagged('My ancestry is Lebanese.', 'en', 'Lebanese');
    expectFlagged("I'm a Canadian citizen.", 'en', 'Canadian citizen');
    expectLeft('I advised Filipino-American families on college aid.', 'en');
    expectLeft('I helped widowed clients update their beneficiaries.', 'en');
  });
});

describe('round twenty-six: Indonesian', () => {
  it('village, region, birthplace as a field or a clause', () => {
    expectFlagged('Kampung halaman saya Tegal.', 'id', 'Kampung halaman');
    expectFlagged('Saya dibesarkan di Kupang oleh nenek.', 'id', 'dibesarkan di');
    expectFlagged('Kota kelahiran: Jambi', 'id', 'Kota kelahiran');
    expectLeft('Saya mengirim paket ke Kupang setiap minggu.', 'id');
  });
  it('an age as a figure or a decade, a retiree, an event that dates one', () => {
    expectFlagged('Saya sudah 40-an tetapi cepat belajar.', 'id', '40-an');
    expectFlagged('Saya pensiunan TNI yang kini mengelola gudang.', 'id', 'pensiunan');
    expectFlagged('Saat Orde Baru saya masih kecil.', 'id', 'Orde Baru');
    expectLeft('Kami melatih pensiunan guru membuat konten video.', 'id');
  });
  it('form fields, roles that say gender or marriage, children and birth order', () => {
    expectFlagged('Jenis kelamin: perempuan', 'id', 'perempuan');
    expectFlagged('Status pernikahan: cerai hidup', 'id', 'cerai hidup');
    expectFlagged('Saya seorang duda yang mandiri.', 'id', 'duda');
    expectFlagged('Buah hati saya baru lahir bulan lalu.', 'id', 'Buah hati saya');
    expectFlagged('Saya anak kedua dari tiga bersaudara.', 'id', 'anak kedua');
    expectLeft('Kami memberi santunan untuk duda lansia di desa.', 'id');
  });
  it('body size, a model past, health, faith, descent', () => {
    expectFlagged('Saya termasuk jangkung di keluarga.', 'id', 'jangkung');
    expectFlagged('Saya menderita skoliosis ringan.', 'id', 'skoliosis');
    expectFlagged('Agama: Islam', 'id', 'Agama');
    expectFlagged('Saya berdarah Minang dan Jawa.', 'id', 'berdarah Minang');
    expectLeft('Kami mendampingi pasien yang menderita kanker.', 'id');
    expectLeft('Saya membantu penderita diabetes mengatur menu.', 'id');
  });
});
