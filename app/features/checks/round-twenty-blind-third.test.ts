// Round twenty (ADR 0039), third set: made-up first-person sentences of every blind-hiring category in the
// three languages, written after the first round-twenty rules to see whether they generalise, then the
// families they missed added by kind (a school's campus, a study verb, a faith's practice, a generation
// word, a trait said with a job title). Near misses: others' ages and kin, a segment of customers, a school
// or a place of worship as a workplace or a client. None of these sentences is in a planted set.
import { describe, it } from 'vitest';
import { expectFlagged, expectLeft } from './blind-expect';
import type { CheckLang } from './types';

type Case = [string, CheckLang, string];
type Clean = [string, CheckLang];

describe('round twenty, third set: blind hiring by category', () => {
  it('flags each own trait, however it is phrased', () => {
    for (const [t, l, p] of [
      ['저는 고려대 경영학과 4학년에 재학 중입니다.', 'ko', '고려대'],
      ['제가 다닌 공고에서는 실습이 수업의 절반이었습니다.', 'ko', '공고'],
      ['대학 시절 카이스트 기숙사에서 밤을 새우곤 했습니다.', 'ko', '카이스트'],
      ['부산 사나이답게 화끈하게 일합니다.', 'ko', '부산 사나이'],
      ['제주에서 나고 자란 저는 감귤 농사를 도왔습니다.', 'ko', '제주에서 나고 자란'],
      ['경북 안동이 고향인 저는 전통을 중시합니다.', 'ko', '고향인 저'],
      ['서른을 넘긴 나이에 새로운 도전을 시작했습니다.', 'ko', '서른을 넘긴'],
      ['1992년에 태어나 IMF를 기억하는 세대입니다.', 'ko', '1992년에 태어나'],
      ['20대 후반의 나이로 첫 직장을 구합니다.', 'ko', '20대 후반'],
      ['여성으로서 조선소 용접 일을 해냈습니다.', 'ko', '여성으로서'],
      ['군 복무 시절 통신병으로 근무했습니다.', 'ko', '군 복무'],
      ['아버지가 은행 지점장이셔서 금융에 관심을 가졌습니다.', 'ko', '아버지가 은행 지점장'],
      ['3녀 중 장녀로 태어났습니다.', 'ko', '3녀 중 장녀'],
      ['형님이 운영하는 식당에서 주방 일을 배웠습니다.', 'ko', '형님이'],
      ['할아버지 때부터 이어온 양조장을 도왔습니다.', 'ko', '할아버지'],
      ['넉넉지 않은 형편에 대학 등록금을 직접 벌었습니다.', 'ko', '넉넉지 않은 형편'],
      ['부모님이 물려주신 땅에서 농장을 운영했습니다.', 'ko', '물려주신 땅'],
      ['두 아들을 키우며 시간 관리를 배웠습니다.', 'ko', '두 아들을 키우며'],
      ['결혼 후 남편을 따라 대전으로 이사했습니다.', 'ko', '남편을 따라'],
      ['키 160cm의 작은 체구지만 힘이 셉니다.', 'ko', '160cm'],
      ['체중을 15kg 줄이며 자기관리를 배웠습니다.', 'ko', '체중을 15kg 줄이며'],
      ['교회 찬양팀 리더로 10년간 봉사했습니다.', 'ko', '찬양팀 리더'],
      ['절에서 108배를 하며 마음을 다스립니다.', 'ko', '108배'],
      ['호감 가는 외모 덕분에 고객들이 편하게 다가옵니다.', 'ko', '호감 가는 외모'],
      ['피부가 까무잡잡해 운동선수냐는 말을 듣습니다.', 'ko', '피부가 까무잡잡'],
      ['I completed my undergraduate degree at Princeton.', 'en', 'degree at Princeton'],
      ['Harvard gave me a network I still rely on.', 'en', 'Harvard gave me'],
      ['At my high school in Queens, I ran the newspaper.', 'en', 'high school in Queens'],
      ['I am a Londoner born and bred.', 'en', 'Londoner born and bred'],
      ['Coming from a coal town in Pennsylvania, I know hard work.', 'en', 'coal town in Pennsylvania'],
      ['My roots are in the Philippines.', 'en', 'My roots are in'],
      ['I am a fifty-five-year-old career changer.', 'en', 'fifty-five-year-old'],
      ['Having been born in the Eighties, I remember dial-up.', 'en', 'born in the Eighties'],
      ['Being female in a male-dominated trade has taught me grit.', 'en', 'Being female'],
      ['As a woman of colour in tech, I champion inclusion.', 'en', 'As a woman'],
      ['My mother runs a hair salon, where I learned customer care.', 'en', 'My mother runs'],
      ['My brother-in-law got me into logistics.', 'en', 'My brother'],
      ['I grew up the youngest of six.', 'en', 'youngest of six'],
      ['We never had much money growing up.', 'en', 'never had much money'],
      ['My family owns a vineyard in Napa.', 'en', 'My family owns a vineyard'],
      ['I became a mother at nineteen.', 'en', 'became a mother at nineteen'],
      ['As a parent of a child with autism, I understand patience.', 'en', 'As a parent of a child'],
      ['My wife and I just welcomed twins.', 'en', 'My wife'],
      ['At 6\'3", I never need a ladder.', 'en', '6\'3"'],
      ['I am slim and fit from years of cycling.', 'en', 'I am slim'],
      ['Sunday mass with my family keeps me grounded.', 'en', 'Sunday mass'],
      ['As a Jewish woman, I observe the High Holidays.', 'en', 'Jewish woman'],
      ['People say I have a warm, approachable smile.', 'en', 'approachable smile'],
      ['My shaved head and beard make me look stern, but I am not.', 'en', 'My shaved head'],
      ['Saya lulusan terbaik IPB angkatan 2016.', 'id', 'lulusan terbaik IPB'],
      ['Saya pernah kuliah di Undip jurusan Teknik Sipil.', 'id', 'kuliah di Undip'],
      ['Saya alumnus SMA Taruna Nusantara.', 'id', 'alumnus SMA Taruna Nusantara'],
      ['Saya orang Jawa tulen yang lahir di Klaten.', 'id', 'orang Jawa'],
      ['Saya besar di lingkungan nelayan Sulawesi.', 'id', 'besar di lingkungan nelayan'],
      ['Saya berdarah Tionghoa dan Sunda.', 'id', 'berdarah Tionghoa'],
      ['Umur saya baru 22 tahun.', 'id', 'Umur saya baru 22 tahun'],
      ['Saya lahir pada tanggal 5 Mei 1990.', 'id', 'lahir pada tanggal 5 Mei 1990'],
      ['Saya termasuk generasi milenial akhir.', 'id', 'generasi milenial'],
      ['Sebagai wanita karier, saya disiplin.', 'id', 'Sebagai wanita'],
      ['Saya seorang bapak yang bekerja keras.', 'id', 'seorang bapak'],
      ['Ibu saya seorang bidan desa.', 'id', 'Ibu saya seorang bidan'],
      ['Saya anak ketiga dari empat bersaudara.', 'id', 'anak ketiga dari empat bersaudara'],
      ['Paman saya pejabat di dinas pendidikan.', 'id', 'Paman saya'],
      ['Keluarga saya kurang mampu sehingga saya bekerja sambil kuliah.', 'id', 'Keluarga saya kurang mampu'],
      ['Ayah saya punya usaha rental mobil.', 'id', 'Ayah saya punya usaha'],
      ['Saya ibu tunggal dengan dua anak.', 'id', 'Saya ibu'],
      ['Saya belum berkeluarga.', 'id', 'belum berkeluarga'],
      ['Tinggi saya 180 cm.', 'id', 'Tinggi saya 180 cm'],
      ['Saya bertubuh atletis.', 'id', 'bertubuh atletis'],
      ['Saya mengenakan jilbab dalam bekerja.', 'id', 'mengenakan jilbab'],
      ['Saya aktif di gereja sebagai pemain musik.', 'id', 'aktif di gereja'],
      ['Saya berparas cantik dan ramah.', 'id', 'berparas cantik'],
      ['Kulit saya putih bersih.', 'id', 'Kulit saya putih'],
    ] as Case[])
      expectFlagged(t, l, p);
  });
  it('leaves others, customer segments and workplaces alone', () => {
    for (const [t, l] of [
      ['고려대학교병원 간호부와 협업해 교육 자료를 만들었습니다.', 'ko'],
      ['부산지점의 매출을 20% 올렸습니다.', 'ko'],
      ['고객의 가족 구성에 맞는 보험을 설계했습니다.', 'ko'],
      ['어린이 고객의 키에 맞춘 진열대를 설계했습니다.', 'ko'],
      ['교회 리모델링 공사의 현장 관리를 맡았습니다.', 'ko'],
      ['30대 여성 고객을 위한 상품을 기획했습니다.', 'ko'],
      ['I taught physics at Queens High School.', 'en'],
      ['I supported clients who were single parents.', 'en'],
      ['Our company, Princeton Digital, grew fast.', 'en'],
      ['I organised a fundraiser for the local mosque as a client project.', 'en'],
      ['I managed a crew of young men on the rig.', 'en'],
      ['Saya bekerja di IPB sebagai staf administrasi.', 'id'],
      ['Kami membantu ibu tunggal mengakses modal usaha.', 'id'],
      ['Saya mendesain seragam jilbab untuk karyawan bank.', 'id'],
      ['Pelanggan kami berusia 20 sampai 35 tahun.', 'id'],
    ] as Clean[])
      expectLeft(t, l);
  });
});
