// Round twenty (ADR 0039), fifth set: made-up first-person sentences of every blind-hiring category in the
// three languages, written after the first round-twenty rules to see whether they generalise, then the
// families they missed added by kind (a school's campus, a study verb, a faith's practice, a generation
// word, a trait said with a job title). Near misses: others' ages and kin, a segment of customers, a school
// or a place of worship as a workplace or a client. None of these sentences is in a planted set.
import { describe, it } from 'vitest';
import { expectFlagged, expectLeft } from './blind-expect';
import type { CheckLang } from './types';

type Case = [string, CheckLang, string];
type Clean = [string, CheckLang];

describe('round twenty, fifth set: blind hiring by category', () => {
  it('flags each own trait, however it is phrased', () => {
    for (const [t, l, p] of [
      ['대학 졸업 후 모교 연구실에서 2년간 연구했습니다.', 'ko', '모교'],
      ['저는 중앙대 광고홍보학과를 졸업했습니다.', 'ko', '중앙대'],
      ['춘천에서 태어나 호수를 보며 자랐습니다.', 'ko', '춘천에서 태어나'],
      ['저는 뼛속까지 경상도 사람입니다.', 'ko', '경상도 사람'],
      ['저는 올해 만 서른다섯 살입니다.', 'ko', '서른다섯 살'],
      ['늦깎이 신입으로 새 출발을 합니다.', 'ko', '늦깎이'],
      ['여성 리더로서 조직문화를 바꿔 왔습니다.', 'ko', '여성 리더로서'],
      ['외할머니께서 키워 주셨습니다.', 'ko', '외할머니'],
      ['남동생이 장애가 있어 돌봄을 함께했습니다.', 'ko', '남동생'],
      ['빚이 많던 집안 사정으로 휴학을 했습니다.', 'ko', '집안 사정'],
      ['몸무게가 많이 나가 다이어트를 결심했습니다.', 'ko', '몸무게'],
      ['주일마다 교회 봉사를 합니다.', 'ko', '교회 봉사'],
      ['인상이 차가워 보인다는 말을 듣곤 했습니다.', 'ko', '인상이 차가워'],
      ['I studied engineering at Imperial College London.', 'en', 'Imperial College London'],
      ['I hold a law degree from Georgetown.', 'en', 'degree from Georgetown'],
      ['Brooklyn born and raised, I talk fast.', 'en', 'Brooklyn born and raised'],
      ['I grew up in a refugee camp in Kenya.', 'en', 'grew up in a refugee camp in Kenya'],
      ['I turned 50 this year.', 'en', 'turned 50'],
      ['I am young, just 21, and hungry to learn.', 'en', 'just 21'],
      ['As a girl who loved cars, I became a mechanic.', 'en', 'As a girl'],
      ['My stepfather taught me carpentry.', 'en', 'stepfather'],
      ['My family has farmed this land for four generations.', 'en', 'My family has farmed'],
      ['Growing up on welfare taught me the value of a job.', 'en', 'on welfare'],
      ['I have three kids under five.', 'en', 'three kids under five'],
      ['I am a big, strong guy.', 'en', 'big, strong guy'],
      ['Every Friday I attend prayers at the mosque.', 'en', 'attend prayers'],
      ['My colleagues say I have a baby face.', 'en', 'baby face'],
      ['Saya sarjana lulusan Universitas Hasanuddin.', 'id', 'Universitas Hasanuddin'],
      ['Saya alumnus pesantren di Kediri.', 'id', 'alumnus pesantren'],
      ['Saya anak Medan asli.', 'id', 'anak Medan'],
      ['Umur saya sudah 40-an.', 'id', 'Umur saya sudah 40-an'],
      ['Sebagai ibu muda, saya cekatan.', 'id', 'Sebagai ibu'],
      ['Saya satu-satunya anak laki-laki di keluarga.', 'id', 'anak laki-laki'],
      ['Kakak perempuan saya seorang perawat.', 'id', 'Kakak perempuan saya'],
      ['Keluarga saya pemilik toko bangunan terbesar di kota.', 'id', 'Keluarga saya pemilik'],
      ['Saya duda dengan satu anak.', 'id', 'duda'],
      ['Saya bertubuh kurus dan tinggi.', 'id', 'bertubuh kurus'],
      ['Saya mengikuti kajian di masjid kampus.', 'id', 'mengikuti kajian'],
      ['Saya berkacamata dan berambut pendek.', 'id', 'berambut pendek'],
    ] as Case[])
      expectFlagged(t, l, p);
  });
  it('leaves others, customer segments and workplaces alone', () => {
    for (const [t, l] of [
      ['모교 방문 행사를 기획하는 대행사에서 일했습니다.', 'ko'],
      ['춘천 물류센터의 재고를 관리했습니다.', 'ko'],
      ['워킹맘 고객을 위한 시간제 돌봄 서비스를 만들었습니다.', 'ko'],
      ['I lectured at Imperial College London for a term.', 'en'],
      ['I helped families on welfare fill in their forms.', 'en'],
      ['We sold baby face cream to pharmacies.', 'en'],
      ['Saya mengelola proyek di Universitas Hasanuddin sebagai kontraktor.', 'id'],
      ['Kami membantu keluarga transmigran mendapatkan air bersih.', 'id'],
    ] as Clean[])
      expectLeft(t, l);
  });
});
