// Round twenty (ADR 0039): blind hiring generalised by category and phrasing, not from a planted set's
// sentences — made-up first-person sentences as members write them in a 자기소개서, a cover letter or a surat
// lamaran, means, marriage, body, faith and looks, each flagged, and near misses (others' families and ages, a school or a place as a
// workplace, a customer segment) left alone. None of these sentences is in a planted set.
import { describe, it } from 'vitest';
import { expectFlagged, expectLeft } from './blind-expect';
import type { CheckLang } from './types';

type Case = [string, CheckLang, string];
type Clean = [string, CheckLang];

describe('round twenty: blind hiring by category (means, marriage, body, faith, looks) and near misses', () => {
  it("flags a family's means", () => {
    for (const [t, l, p] of [
      ['넉넉하지 않은 가정 형편 때문에 아르바이트를 했습니다.', 'ko', '가정 형편'],
      ['집안이 어려워 장학금으로 학교를 다녔습니다.', 'ko', '집안이 어려워'],
      ['유복한 환경에서 자랐습니다.', 'ko', '유복한 환경'],
      ['기초생활수급자 가정에서 자랐습니다.', 'ko', '기초생활수급자'],
      ['아버지 사업이 부도나면서 생계를 책임졌습니다.', 'ko', '아버지 사업이 부도'],
      ['I grew up poor in a council estate.', 'en', 'grew up poor'],
      ['Coming from a wealthy family, I never wanted for anything.', 'en', 'wealthy family'],
      ['We lived paycheck to paycheck when I was young.', 'en', 'paycheck to paycheck'],
      ['I grew up on food stamps.', 'en', 'food stamps'],
      ['I come from a working-class background.', 'en', 'working-class background'],
      ['Saya berasal dari keluarga kurang mampu.', 'id', 'keluarga kurang mampu'],
      ['Keluarga saya sederhana, ayah buruh harian.', 'id', 'Keluarga saya sederhana'],
      ['Orang tua saya memiliki toko emas.', 'id', 'memiliki toko emas'],
      ['Saya penerima beasiswa Bidikmisi karena ekonomi keluarga.', 'id', 'ekonomi keluarga'],
    ] as Case[])
      expectFlagged(t, l, p);
  });
  it('flags marriage, children and pregnancy', () => {
    for (const [t, l, p] of [
      ['결혼 후 육아로 경력이 단절되었습니다.', 'ko', '육아로 경력이 단절'],
      ['두 아이의 엄마로서 책임감이 강합니다.', 'ko', '두 아이의 엄마'],
      ['작년에 결혼하여 안정된 생활을 하고 있습니다.', 'ko', '결혼하여'],
      ['미혼이라 야근도 가능합니다.', 'ko', '미혼'],
      ['아이를 키우며 공부를 병행했습니다.', 'ko', '아이를 키우며'],
      ['신혼이지만 출장도 문제없습니다.', 'ko', '신혼'],
      ['돌싱으로 혼자 아이를 키웁니다.', 'ko', '돌싱'],
      ['육아휴직 후 복직했습니다.', 'ko', '육아휴직'],
      ['As a mother of two, I juggle priorities.', 'en', 'As a mother'],
      ['I am happily married with three kids.', 'en', 'happily married'],
      ['After my divorce, I rebuilt my career.', 'en', 'my divorce'],
      ['I took a career break to raise my children.', 'en', 'raise my children'],
      ['As a single dad, I know time management.', 'en', 'single dad'],
      ['My fiancé and I are relocating to Austin.', 'en', 'My fiancé'],
      ['I am expecting my first child in June.', 'en', 'expecting my first child'],
      ['Being single, I can travel freely.', 'en', 'Being single'],
      ['Saya sudah menikah dan memiliki dua anak.', 'id', 'sudah menikah'],
      ['Saya belum menikah sehingga siap ditempatkan di mana saja.', 'id', 'belum menikah'],
      ['Sebagai ibu dari tiga anak, saya terbiasa multitasking.', 'id', 'Sebagai ibu'],
      ['Saya seorang janda dengan satu anak.', 'id', 'janda'],
      ['Saya sedang hamil empat bulan.', 'id', 'hamil'],
      ['Status saya lajang.', 'id', 'lajang'],
    ] as Case[])
      expectFlagged(t, l, p);
  });
  it('flags height, weight and build', () => {
    for (const [t, l, p] of [
      ['키가 커서 높은 선반의 물건도 쉽게 꺼냅니다.', 'ko', '키가 커서'],
      ['체중 80kg의 건장한 체격입니다.', 'ko', '건장한 체격'],
      ['키 180cm로 체력이 좋습니다.', 'ko', '180cm'],
      ['덩치가 커서 믿음직하다는 말을 듣습니다.', 'ko', '덩치가 커서'],
      ['작은 키에도 불구하고 농구부 주장을 했습니다.', 'ko', '작은 키'],
      ['다이어트로 20kg을 감량했습니다.', 'ko', '20kg을 감량'],
      ['At six foot four, I can reach anything.', 'en', 'six foot four'],
      ['I am petite but strong.', 'en', 'I am petite'],
      ['I lost 30 pounds last year through running.', 'en', 'lost 30 pounds'],
      ['Being tall, I stood out in the crowd.', 'en', 'Being tall'],
      ['My athletic build helps in warehouse work.', 'en', 'athletic build'],
      ['I am overweight but very active.', 'en', 'overweight'],
      ['Tinggi badan saya 170 cm.', 'id', 'Tinggi badan saya 170 cm'],
      ['Berat badan saya 55 kg.', 'id', 'Berat badan saya 55 kg'],
      ['Postur tubuh saya tinggi dan tegap.', 'id', 'Postur tubuh saya'],
      ['Saya bertubuh mungil tapi gesit.', 'id', 'bertubuh mungil'],
    ] as Case[])
      expectFlagged(t, l, p);
  });
  it("flags one's own faith by a role or practice", () => {
    for (const [t, l, p] of [
      ['교회에서 청년부 회장을 맡았습니다.', 'ko', '교회에서 청년'],
      ['독실한 불교 신자로서 마음을 다스립니다.', 'ko', '불교 신자'],
      ['성당 주일학교 교사로 봉사했습니다.', 'ko', '주일학교 교사'],
      ['모태신앙으로 자란 저는 정직을 배웠습니다.', 'ko', '모태신앙'],
      ['신앙생활을 통해 인내를 배웠습니다.', 'ko', '신앙생활'],
      ['선교 활동으로 필리핀에 다녀왔습니다.', 'ko', '선교 활동'],
      ['As a devout Catholic, I value service.', 'en', 'devout Catholic'],
      ['I lead the youth group at my church.', 'en', 'my church'],
      ['My faith in God keeps me grounded.', 'en', 'faith in God'],
      ['I volunteer at the mosque every Friday.', 'en', 'at the mosque'],
      ['As a practising Hindu, I fast regularly.', 'en', 'practising Hindu'],
      ['I served a two-year mission for my church.', 'en', 'two-year mission'],
      ['Saya seorang muslimah yang berhijab.', 'id', 'berhijab'],
      ['Saya aktif sebagai remaja masjid.', 'id', 'remaja masjid'],
      ['Saya rajin beribadah ke gereja setiap Minggu.', 'id', 'ke gereja'],
      ['Saya hafal 10 juz Al-Quran.', 'id', 'hafal 10 juz'],
      ['Sebagai umat Hindu, saya menghormati perbedaan.', 'id', 'umat Hindu'],
      ['Saya pengurus majelis taklim di kompleks.', 'id', 'majelis taklim'],
    ] as Case[])
      expectFlagged(t, l, p);
  });
  it('flags looks, face and skin', () => {
    for (const [t, l, p] of [
      ['인상이 좋다는 말을 자주 듣습니다.', 'ko', '인상이 좋다'],
      ['외모가 호감형이라 고객 응대에 유리합니다.', 'ko', '외모가 호감형'],
      ['동안이라 어려 보인다는 말을 듣습니다.', 'ko', '동안이라'],
      ['단정한 용모로 첫인상이 좋습니다.', 'ko', '단정한 용모'],
      ['I have a friendly face that puts people at ease.', 'en', 'friendly face'],
      ['People say I am good-looking and well-groomed.', 'en', 'good-looking'],
      ['My tattoos have never affected my work.', 'en', 'My tattoos'],
      ['My attractive smile wins customers.', 'en', 'attractive smile'],
      ['Saya berpenampilan menarik.', 'id', 'berpenampilan menarik'],
      ['Wajah saya ramah sehingga pelanggan nyaman.', 'id', 'Wajah saya ramah'],
      ['Saya berkulit putih dan berambut panjang.', 'id', 'berkulit putih'],
      ['Saya good looking dan percaya diri.', 'id', 'good looking'],
    ] as Case[])
      expectFlagged(t, l, p);
  });
  it("leaves others' traits, customer segments and schools or places as workplaces alone", () => {
    for (const [t, l] of [
      ['부산지점에서 3년간 영업을 담당했습니다.', 'ko'],
      ['고객의 자녀 교육 상담을 도왔습니다.', 'ko'],
      ['환자의 어머니께 치료 과정을 설명했습니다.', 'ko'],
      ['서울대학교병원에서 인턴으로 근무했습니다.', 'ko'],
      ['초등학생 아이들에게 코딩을 가르쳤습니다.', 'ko'],
      ['60대 이상 고객을 위한 상품을 기획했습니다.', 'ko'],
      ['지역 교회와 협력해 무료 급식 행사를 열었습니다.', 'ko'],
      ['고객의 체형에 맞춰 의류를 추천했습니다.', 'ko'],
      ['부모님을 위한 효도 여행 상품을 만들었습니다.', 'ko'],
      ['대구 공장의 생산 라인을 개선했습니다.', 'ko'],
      ['MZ세대 고객을 겨냥한 마케팅을 기획했습니다.', 'ko'],
      ['고등학교에서 수학 강사로 일했습니다.', 'ko'],
      ['신혼부부 고객에게 대출 상품을 안내했습니다.', 'ko'],
      ['임산부 고객을 위한 좌석을 마련했습니다.', 'ko'],
      ['여성 고객 비율이 70%였습니다.', 'ko'],
      ['키가 큰 선반을 설치해 보관 공간을 늘렸습니다.', 'ko'],
      ['제주항공에서 지상직으로 근무했습니다.', 'ko'],
      ['아버지 역할을 하는 멘토링 프로그램을 운영했습니다.', 'ko'],
      ['무게 20kg의 박스를 하루 300개 옮겼습니다.', 'ko'],
      ['어르신들의 나이에 맞는 운동을 안내했습니다.', 'ko'],
      ['We opened our Busan branch in 2020.', 'en'],
      ['I taught at Lincoln High School for three years.', 'en'],
      ['I worked at Stanford Health Care as a nurse.', 'en'],
      ['The patient’s daughter asked about discharge.', 'en'],
      ['I helped customers in their forties plan retirement.', 'en'],
      ['I coached a team of 12 teenagers.', 'en'],
      ['Our clients were mostly millennials and Gen Z.', 'en'],
      ['I built a dashboard for Oxford Instruments.', 'en'],
      ['I designed a program for single mothers in the community.', 'en'],
      ['We delivered 40 kg parcels across the city.', 'en'],
      ['The church hall was our venue for the fundraiser.', 'en'],
      ['I recruited students from local universities.', 'en'],
      ['Boston Consulting Group hired me as an analyst.', 'en'],
      ['The mother company approved our budget.', 'en'],
      ['I joined Georgia-Pacific as a planner.', 'en'],
      ['Our target users were women in engineering.', 'en'],
      ['I managed the Texas region for sales.', 'en'],
      ['Saya bekerja di cabang Medan selama dua tahun.', 'id'],
      ['Saya mengajar di SMA Negeri 1 Bandung sebagai guru honorer.', 'id'],
      ['Saya bekerja di PT Universitas Digital sebagai staf IT.', 'id'],
      ['Pelanggan kami kebanyakan ibu rumah tangga.', 'id'],
      ['Saya membantu anak-anak pasien belajar membaca.', 'id'],
      ['Saya melatih siswa kelas 12 untuk olimpiade.', 'id'],
      ['Produk kami ditujukan untuk generasi milenial.', 'id'],
      ['Saya mengelola gudang di Makassar.', 'id'],
      ['Saya bekerja di Bank Syariah Indonesia.', 'id'],
      ['Kami menyediakan layanan untuk lansia berusia 60 tahun ke atas.', 'id'],
      ['Saya merancang program gizi untuk ibu hamil.', 'id'],
      ['Saya memindahkan karung beras 50 kg setiap hari.', 'id'],
      ['Kami bermitra dengan masjid setempat untuk pembagian sembako.', 'id'],
      ['Saya magang di Universitas Indonesia sebagai asisten peneliti.', 'id'],
    ] as Clean[])
      expectLeft(t, l);
  });
});
