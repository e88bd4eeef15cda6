// Round twenty (ADR 0039): blind hiring generalised by category and phrasing, not from a planted set's
// sentences — made-up first-person sentences as members write them in a 자기소개서, a cover letter or a surat
// lamaran, school, hometown, age, gender and family, each flagged, and near misses (others' families and ages, a school or a place as a
// workplace, a customer segment) left alone. None of these sentences is in a planted set.
import { describe, it } from 'vitest';
import { expectFlagged } from './blind-expect';
import type { CheckLang } from './types';

type Case = [string, CheckLang, string];

describe('round twenty: blind hiring by category (school, hometown, age, gender, family)', () => {
  it("flags one's own school said by what one did there, by name, nickname or kind", () => {
    for (const [t, l, p] of [
      ['저는 19학번으로 입학해 전공 수업에 몰두했습니다.', 'ko', '19학번'],
      ['신촌에 있는 대학을 다니며 동아리 회장을 맡았습니다.', 'ko', '신촌에 있는 대학'],
      ['지방 국립대를 졸업했지만 실력으로 증명했습니다.', 'ko', '지방 국립대'],
      ['과학고 출신이라 실험에 익숙합니다.', 'ko', '과학고 출신'],
      ['모교인 한림대에서 조교로 일했습니다.', 'ko', '한림대'],
      ['명문대 출신은 아니지만 성실함은 자신 있습니다.', 'ko', '명문대 출신'],
      ['인서울 대학에 진학하려 재수를 했습니다.', 'ko', '재수'],
      ['검정고시로 고등학교 과정을 마쳤습니다.', 'ko', '검정고시'],
      ['특성화고를 졸업하고 바로 취업했습니다.', 'ko', '특성화고를 졸업'],
      ['As a proud Bruin, I learned to compete.', 'en', 'Bruin'],
      ['I graduated from Ohio State with honors.', 'en', 'graduated from Ohio State'],
      ['My years at Oxford taught me rigour.', 'en', 'years at Oxford'],
      ['As an Ivy League graduate, I value debate.', 'en', 'Ivy League graduate'],
      ['Class of 2012 at Lincoln High, I captained the debate team.', 'en', 'Class of 2012'],
      ['I hold a first-class degree from a Russell Group university.', 'en', 'Russell Group'],
      ['Back when I was a freshman at Georgia Tech, I built robots.', 'en', 'freshman at Georgia Tech'],
      ['I was valedictorian of my high school class.', 'en', 'valedictorian'],
      ['A Stanford alumna, I bring a startup mindset.', 'en', 'Stanford alumna'],
      ['I studied at a community college before transferring.', 'en', 'community college'],
      ['Saya lulusan Universitas Gadjah Mada jurusan Akuntansi.', 'id', 'Universitas Gadjah Mada'],
      ['Sebagai alumni ITB, saya terbiasa bekerja keras.', 'id', 'alumni ITB'],
      ['Saya menempuh kuliah di UI selama empat tahun.', 'id', 'kuliah di UI'],
      ['Saya jebolan pesantren di Jombang.', 'id', 'jebolan pesantren'],
      ['Saya angkatan 2015 di kampus kuning.', 'id', 'angkatan 2015'],
      ['Saya tamatan SMK Negeri 2 Surabaya.', 'id', 'SMK Negeri 2 Surabaya'],
      ['Saat masih menjadi mahasiswa Unpad, saya aktif di BEM.', 'id', 'mahasiswa Unpad'],
    ] as Case[])
      expectFlagged(t, l, p);
  });
  it('flags a hometown or region of origin said in any words', () => {
    for (const [t, l, p] of [
      ['부산에서 나고 자라 바다를 좋아합니다.', 'ko', '부산에서 나고 자라'],
      ['고향인 전주를 떠나 서울에서 일했습니다.', 'ko', '고향인 전주'],
      ['경상도 사나이답게 무뚝뚝하지만 믿음직합니다.', 'ko', '경상도 사나이'],
      ['시골 농촌에서 태어나 흙을 만지며 컸습니다.', 'ko', '농촌에서 태어나'],
      ['제주 토박이로서 관광객을 맞이했습니다.', 'ko', '제주 토박이'],
      ['대구가 고향이라 더위에 강합니다.', 'ko', '고향이'],
      ['충청도 출신 특유의 느긋함이 있습니다.', 'ko', '충청도 출신'],
      ['어린 시절을 강원도 산골에서 보냈습니다.', 'ko', '강원도 산골에서 보냈'],
      ['광주에서 초중고를 모두 나왔습니다.', 'ko', '광주에서 초중고'],
      ['Born and raised in Glasgow, I speak plainly.', 'en', 'Born and raised in Glasgow'],
      ['I grew up on a farm in rural Iowa.', 'en', 'grew up on a farm in rural Iowa'],
      ['As a native Texan, I love big challenges.', 'en', 'native Texan'],
      ['I hail from a small town in Kerala.', 'en', 'hail from'],
      ['Having spent my childhood in Lagos, I adapt fast.', 'en', 'spent my childhood in'],
      ['I am a Jersey girl at heart.', 'en', 'Jersey girl'],
      ['My hometown of Leeds taught me grit.', 'en', 'My hometown'],
      ['I moved to London from my native Poland.', 'en', 'native Poland'],
      ['Saya asli Medan dan terbiasa bicara lugas.', 'id', 'asli Medan'],
      ['Saya lahir dan besar di Makassar.', 'id', 'lahir dan besar di Makassar'],
      ['Sebagai putra daerah Papua, saya ingin membangun kampung.', 'id', 'putra daerah'],
      ['Kampung halaman saya di Garut.', 'id', 'Kampung halaman saya'],
      ['Saya orang Batak yang merantau ke Jakarta.', 'id', 'orang Batak'],
      ['Saya dibesarkan di sebuah desa kecil di Jawa Tengah.', 'id', 'dibesarkan di sebuah desa'],
    ] as Case[])
      expectFlagged(t, l, p);
  });
  it('flags an age said by years, decade, generation or life stage', () => {
    for (const [t, l, p] of [
      ['올해로 서른둘이 되었습니다.', 'ko', '올해로 서른'],
      ['90년생으로 MZ세대의 감성을 이해합니다.', 'ko', '90년생'],
      ['MZ세대인 저는 변화에 빠릅니다.', 'ko', 'MZ세대인 저'],
      ['늦은 나이에 취업 준비를 시작했습니다.', 'ko', '늦은 나이'],
      ['2015년에 전역한 뒤 복학했습니다.', 'ko', '전역'],
      ['만 27세로 열정이 넘칩니다.', 'ko', '만 27세'],
      ['스물다섯 살에 첫 창업을 했습니다.', 'ko', '스물다섯 살'],
      ['서른 중반의 나이에 진로를 바꿨습니다.', 'ko', '서른 중반'],
      ['또래보다 늦게 사회생활을 시작했습니다.', 'ko', '또래보다 늦게'],
      ['88올림픽이 열리던 해에 태어났습니다.', 'ko', '해에 태어났'],
      ['I am in my forties and still learning.', 'en', 'in my forties'],
      ['As a millennial, I grew up online.', 'en', 'As a millennial'],
      ['As a Gen Z applicant, I live on my phone.', 'en', 'Gen Z'],
      ['At 52, I bring decades of experience.', 'en', 'At 52'],
      ['I was born in 1994 in a small town.', 'en', 'born in 1994'],
      ['Being a mature student, I returned to study at 38.', 'en', 'mature student'],
      ['I am a recent retiree looking for part-time work.', 'en', 'retiree'],
      ['I am a twenty-three-year-old graduate.', 'en', 'twenty-three-year-old'],
      ['Though I am older than most applicants, I adapt fast.', 'en', 'older than most applicants'],
      ['As a baby boomer I value loyalty.', 'en', 'baby boomer'],
      ['Usia saya 24 tahun.', 'id', 'Usia saya 24 tahun'],
      ['Saya kelahiran 1998.', 'id', 'kelahiran 1998'],
      ['Di usia yang tidak muda lagi, saya tetap belajar.', 'id', 'usia yang tidak muda lagi'],
      ['Sebagai generasi milenial, saya akrab dengan teknologi.', 'id', 'generasi milenial'],
      ['Saya baru berumur 21 tahun.', 'id', 'berumur 21 tahun'],
      ['Meskipun sudah berusia kepala lima, saya sehat.', 'id', 'kepala lima'],
      ['Sebagai Gen Z, saya cepat belajar.', 'id', 'Gen Z'],
    ] as Case[])
      expectFlagged(t, l, p);
  });
  it("flags one's gender said by a title, a role or military service", () => {
    for (const [t, l, p] of [
      ['여자로서 건설 현장에서 일하는 것은 쉽지 않았습니다.', 'ko', '여자로서'],
      ['남자인 저도 간호학과에서 잘 적응했습니다.', 'ko', '남자인 저'],
      ['여대를 나와 리더십을 길렀습니다.', 'ko', '여대'],
      ['홍일점으로 팀에 합류했습니다.', 'ko', '홍일점'],
      ['군필 남성으로서 체력에 자신 있습니다.', 'ko', '군필'],
      ['워킹맘으로 시간을 쪼개 씁니다.', 'ko', '워킹맘'],
      ['여성 엔지니어로서 롤모델이 되고 싶습니다.', 'ko', '여성 엔지니어로서'],
      ['As a woman in engineering, I mentor girls.', 'en', 'As a woman in engineering'],
      ['As the only female developer on the team, I spoke up.', 'en', 'the only female'],
      ['Being a male nurse, I break stereotypes.', 'en', 'Being a male'],
      ['As a working mom, I am organised.', 'en', 'working mom'],
      ['As a young man from the valleys, I worked hard.', 'en', 'young man'],
      ['Sebagai perempuan di bidang teknik, saya harus membuktikan diri.', 'id', 'Sebagai perempuan'],
      ['Saya satu-satunya wanita di tim.', 'id', 'satu-satunya wanita'],
      ['Sebagai seorang ibu rumah tangga, saya pandai mengatur waktu.', 'id', 'Sebagai seorang ibu'],
      ['Sebagai laki-laki, saya siap kerja lapangan.', 'id', 'Sebagai laki-laki'],
    ] as Case[])
      expectFlagged(t, l, p);
  });
  it("flags family members, their jobs and one's place among siblings", () => {
    for (const [t, l, p] of [
      ['아버지께서 공무원이셔서 원칙을 배웠습니다.', 'ko', '아버지께서 공무원'],
      ['어머니는 초등학교 교사로 일하셨습니다.', 'ko', '어머니는 초등학교 교사'],
      ['2남 1녀 중 막내로 태어났습니다.', 'ko', '2남 1녀 중 막내'],
      ['외동딸로 자랐지만 배려심이 깊습니다.', 'ko', '외동딸'],
      ['삼 형제 중 둘째로 자랐습니다.', 'ko', '삼 형제 중 둘째'],
      ['남편이 의사라서 교대 근무를 이해합니다.', 'ko', '남편이 의사'],
      ['할머니 손에서 자랐습니다.', 'ko', '할머니 손에서'],
      ['형이 같은 업계에서 일하고 있습니다.', 'ko', '형이'],
      ['가족 모두 교육자 집안입니다.', 'ko', '교육자 집안'],
      ['장녀로서 동생들을 챙겼습니다.', 'ko', '장녀로서'],
      ['한부모 가정에서 자랐습니다.', 'ko', '한부모 가정'],
      ['My father is a surgeon and my mother a lawyer.', 'en', 'My father is a surgeon'],
      ['As the eldest of four siblings, I learned patience.', 'en', 'eldest of four siblings'],
      ['I come from a family of teachers.', 'en', 'come from a family of'],
      ['My husband works in the military, so we moved often.', 'en', 'My husband works'],
      ['Raised by a single mother, I learned resilience.', 'en', 'Raised by a single mother'],
      ['Both my parents are doctors.', 'en', 'Both my parents are doctors'],
      ['My late grandfather founded a bakery.', 'en', 'My late grandfather'],
      ['I am the first in my family to attend university.', 'en', 'first in my family to attend university'],
      ['My wife is a nurse at the same hospital.', 'en', 'My wife is a nurse'],
      ['Saya anak sulung dari lima bersaudara.', 'id', 'anak sulung dari lima bersaudara'],
      ['Ayah saya seorang petani dan ibu saya guru.', 'id', 'Ayah saya seorang petani'],
      ['Suami saya bekerja sebagai TNI.', 'id', 'Suami saya bekerja'],
      ['Saya anak bungsu.', 'id', 'anak bungsu'],
      ['Orang tua saya pedagang di pasar.', 'id', 'Orang tua saya pedagang'],
      ['Kakak saya lulusan kedokteran.', 'id', 'Kakak saya lulusan'],
      ['Saya anak tunggal.', 'id', 'anak tunggal'],
    ] as Case[])
      expectFlagged(t, l, p);
  });
});
