// Round twenty (ADR 0039), fourth set: made-up first-person sentences of every blind-hiring category in the
// three languages, written after the first round-twenty rules to see whether they generalise, then the
// families they missed added by kind (a school's campus, a study verb, a faith's practice, a generation
// word, a trait said with a job title). Near misses: others' ages and kin, a segment of customers, a school
// or a place of worship as a workplace or a client. None of these sentences is in a planted set.
import { describe, it } from 'vitest';
import { expectFlagged, expectLeft } from './blind-expect';
import type { CheckLang } from './types';

type Case = [string, CheckLang, string];
type Clean = [string, CheckLang];

describe('round twenty, fourth set: blind hiring by category', () => {
  it('flags each own trait, however it is phrased', () => {
    for (const [t, l, p] of [
      ['학창 시절을 보낸 대전을 떠나 처음 서울로 올라왔습니다.', 'ko', '학창 시절을 보낸 대전'],
      ['저는 00학번 복학생으로 후배들과 함께 공부했습니다.', 'ko', '00학번'],
      ['서울의 한 여자고등학교를 졸업했습니다.', 'ko', '여자고등학교'],
      ['포항공대 대학원에서 석사를 마쳤습니다.', 'ko', '포항공대'],
      ['전남 순천 출신으로 남도의 정을 압니다.', 'ko', '순천 출신'],
      ['바닷가 작은 어촌 마을에서 자랐습니다.', 'ko', '어촌 마을에서 자랐'],
      ['나이 마흔에 처음 코딩을 배웠습니다.', 'ko', '나이 마흔'],
      ['사회 초년생인 20대 중반의 저는 배우는 속도가 빠릅니다.', 'ko', '20대 중반'],
      ['여군 부사관으로 5년간 복무했습니다.', 'ko', '여군'],
      ['엄마로서 아이의 눈높이를 압니다.', 'ko', '엄마로서'],
      ['부모님이 이혼하신 뒤 어머니와 단둘이 살았습니다.', 'ko', '이혼'],
      ['의사인 아버지를 보며 자랐습니다.', 'ko', '의사인 아버지'],
      ['집안 형편이 어려워 고등학생 때부터 일했습니다.', 'ko', '집안 형편'],
      ['강남에 집이 있어 통근이 편합니다.', 'ko', '강남에 집이 있어'],
      ['아직 결혼 계획이 없어 해외 파견도 가능합니다.', 'ko', '결혼 계획이 없어'],
      ['체구는 작지만 깡이 있습니다.', 'ko', '체구는 작지만'],
      ['독실한 기독교 가정에서 자랐습니다.', 'ko', '기독교 가정'],
      ['잘생겼다는 말보다 믿음직하다는 말을 듣고 싶습니다.', 'ko', '잘생겼다'],
      ['I am a proud graduate of Howard University.', 'en', 'graduate of Howard University'],
      ['Four years at a state school in Ohio taught me to budget.', 'en', 'state school in Ohio'],
      ['I was homeschooled until the age of fifteen.', 'en', 'homeschooled'],
      ['A Dubliner by birth, I moved to Toronto at twenty.', 'en', 'Dubliner by birth'],
      ['I come from the Scottish Highlands.', 'en', 'come from the Scottish Highlands'],
      ['Having just turned sixty, I am looking for a new challenge.', 'en', 'turned sixty'],
      ['I am one of the few Boomers still coding.', 'en', 'Boomers'],
      ['As the only guy in a team of ten nurses, I learned to listen.', 'en', 'only guy'],
      ['My father was a miner and my mother cleaned offices.', 'en', 'My father was a miner'],
      ['My twin sister and I both chose medicine.', 'en', 'twin sister'],
      ['Thanks to a trust fund, I could take an unpaid internship.', 'en', 'trust fund'],
      ['I am a widow and have raised three children alone.', 'en', 'widow'],
      ['I am engaged and planning a wedding next year.', 'en', 'I am engaged'],
      ['I am six feet tall and comfortable on ladders.', 'en', 'tall and'],
      ['I pray five times a day, so I plan my breaks.', 'en', 'pray five times a day'],
      ['I am a churchgoer and sing in the choir.', 'en', 'churchgoer'],
      ['I have been told I am very photogenic.', 'en', 'photogenic'],
      ['Saya menamatkan pendidikan di Universitas Airlangga.', 'id', 'Universitas Airlangga'],
      ['Saya pernah nyantri di Pondok Modern Gontor.', 'id', 'nyantri di'],
      ['Saya lahir di Ambon dan besar di Manado.', 'id', 'lahir di Ambon'],
      ['Saya keturunan Arab-Betawi.', 'id', 'keturunan Arab'],
      ['Tahun ini saya genap 30 tahun.', 'id', 'genap 30 tahun'],
      ['Sebagai lelaki, saya siap bekerja shift malam.', 'id', 'Sebagai lelaki'],
      ['Saya perempuan satu-satunya di angkatan teknik mesin.', 'id', 'Saya perempuan'],
      ['Ayah saya pensiunan tentara.', 'id', 'Ayah saya pensiunan'],
      ['Saya berasal dari keluarga berada.', 'id', 'keluarga berada'],
      ['Saya sudah dikaruniai dua orang anak.', 'id', 'dikaruniai dua orang anak'],
      ['Suami saya mendukung karier saya.', 'id', 'Suami saya'],
      ['Berat saya 70 kilogram.', 'id', 'Berat saya 70 kilogram'],
      ['Saya rajin puasa Senin-Kamis.', 'id', 'puasa Senin-Kamis'],
      ['Saya jemaat aktif GKI.', 'id', 'jemaat aktif'],
      ['Banyak orang bilang saya cantik.', 'id', 'saya cantik'],
    ] as Case[])
      expectFlagged(t, l, p);
  });
  it('leaves others, customer segments and workplaces alone', () => {
    for (const [t, l] of [
      ['대전 연구소에서 3년간 근무했습니다.', 'ko'],
      ['아이의 눈높이에 맞춘 교구를 개발했습니다.', 'ko'],
      ['고객의 결혼 계획에 맞춰 적금을 설계했습니다.', 'ko'],
      ['여군 장병을 위한 복지 제도를 조사했습니다.', 'ko'],
      ['I taught at Howard University as an adjunct.', 'en'],
      ['I served widows and pensioners at the benefits office.', 'en'],
      ['The trust fund we managed grew by 8%.', 'en'],
      ['Our Dublin office hired me in 2019.', 'en'],
      ['Saya bekerja di Universitas Airlangga sebagai staf.', 'id'],
      ['Kami melayani jemaat gereja sebagai klien katering.', 'id'],
      ['Berat paket maksimal 70 kilogram.', 'id'],
    ] as Clean[])
      expectLeft(t, l);
  });
});
