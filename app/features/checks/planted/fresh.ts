// Fresh held-out sets (issue 36, second round): written on 2026-11-29 before they were first run, after
// the first held-out third had been seen (its English "signups" false alarm led to the compound rule in
// spelling.ts). No rule is tuned on these; `npm run bench:checks` reports them apart from the old ones.
import type { PlantedCase } from './types';

export const FRESH_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '한빛물류에 지원한 동기를 기술해 주십시오.',
      clean: true,
      text: '한빛물류에 지원한 이유는 물류 현장의 데이터를 직접 다루며 배송 지연을 줄이는 일에 보람을 느껴 왔기 때문입니다. 이전 회사에서 입고 API를 설계하면서 창고 직원들이 하루에도 여러 번 같은 정보를 손으로 옮겨 적는 모습을 보았습니다. 그래서 재고 동기화 배치를 15분 주기로 바꾸었고, 재고 불일치 문의가 눈에 띄게 줄었습니다. 한빛물류는 전국 단위의 풀필먼트 센터를 운영하고 있어 작은 개선도 큰 효과로 이어질 수 있다고 생각합니다. 입사 후에는 출고 과정의 병목을 데이터로 찾아내고, 현장 관리자와 함께 우선순위를 정해 하나씩 고쳐 나가겠습니다.',
      planted: {},
      companies: ['한빛물류'],
    },
    {
      question: '실패했던 경험과 그로부터 배운 점을 기술해 주십시오.',
      clean: true,
      text: '가장 크게 실패했던 경험은 출고 지시서 출력 모듈을 개선하다가 배포 당일 일부 창고의 출력이 멈춘 일입니다. 테스트 환경에서는 문제가 없었지만, 실제 프린터 드라이버 버전이 창고마다 달랐다는 점을 미리 확인하지 않았습니다. 저는 즉시 이전 버전으로 되돌리고, 창고별 장비 목록을 정리해 달라고 운영팀에 요청했습니다. 이후 배포 전에 장비 목록을 대조하는 점검표를 만들었고, 같은 문제는 다시 생기지 않았습니다. 이 일로 현장의 조건을 먼저 묻는 습관이 생겼습니다.',
      planted: {},
    },
    {
      question: '동료와 의견이 달랐던 경험과 해결 과정을 기술해 주십시오.',
      clean: true,
      text: '백엔드 팀장으로 일할 때 배송 추적 화면의 응답 속도를 두고 프론트엔드 팀과 의견이 갈렸습니다. 저희 팀은 캐시를 늘리자고 했고, 상대 팀은 화면에서 불러오는 항목을 줄이자고 했습니다. 저는 두 방안을 일주일씩 적용해 보고 실제 응답 시간을 비교하자고 제안했습니다. 측정해 보니 두 가지를 함께 적용했을 때 가장 빨랐고, 양쪽 모두 결과를 받아들였습니다. 그 뒤로는 의견이 다를 때 먼저 측정할 방법부터 정하는 것이 팀의 규칙이 되었습니다.',
      planted: {},
    },
    {
      question: '본인의 강점을 기술해 주십시오.',
      clean: true,
      text: '제 강점은 복잡한 문제를 작은 단위로 나누어 끝까지 해결하는 끈기입니다. 재고 불일치 문의가 한 달에 백 건이 넘던 시기에 저는 문의를 유형별로 분류하는 일부터 시작했습니다. 원인의 절반 이상이 배치 주기에서 생긴다는 것을 확인한 뒤 동기화 방식을 바꾸었고, 남은 문제는 창고별로 담당자를 정해 매주 함께 살펴보았습니다. 석 달 뒤 문의는 크게 줄었고, 운영팀은 이 방식을 다른 센터에도 적용했습니다.',
      planted: {},
    },
    {
      question: '본인의 강점을 기술해 주십시오.',
      text: '물류 센터에서 제 역활은 입고 데이터를 정리하는 일이었습니다. 처음에는 익숙하지 않아 몇일 동안 밤늦게까지 자료를 읽었습니다. 저는 부산에서 나고 자랐으며 아버지께서는 부두에서 일하셨습니다.',
      planted: { spelling: ['역활은', '몇일'], blind: ['부산에서 나고 자랐', '아버지께서는'] },
    },
  ],
  en: [
    {
      question: 'Why do you want to join Northwind Labs?',
      clean: true,
      text: 'Northwind Labs publishes its experiment reviews, and reading them convinced me that the team cares about getting the answer right rather than getting it fast. In my current role I run weekly pricing and onboarding tests, and the part I enjoy most is writing the plan before anything ships. I would like to bring that habit to a team that already values it, and to learn how you keep dozens of experiments from interfering with each other. In my first months I would focus on making test results easier to compare across teams.',
      planted: {},
      companies: ['Northwind Labs'],
    },
    {
      question: 'Tell us about a time you failed and what you learned.',
      clean: true,
      text: 'Early in my career I built a dashboard that tracked daily active users, and I presented a jump in usage as a success. A week later an engineer pointed out that a logging change had counted the same visits twice. I had not checked the pipeline before sharing the chart, and two managers had already quoted the number. I corrected the figure in the same channel where I had posted it and explained what went wrong. Since then I compare any sudden change against the release notes before I report it.',
      planted: {},
    },
    {
      question: 'Describe a conflict with a colleague and how you resolved it.',
      clean: true,
      text: 'Our marketing and product teams disagreed about which customers to include in a retention analysis. Marketing wanted to count everyone who had ever logged in, while product wanted only paying customers. I set up a short meeting, listed the questions each team needed answered, and showed that both definitions were useful for different decisions. We agreed to publish two numbers with clear labels. The analysis shipped on time, and both teams started using the shared definitions in their planning documents.',
      planted: {},
    },
    {
      question: 'What is your main strength?',
      clean: true,
      text: 'My main strength is turning messy data into something a busy manager can act on. At my previous employer, store managers received a weekly spreadsheet with more than forty columns, and most of them ignored it. I interviewed six managers, found the three numbers they actually checked, and rebuilt the report around those. Usage of the report tripled within two months, and regional leads began asking for the same format in their own reviews.',
      planted: {},
    },
    {
      question: 'What is your main strength?',
      text: 'I beleive the best analysts ask questions before they write queries. In my last job I wrote a guide that explaned how to frame a test. I am a 32-year-old mother of two and I grew up in Manchester.',
      planted: { spelling: ['beleive', 'explaned'], blind: ['32-year-old', 'mother of two', 'grew up in'] },
    },
  ],
  id: [
    {
      question: 'Mengapa Anda ingin bergabung dengan PT Mitra Niaga?',
      clean: true,
      text: 'Saya ingin bergabung dengan PT Mitra Niaga karena perusahaan ini sedang memperluas layanan pembiayaan untuk usaha kecil. Selama bekerja sebagai analis keuangan, saya menyusun laporan arus kas bulanan dan membantu tim penjualan memahami risiko setiap pelanggan. Saya senang ketika angka yang rumit bisa membantu orang mengambil keputusan dengan lebih yakin. Di sini saya ingin memperbaiki cara perusahaan menilai kelayakan kredit agar prosesnya lebih cepat dan tetap hati-hati.',
      planted: {},
      companies: ['PT Mitra Niaga'],
    },
    {
      question: 'Ceritakan kegagalan Anda dan apa yang Anda pelajari.',
      clean: true,
      text: 'Kegagalan terbesar saya terjadi ketika saya terlambat menyerahkan laporan anggaran kuartalan. Saya terlalu lama memeriksa detail kecil dan tidak memberi tahu atasan bahwa pekerjaan itu tertunda. Akibatnya, rapat direksi harus diundur satu hari. Sejak saat itu saya membagi pekerjaan besar menjadi beberapa tahap dan melaporkan kemajuannya setiap pagi. Cara ini membuat tim tahu lebih awal jika ada masalah.',
      planted: {},
    },
    {
      question: 'Ceritakan perbedaan pendapat dengan rekan kerja.',
      clean: true,
      text: 'Dalam satu proyek, rekan saya ingin memakai data tahun lalu, sedangkan saya ingin memakai data tiga bulan terakhir. Kami sepakat untuk menghitung keduanya dan membandingkan hasilnya dengan penjualan yang sebenarnya. Data terbaru ternyata lebih akurat, tetapi data tahun lalu membantu menjelaskan pola musiman. Akhirnya kami menggabungkan keduanya dalam satu model, dan atasan kami memakai model itu untuk perencanaan tahun berikutnya.',
      planted: {},
    },
    {
      question: 'Apa kekuatan utama Anda?',
      text: 'Saya bertanggung jawab atas pengelolaan resiko kredit dan membuat laporan yang sistimatis setiap minggu. Saya lahir di Medan dan ayah saya seorang guru.',
      planted: { spelling: ['resiko', 'sistimatis'], blind: ['lahir di Medan', 'ayah saya'] },
    },
  ],
};
