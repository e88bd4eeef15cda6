// Second tuning people. They were written as held-apart people, but their first run showed general faults
// that were then fixed in the rules (a bare number's unit word, a year as a figure, a lesson sentence read
// as a conflict, headings in a posting, "now" and "in my first months" cues), so their figures are tuning
// figures. The held-apart people are in held-apart-fresh.ts.
import type { InterviewSources } from '../generate';

export const TUNE_2: Record<'ko' | 'en' | 'id', InterviewSources> = {
  ko: {
    fallbackLang: 'ko',
    company: '푸른에너지',
    texts: [
      {
        ref: 'answer:11',
        text: '학부 연구실에서 태양광 패널 발전량 예측 모델을 만들었습니다. 기존에는 연구원이 날씨 자료를 손으로 옮겨 적었고, 저는 기상청 자료를 자동으로 받아오는 스크립트를 작성했습니다. 교수님은 처음에 통계 모델이 더 낫다고 보셨지만, 두 방식을 같은 자료로 비교한 표를 보여 드렸습니다. 결과적으로 예측 오차가 18%에서 11%로 낮아졌습니다. 이 과정에서 의견이 다를 때는 같은 기준으로 비교하는 것이 가장 빠른 설득이라는 것을 배웠습니다.',
      },
      {
        ref: 'answer:12',
        text: '편의점 야간 아르바이트를 2년 동안 했습니다. 폐기 상품이 많아 점주님께 발주 시간을 바꾸자고 제안했습니다. 동료들과 함께 일주일 동안 시간대별 판매량을 기록했습니다. 그 결과 한 달 폐기 금액이 30만원 줄었습니다. 다시 한다면 기록을 처음부터 표로 남겨 더 오래 비교해 보고 싶습니다.',
      },
      {
        ref: 'answer:13',
        text: '푸른에너지에 지원한 것은 지역 주민과 함께 발전소를 운영하는 방식 때문입니다. 재생에너지 설비가 늘어나는 지금이 현장 데이터를 배우기 가장 좋은 때라고 생각합니다. 입사 후에는 발전량 데이터를 정리하고 이상값을 찾는 일부터 맡고 싶습니다.',
      },
      {
        ref: 'episode:0:action',
        role: 'action',
        text: '동아리 회계를 맡아 종이 장부를 공유 스프레드시트로 옮겼습니다.',
      },
      { ref: 'episode:0:result', role: 'result', text: '정산에 걸리던 시간이 3일에서 1일로 줄었습니다.' },
    ],
    posting:
      '주요 업무\n- 발전소 운영 데이터 모니터링\n- 설비 점검 일정 관리 및 협력사 대응\n- 현장 안전 교육 보조\n자격 요건\n- Python 또는 SQL 사용 경험',
  },
  en: {
    fallbackLang: 'en',
    company: 'Brightpath Health',
    texts: [
      {
        ref: 'answer:21',
        text: 'During my second year I volunteered at a community clinic that lost track of follow-up calls. I set up a shared call sheet and trained four volunteers to use it. Some nurses objected because it added a step to their day. I sat with them for a week and cut the sheet down to three columns. Missed follow-ups dropped from 40 a month to 9.',
      },
      {
        ref: 'answer:22',
        text: 'In my final project I analysed 2,000 anonymised appointment records with Python. We were a group of three, and I wrote the cleaning scripts and the charts. I learned that most of the work in data is agreeing on what a field means. Since then I write a short glossary before any analysis.',
      },
      {
        ref: 'answer:23',
        text: 'I am applying to Brightpath Health because your clinics publish their waiting times openly. Patient data is finally being used to plan staff, and I want to be part of that now. In my first months I would like to learn your scheduling system from the front desk staff.',
      },
      {
        ref: 'episode:0:lesson',
        role: 'lesson',
        text: 'I learned to ask the people who do the work before changing a form.',
      },
    ],
    posting:
      'Responsibilities:\n- Maintain weekly reports on clinic capacity\n- Coordinate with vendors on software updates\n- Present findings to regional managers',
  },
  id: {
    fallbackLang: 'id',
    company: 'Tani Maju',
    texts: [
      {
        ref: 'answer:31',
        text: 'Di kampus, saya memimpin proyek pencatatan panen untuk kelompok tani di desa saya. Sebelumnya petani mencatat hasil di buku, dan data sering hilang. Saya merancang formulir sederhana di ponsel bersama dua teman. Hasilnya, 45 petani mencatat panen setiap minggu selama satu musim.',
      },
      {
        ref: 'answer:32',
        text: 'Ketua kelompok tani awalnya tidak setuju karena takut petani tua kesulitan. Saya mengajak beliau mencoba formulir itu sendiri dan kami menyederhanakan tiga pertanyaan. Dari situ saya belajar bahwa perubahan harus dimulai dari orang yang paling ragu. Kalau mengulang, saya akan melibatkan ketua sejak awal.',
      },
      {
        ref: 'answer:33',
        text: 'Saya melamar ke Tani Maju karena perusahaan ini membeli langsung dari petani kecil. Harga pangan sedang naik, dan saya ingin membantu petani mendapat bagian yang adil sekarang. Setelah bergabung, saya ingin berkontribusi pada pendataan pemasok di Jawa Tengah.',
      },
    ],
    posting:
      'Tanggung jawab:\n- Mengunjungi gudang mitra setiap bulan\n- Menyusun laporan kualitas beras\n- Bernegosiasi harga dengan distributor',
  },
};
