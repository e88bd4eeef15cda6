// People the generator was tuned on (their letters shaped the cue words). The held-apart people, which
// the done-when tests read, are in held-apart.ts and were not used for tuning.
import type { InterviewSources } from '../generate';

export const TUNE: Record<'ko' | 'en' | 'id', InterviewSources> = {
  ko: {
    fallbackLang: 'ko',
    company: '한빛물류',
    texts: [
      {
        ref: 'answer:1',
        text: '대학 시절 물류 동아리에서 재고 관리 프로젝트를 주도했습니다. 엑셀로 흩어져 있던 재고표를 하나로 모으는 도구를 직접 만들었습니다. 그 결과 월말 재고 조사 시간이 40% 줄었습니다. 이 경험으로 작은 자동화가 팀 전체의 시간을 아낀다는 것을 배웠습니다.',
      },
      {
        ref: 'answer:2',
        text: '아르바이트를 하던 매장에서 배송 지연으로 고객 불만이 많았습니다. 점장님과 의견 차이가 있었지만 데이터를 보여 드리며 설득했습니다. 출고 순서를 바꾸자 지연 건수가 주 12건에서 3건으로 줄었습니다.',
      },
      {
        ref: 'answer:3',
        text: '한빛물류에 지원한 이유는 지방 배송망을 넓히는 회사의 방향에 공감했기 때문입니다. 입사 후에는 출고 데이터를 정리하는 일부터 기여하고 싶습니다.',
      },
    ],
    posting: '물류 센터 출고 데이터 분석\n협력사 배송 일정 조율\nSQL 활용 가능자 우대',
  },
  en: {
    fallbackLang: 'en',
    company: 'Northwind',
    texts: [
      {
        ref: 'answer:1',
        text: 'At my internship I built a dashboard that showed late orders by region. I designed it with two other interns, and I wrote the queries. As a result, the support team answered 25% more tickets the same day.',
      },
      {
        ref: 'answer:2',
        text: 'Our team disagreed about whether to launch before the holidays. I persuaded my manager to run a small pilot first. I learned that a pilot settles an argument faster than a meeting.',
      },
      {
        ref: 'answer:3',
        text: 'I want to join Northwind because your stores serve small towns like mine. In my first months I would like to learn how your warehouses plan deliveries.',
      },
    ],
    posting: 'Analyse delivery data for regional stores.\nNegotiate schedules with carriers.',
  },
  id: {
    fallbackLang: 'id',
    company: 'Sinar Logistik',
    texts: [
      {
        ref: 'answer:1',
        text: 'Saat magang, saya membangun laporan harian untuk gudang. Hasilnya, waktu pengecekan stok berkurang 30% dalam dua bulan. Saya belajar bahwa data yang rapi membantu semua orang.',
      },
      {
        ref: 'answer:2',
        text: 'Tim kami tidak setuju tentang jadwal pengiriman. Saya meyakinkan atasan saya dengan data keterlambatan 15 kasus per minggu.',
      },
      {
        ref: 'answer:3',
        text: 'Saya ingin bergabung dengan Sinar Logistik karena perusahaan ini melayani kota kecil. Saya ingin berkontribusi pada analisis data pengiriman.',
      },
    ],
    posting: 'Mengelola hubungan dengan mitra ekspedisi\nMenyusun laporan biaya bulanan',
  },
};
