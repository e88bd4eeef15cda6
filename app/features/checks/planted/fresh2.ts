// Fresh held-apart sets, round three (issue 36): written on 2026-11-29 and committed before any rule was
// changed on the round-two fresh set (fresh.ts, which from then on is a seen set). Clean answers of varied
// jobs (nursing, banking, IT, retail, public sector, manufacturing, logistics) and answers with planted
// spelling mistakes, blind-hiring mentions, repeated figures, clichés and unsupported claims. No rule is
// tuned on these; `npm run bench:checks` reports them apart from the seen sets. Do not edit after their
// first run except to report.
import type { PlantedCase } from './types';

export const FRESH2_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '직무 관련 경험을 구체적으로 기술해 주십시오.',
      clean: true,
      text: '신규 간호사로 내과 병동에서 일한 2년 동안 가장 신경 쓴 것은 인수인계의 정확성이었습니다. 교대 시간마다 구두로만 전달하다 보니 투약 시간이나 검사 일정이 빠지는 일이 종종 있었습니다. 저는 선배 간호사들과 함께 환자별 체크리스트 양식을 만들고, 근무조마다 빠짐없이 확인하도록 했습니다. 석 달 동안 시범 운영한 결과 누락 보고가 절반 가까이 줄었고, 이 양식은 다른 병동에도 퍼졌습니다. 앞으로도 환자 안전을 지키는 작은 절차를 꾸준히 다듬어 가고 싶습니다.',
      planted: {},
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '은행 창구에서 3년간 개인 고객을 상담하면서 어르신 고객들이 모바일뱅킹 앱 사용을 어려워한다는 것을 자주 느꼈습니다. 그래서 점심시간 이후 한가한 시간대에 30분짜리 앱 사용 안내 시간을 따로 마련했습니다. 처음에는 두세 분만 오셨지만, 입소문이 나면서 매주 열 명 넘게 참석하셨습니다. 창구 대기 시간이 줄었고, 지점의 비대면 거래 비율도 꾸준히 올랐습니다. 이 경험을 살려 디지털 금융에서 소외되는 고객이 없도록 돕고 싶습니다.',
      planted: {},
    },
    {
      question: '문제를 해결했던 경험을 기술해 주십시오.',
      clean: true,
      text: '쇼핑몰 결제 서버를 운영하던 중 명절 할인 행사 첫날 트래픽이 평소의 여섯 배로 늘면서 응답이 느려졌습니다. 로그를 분석해 보니 쿠폰 조회 쿼리가 인덱스를 타지 못하고 있었습니다. 저는 쿼리를 고치고 자주 쓰는 쿠폰 정보를 레디스에 올려 두는 방식으로 바꾸었습니다. 그 뒤 행사 기간 내내 결제 실패 없이 서비스를 유지했습니다. 이후 큰 행사 전에는 반드시 부하 테스트를 하고, 모니터링 대시보드에 경고 기준을 미리 설정해 두고 있습니다.',
      planted: {},
    },
    {
      question: '성과를 낸 경험을 기술해 주십시오.',
      clean: true,
      text: '편의점 점장으로 일하며 유통기한이 임박한 도시락의 폐기량을 줄이는 것이 과제였습니다. 요일과 날씨에 따라 판매량이 크게 달라진다는 점을 발견하고, 지난 판매 기록을 엑셀로 정리해 발주량을 조정했습니다. 비 오는 날에는 컵라면과 우산 진열을 앞으로 옮기고, 도시락 발주는 줄였습니다. 두 달 만에 폐기 금액이 눈에 띄게 줄었고, 본사 담당자가 다른 점포에 이 방법을 소개했습니다.',
      planted: {},
    },
    {
      question: '공공기관 직원으로서 갖추어야 할 자세를 경험과 함께 기술해 주십시오.',
      clean: true,
      text: '구청 민원실에서 주민등록 업무를 맡았을 때, 같은 서류를 다시 떼러 오는 주민이 많다는 것을 알게 되었습니다. 안내문이 어려운 행정 용어로 쓰여 있어 무엇을 준비해야 하는지 알기 어려웠기 때문입니다. 저는 자주 묻는 질문을 모아 쉬운 말로 안내문을 다시 썼고, 외국인 주민을 위해 그림으로 된 안내판도 만들었습니다. 그 뒤로 재방문 민원이 줄었고, 동료들도 상담 시간이 짧아졌다고 말했습니다. 공공기관의 직원으로서 주민의 입장에서 먼저 생각하는 태도를 지켜 가겠습니다.',
      planted: {},
    },
    {
      question: '직무 관련 경험을 구체적으로 기술해 주십시오.',
      clean: true,
      text: '자동차 부품 공장의 품질관리 부서에서 일할 때 사출 불량률이 갑자기 높아진 적이 있습니다. 저는 생산 기록과 금형 온도 데이터를 대조해 야간 근무 시간대에 불량이 몰린다는 것을 찾아냈습니다. 원인은 냉각수 공급 밸브가 밤마다 조금씩 닫히는 문제였고, 설비팀과 함께 밸브를 교체했습니다. 이후 불량률은 원래 수준으로 돌아왔고, 저는 주요 설비의 점검 주기를 다시 정하는 작업에 참여했습니다. 현장과 데이터를 함께 보는 습관이 제 가장 큰 자산입니다.',
      planted: {},
    },
    {
      question: '한빛물류에 지원한 동기를 기술해 주십시오.',
      clean: true,
      text: '택배 터미널에서 분류 관리자로 근무하며 성수기마다 오분류로 인한 재배송이 늘어나는 문제를 겪었습니다. 작업자 인터뷰를 해 보니 신규 단기 인력이 구역 코드를 헷갈리는 경우가 가장 많았습니다. 그래서 구역마다 색깔 스티커를 붙이고, 첫 출근 날 10분짜리 교육 영상을 보여 주도록 했습니다. 그해 성수기 오분류 건수는 전년보다 크게 줄었습니다. 한빛물류에서도 현장 작업자가 실수하기 어려운 환경을 만드는 데 힘쓰겠습니다.',
      planted: {},
      companies: ['한빛물류'],
    },
    {
      question: '지원 동기와 입사 후 포부를 기술해 주십시오.',
      text: '열정만큼은 누구에게도 뒤지지 않는 신입 간호사가 되고 싶습니다. 실습 초기에는 환자분께 설명을 어떻게 드려야 할지 몰라 헤메기도 했습니다. 그래서 틈틈히 선배 간호사의 상담을 지켜보며 말투와 순서를 메모했습니다. 입사 후에는 귀사의 발전에 기여하는 간호사가 되겠습니다.',
      planted: {
        spelling: ['헤메기도', '틈틈히'],
        cliche: ['열정만큼은 누구에게도 뒤지지 않는', '귀사의 발전에 기여하는'],
      },
    },
    {
      question: '성장 과정을 기술해 주십시오.',
      text: '저는 광주에서 태어나 고등학교까지 그곳에서 다녔습니다. 어머니께서 30년 동안 시장에서 가게를 하셔서 돈을 다루는 일의 무게를 일찍 배웠습니다. 올해 스물여섯 살이 된 저는 결혼 후에도 오래 일할 수 있는 직장을 찾고 있습니다. 신한은행과 우리은행의 청년 금융 교육 사례를 보며 금융 교육에 관심을 갖게 되었습니다.',
      planted: { blind: ['광주에서 태어나', '어머니께서', '스물여섯 살', '결혼 후에도'] },
      companies: ['신한은행', '우리은행'],
    },
    {
      question: '성과를 낸 경험을 기술해 주십시오.',
      text: '생산라인의 설비 고장 시간을 줄이는 일을 맡았습니다. 예방 정비 일정을 새로 짜고 부품 재고를 미리 확보해 월평균 고장 시간을 40% 줄였습니다. 처음에는 현장 반장님들이 새 일정을 어색해하셨지만, 일일히 찾아가 이유를 설명드렸습니다. 결국 고장 시간이 40% 줄어 생산 목표를 넉넉히 달성했습니다.',
      planted: { spelling: ['일일히'], repetition: ['40%'] },
    },
    {
      question: '한빛물류에 지원한 동기를 기술해 주십시오.',
      text: '오랫만에 이전 직장의 동료를 만나 배차 시스템 이야기를 나누며 이 일을 계속하고 싶다는 바램이 커졌습니다. 저는 한결물류에서 전국 배송 비용을 연간 50억 원 절감했습니다. 한빛물류에서도 데이터로 현장을 돕겠습니다.',
      planted: {
        spelling: ['오랫만에', '바램이'],
        claim: ['저는 한결물류에서 전국 배송 비용을 연간 50억 원 절감했습니다.'],
      },
      companies: ['한빛물류'],
    },
    {
      question: '본인의 강점을 기술해 주십시오.',
      text: '키 178cm에 체력이 좋아 야간 근무도 자신 있습니다. 미혼이라 지방 근무도 가능합니다. 형이 같은 업계의 물류센터장으로 일하고 있어 현장 이야기를 자주 들었습니다.',
      planted: { blind: ['178cm', '미혼', '형이'] },
    },
  ],
  en: [
    {
      question: 'Describe a time you improved a process.',
      clean: true,
      text: "As a charge nurse on a 32-bed medical ward, I noticed that handovers between shifts often missed pending lab results. I worked with two senior nurses to design a one-page handover sheet that listed each patient's outstanding tests, medication changes and fall risk. We trialled it for six weeks on night shifts first, gathered feedback, and adjusted the layout twice. Incident reports linked to handovers dropped noticeably, and the sheet was adopted by the surgical wards the following quarter. I would bring the same focus on patient safety to your team.",
      planted: {},
    },
    {
      question: 'Tell us about a time you went beyond for a customer.',
      clean: true,
      text: 'During three years as a relationship banker, I looked after about two hundred small-business clients. Many of them struggled with the paperwork for working-capital loans, so applications often stalled for weeks. I drafted a plain-language checklist, walked each client through it by phone, and agreed with the credit team on which documents could follow later. Average approval time fell from about a month to under two weeks, and several clients referred their suppliers to our branch.',
      planted: {},
    },
    {
      question: 'Describe a problem you solved.',
      clean: true,
      text: "Our on-call rotation was burning people out: alerts fired at night for issues that could wait until morning. I reviewed six months of pages, tagged each by whether anyone had to act, and found that most were noise from a flaky health check. I rewrote the alert rules, added runbooks for the rest, and set up a weekly review of every page. Night-time pages fell by roughly two thirds, and the team's on-call survey scores improved the next quarter.",
      planted: {},
    },
    {
      question: 'Tell us about a result you are proud of.',
      clean: true,
      text: 'As an assistant store manager, I was responsible for weekend staffing in a busy grocery store. Queues at the tills were long on Saturday mornings, while the afternoon shift had too many people. I compared till transactions by hour with the rota and moved two shifts earlier. I also trained three shelf stackers to cover checkouts at peak times. Customer complaints about waiting dropped, and overtime costs went down without anyone losing hours.',
      planted: {},
    },
    {
      question: 'Why do you want to work in public service?',
      clean: true,
      text: 'At the city council I handled housing-benefit enquiries, and many residents phoned repeatedly because our letters were hard to understand. I collected the most common questions, rewrote four standard letters in plain English, and tested them with volunteers from a local community centre. After the new letters went out, repeat calls fell and my colleagues spent more time on complex cases. I believe public services should be easy to use for everyone, and I would like to continue that work in your department.',
      planted: {},
    },
    {
      question: 'Describe a time you improved quality.',
      clean: true,
      text: 'As a process engineer at a packaging plant, I looked after a line whose scrap rate was well above the others. I mapped every step of the line, collected temperature and speed readings for a month, and found that the sealing jaws drifted out of tolerance after each changeover. We introduced a short calibration check after every changeover and updated the operator checklist. Scrap on that line fell to the plant average within eight weeks.',
      planted: {},
    },
    {
      question: 'Why do you want to join Northwind Labs?',
      clean: true,
      text: "I coordinated inbound shipments for a regional distribution centre handling around forty trucks a day. Drivers often waited hours because dock slots were booked by phone and sometimes double-booked. I introduced a shared booking calendar, set fixed unloading windows for each supplier, and agreed on a fee for missed slots. Average waiting time dropped sharply, and our suppliers' drivers started arriving within their windows. Northwind Labs builds the kind of scheduling tools I wished I had then.",
      planted: {},
      companies: ['Northwind Labs'],
    },
    {
      question: 'What is your main strength?',
      text: 'I am a detail-oriented self-starter who thrives in fast-paced environments. Last year I was responsable for reconciling our branch accounts every week, and I allways finished before the deadline. I think outside the box when problems come up.',
      planted: {
        spelling: ['responsable', 'allways'],
        cliche: ['self-starter', 'thrives in fast-paced environments', 'think outside the box'],
      },
    },
    {
      question: 'Tell us about yourself.',
      text: 'I was born in Lagos and moved to Leeds when I was twelve. As a single father of a four-year-old, I value predictable shifts. I graduated from Imperial College London in 2015 and I am 5 ft 10 in tall. I have delivered projects for Barclays and Rolls-Royce.',
      planted: { blind: ['born in Lagos', 'single father', 'Imperial College London', '5 ft 10 in'] },
      companies: ['Barclays', 'Rolls-Royce'],
    },
    {
      question: 'Describe a project you led.',
      text: 'I led the migration of our billing service to a new database. We cut query latency by 45% and removed a nightly batch job that often failed. The hardest part was convincing the finance team to accept a short freeze, wich I did by walking them through the rollback plan untill they were comfortable. In the end, latency fell by 45% and the freeze lasted only one evening.',
      planted: { spelling: ['wich', 'untill'], repetition: ['45%'] },
    },
    {
      question: 'What is your biggest achievement?',
      text: 'At Tidewater Health I personally saved the hospital $12 million in one year by redesigning patient scheduling. I also tought a short course on forecasting for new analysts.',
      planted: {
        spelling: ['tought'],
        claim: [
          'At Tidewater Health I personally saved the hospital $12 million in one year by redesigning patient scheduling.',
        ],
      },
    },
    {
      question: 'Why are you a good fit for this role?',
      text: 'At 45, I bring two decades of warehouse experience. My wife and I recently moved closer to the depot, so commuting is easy.',
      planted: { blind: ['At 45', 'My wife'] },
    },
  ],
  id: [
    {
      question: 'Ceritakan pengalaman Anda memperbaiki cara kerja.',
      clean: true,
      text: 'Selama dua tahun bekerja sebagai perawat di bangsal penyakit dalam, saya melihat serah terima saat pergantian sif sering melewatkan jadwal obat pasien. Bersama kepala ruangan, saya menyusun lembar serah terima sederhana yang berisi obat, hasil laboratorium yang belum keluar, dan risiko jatuh setiap pasien. Setelah tiga bulan dipakai, laporan kejadian karena serah terima yang terlewat berkurang hampir setengahnya. Saya ingin membawa kebiasaan kerja yang teliti ini ke rumah sakit Anda.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda melayani pelanggan.',
      clean: true,
      text: 'Sebagai petugas layanan nasabah di kantor cabang, saya sering melayani pedagang pasar yang ingin membuka rekening untuk usahanya. Banyak dari mereka bingung dengan syarat dokumen, sehingga harus bolak-balik ke kantor. Saya membuat daftar persyaratan dalam bahasa yang mudah dipahami dan membagikannya lewat grup pesan para pedagang. Dalam dua bulan, jumlah pembukaan rekening usaha di cabang kami naik, dan antrean di meja layanan menjadi lebih pendek.',
      planted: {},
    },
    {
      question: 'Ceritakan masalah yang pernah Anda selesaikan.',
      clean: true,
      text: 'Di perusahaan rintisan tempat saya bekerja, aplikasi pemesanan kami sering lambat saat jam makan siang. Saya menelusuri log server dan menemukan bahwa beberapa kueri basis data dijalankan berulang kali untuk data yang sama. Saya menambahkan lapisan cache dan memperbaiki indeks tabel pesanan. Setelah perubahan itu, waktu respons aplikasi turun drastis dan keluhan pengguna berkurang. Pengalaman ini mengajarkan saya untuk selalu mengukur sebelum mengubah sesuatu.',
      planted: {},
    },
    {
      question: 'Ceritakan hasil kerja yang Anda banggakan.',
      clean: true,
      text: 'Sebagai kepala toko di sebuah minimarket, saya bertugas mengurangi barang kedaluwarsa yang harus dibuang. Saya mencatat penjualan harian setiap produk segar selama sebulan dan menyesuaikan jumlah pesanan dengan pola tersebut. Produk yang hampir kedaluwarsa saya letakkan di rak depan dengan potongan harga. Hasilnya, nilai barang yang dibuang turun cukup banyak, dan cara ini kemudian diterapkan di toko-toko lain di wilayah kami.',
      planted: {},
    },
    {
      question: 'Mengapa Anda ingin bekerja di pelayanan publik?',
      clean: true,
      text: 'Saat bertugas di kantor kecamatan, saya melayani warga yang mengurus surat keterangan domisili dan kartu keluarga. Banyak warga datang berkali-kali karena persyaratannya tidak jelas. Saya mengusulkan papan informasi bergambar dan lembar panduan singkat yang dibagikan melalui ketua RT. Setelah itu, jumlah warga yang harus kembali karena berkas kurang lengkap menurun. Saya percaya pelayanan publik yang baik dimulai dari informasi yang mudah dipahami.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda meningkatkan mutu produk.',
      clean: true,
      text: 'Di pabrik garmen tempat saya bekerja sebagai pengawas produksi, banyak pakaian harus dijahit ulang karena ukurannya tidak sesuai. Saya memeriksa setiap tahap pemotongan kain dan menemukan bahwa pola yang dipakai sudah aus. Bersama tim, kami mengganti pola dan menambahkan pemeriksaan ukuran di tengah proses. Dalam enam minggu, jumlah produk cacat berkurang dan target pengiriman ke pembeli terpenuhi tepat waktu.',
      planted: {},
    },
    {
      question: 'Mengapa Anda ingin bergabung dengan PT Mitra Niaga?',
      clean: true,
      text: 'Saya mengoordinasikan pengiriman barang dari gudang pusat ke puluhan toko di Jawa Barat. Sopir sering menunggu lama karena jadwal bongkar muat tidak teratur. Saya membuat jadwal kedatangan tetap untuk setiap armada dan memakai lembar kerja bersama agar semua pihak bisa melihat perubahannya. Waktu tunggu sopir berkurang, dan toko-toko menerima barang lebih pagi dari sebelumnya. Di PT Mitra Niaga saya ingin membawa kebiasaan merencanakan dengan data ini.',
      planted: {},
      companies: ['PT Mitra Niaga'],
    },
    {
      question: 'Apa kekuatan utama Anda?',
      text: 'Saya adalah pribadi yang pekerja keras dan mampu bekerja dalam tim maupun individu. Saya terbiasa membuat analisa penjualan setiap bulan dan memberikan laporan kepada manajer secara rutin. Saya juga pernah ikut merubah sistem pencatatan stok di gudang.',
      planted: {
        spelling: ['analisa', 'merubah'],
        cliche: ['pekerja keras', 'mampu bekerja dalam tim maupun individu'],
      },
    },
    {
      question: 'Ceritakan tentang diri Anda.',
      text: 'Saya lahir dan besar di Makassar. Saya berusia 27 tahun, sudah menikah dan memiliki satu anak. Ayah saya bekerja sebagai pegawai negeri di dinas pendidikan. Saya pernah menangani klien seperti Bank Mandiri dan Astra International.',
      planted: {
        blind: [
          'lahir dan besar di Makassar',
          'berusia 27 tahun',
          'sudah menikah',
          'memiliki satu anak',
          'Ayah saya',
        ],
      },
      companies: ['Bank Mandiri', 'Astra International'],
    },
    {
      question: 'Ceritakan proyek yang pernah Anda pimpin.',
      text: 'Saya memimpin proyek pengurangan biaya pengiriman di gudang. Kami menggabungkan rute yang berdekatan dan biaya turun 18% dalam satu kuartal. Saya juga mengatur jadual pemeliharaan armada agar truk tidak mogok di jalan. Berkat rute baru itu, biaya pengiriman turun 18% dan pelanggan menerima barang lebih cepat.',
      planted: { spelling: ['jadual'], repetition: ['18%'] },
    },
    {
      question: 'Apa pencapaian terbesar Anda?',
      text: 'Di PT Nusantara Retailindo saya meningkatkan laba perusahaan sebesar 250% hanya dalam enam bulan. Saya juga sering mengikuti seminar tentang manajemen keuangan, karena sekedar membaca laporan saja tidak cukup bagi saya.',
      planted: {
        spelling: ['sekedar'],
        claim: [
          'Di PT Nusantara Retailindo saya meningkatkan laba perusahaan sebesar 250% hanya dalam enam bulan.',
        ],
      },
    },
  ],
};
