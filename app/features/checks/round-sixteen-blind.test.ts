// Round sixteen (ADR 0039): blind-hiring mentions said indirectly, clichés and empty openings, from the
// round-fourteen and round-fifteen sets' misses (fresh11.ts, fresh12.ts, seen since their blind runs), each
// family both ways with made-up sentences the sets do not hold — a cohort year (학번, angkatan, class of), a
// job noun that carries the gender, a university named by what one did there, one's build or weight, the
// same-year dating in Indonesian, born and raised; the team's lubricant, a proverb of persistence,
// Indonesian buzzwords; a childhood dream or an Indonesian preamble as the first sentence.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import { clicheFindings, openingFinding } from './cliches';
import type { CheckLang } from './types';

const blind = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => text.slice(...f.range));
const cliches = (text: string, lang: CheckLang) =>
  clicheFindings(text, lang).map((f) => text.slice(...f.range));

describe('blind hiring said indirectly, round sixteen', () => {
  it('flags a cohort year, a gendered job noun, a university by what one did there, build and weight', () => {
    for (const [text, lang, part] of [
      ['13학번으로 입학해 회계를 배웠습니다.', 'ko', '13학번'],
      ['2011 학번 동기들과 동아리를 만들었습니다.', 'ko', '2011 학번'],
      ['현장에 하나뿐인 여직원이라 야간 근무를 자청했습니다.', 'ko', '여직원'],
      ['부서의 홍일점으로 3년을 일했습니다.', 'ko', '홍일점'],
      ['부산에서 나고 자라 항만에 익숙합니다.', 'ko', '부산에서 나고 자라'],
      ['I graduated with the class of 2004 and joined a bank.', 'en', 'class of 2004'],
      ['I weigh 58 kg, so the harness fits me well.', 'en', 'I weigh 58 kg'],
      ['Weighing about nine stone, I fit into the crawl space.', 'en', 'Weighing about nine stone'],
      ['Saya masuk angkatan 2012 di jurusan akuntansi.', 'id', 'angkatan 2012'],
      ['Sebagai mahasiswi tingkat akhir saya magang di gudang.', 'id', 'mahasiswi'],
      ['Saya kuliah di Unsoed sambil bekerja.', 'id', 'kuliah di Unsoed'],
      ['Saya alumni Trisakti jurusan teknik sipil.', 'id', 'alumni Trisakti'],
      ['Dengan tubuh kekar saya kuat mengangkat karung.', 'id', 'tubuh kekar'],
      ['Saya lulus SMA pada tahun yang sama dengan Piala Dunia di Brasil.', 'id', 'tahun yang sama dengan'],
    ] as const)
      expect(
        blind(text, lang).some((f) => f.includes(part) || part.includes(f)),
        text,
      ).toBe(true);
  });

  it('leaves others, firms, things and dates of work alone', () => {
    for (const [text, lang] of [
      ['학번 순으로 명단을 정리했습니다.', 'ko'],
      ['여성 고객 비율을 분석했습니다.', 'ko'],
      ['부산에서 나온 화물을 분류했습니다.', 'ko'],
      ['The class of service was upgraded for the client.', 'en'],
      ['Each pallet weighing about a tonne went to bay four.', 'en'],
      ['Kami membuka angkatan pelatihan baru setiap bulan.', 'id'],
      ['Saya bekerja di PT Sinar Jaya sejak 2018.', 'id'],
      ['Saya belajar dari Badan Pusat Statistik cara membaca data.', 'id'],
      ['Badan Pengawas Obat menyetujui produk itu.', 'id'],
      ['Proyek itu selesai pada tahun yang sama dengan peluncuran aplikasi.', 'id'],
    ] as const)
      expect(blind(text, lang), text).toEqual([]);
  });
});

describe('clichés and openings, round sixteen', () => {
  it('flags the team metaphor, the persistence proverb and Indonesian buzzwords', () => {
    expect(cliches('저는 부서의 비타민 같은 사람입니다.', 'ko')).toEqual(['부서의 비타민']);
    expect(cliches('한 우물만 판 10년이었습니다.', 'ko')).toEqual(['한 우물만 판']);
    expect(cliches('I am the glue that holds the team together.', 'en')).toEqual(['the glue that holds']);
    expect(cliches('Saya orang yang berorientasi pada target.', 'id')).toEqual(['berorientasi pada target']);
    expect(cliches('Saya ingin menjadi perekat bagi tim.', 'id')).toEqual(['perekat bagi tim']);
    for (const [text, lang] of [
      ['기계에 윤활유를 보충했습니다.', 'ko'],
      ['우물 위치를 측량했습니다.', 'ko'],
      ['We used glue to fix the labels.', 'en'],
      ['Program ini berorientasi ekspor.', 'id'],
    ] as const)
      expect(cliches(text, lang), text).toEqual([]);
  });

  it('flags a childhood dream or an Indonesian preamble as the first sentence', () => {
    for (const [text, q] of [
      [
        '어릴 적부터 저는 하늘을 나는 꿈을 키워 왔습니다. 그래서 정비를 배웠습니다.',
        '입사 후 포부를 쓰시오.',
      ],
      ['When I was little, I loved trains. Today I plan rail freight.', 'Describe a challenge you overcame.'],
      [
        'I have always wanted to help people. Last year I ran a clinic.',
        'Describe a challenge you overcame.',
      ],
      [
        'Sejak kecil saya bercita-cita menjadi pilot. Kini saya teknisi.',
        'Ceritakan pencapaian terbesar Anda.',
      ],
      ['Puji syukur atas kesempatan yang diberikan. Saya teknisi.', 'Ceritakan pencapaian terbesar Anda.'],
    ] as const)
      expect(openingFinding(text, q)?.kind, text).toBe('opening');
    for (const [text, q] of [
      ['어릴 적 살던 동네의 물류센터에서 첫 아르바이트를 했습니다.', '입사 후 포부를 쓰시오.'],
      [
        'When I was leading the night shift, a pallet fell. I stopped the line.',
        'Describe a challenge you overcame.',
      ],
      ['Sejak 2019 saya memimpin tim gudang.', 'Ceritakan pencapaian terbesar Anda.'],
    ] as const)
      expect(openingFinding(text, q), text).toBeNull();
  });
});
