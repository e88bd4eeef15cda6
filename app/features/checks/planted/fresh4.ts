// Fresh held-apart sets, round five (issue 36): written on 2026-11-29 (13:10-13:20 UTC) and committed before
// any rule was changed on the round-four fresh set (fresh3.ts, which from then on is a seen set). Clean
// answers of jobs and industries not used in fresh.ts, fresh2.ts or fresh3.ts (insurance, game development,
// social welfare, shipping, cosmetics, automotive parts, a public health centre, semiconductor equipment,
// an F&B franchise), written as members write: team and department names glued to particles,
// abbreviations of agencies, trade jargon, loanwords, hyphenated English, Indonesian loanwords; and answers
// with planted spelling mistakes, blind-hiring mentions, repeated figures, clichés and unsupported claims.
// No rule is tuned on these; `npm run bench:checks` reports them apart from the seen sets. Do not edit after
// their first run except to report.
import type { PlantedCase } from './types';

export const FRESH4_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '손해보험사 자동차보상팀에서 대물 담당으로 일하며 사고 접수 후 보험금 지급까지 평균 열흘이 걸린다는 민원을 자주 받았습니다. 서류 보완 요청이 여러 번 오가는 것이 원인이었습니다. 저는 사고 유형별로 필요한 서류를 한 장짜리 안내문으로 정리해 첫 통화 직후 문자로 보내도록 했고, 손해사정사와 협력 정비공장에도 같은 안내를 공유했습니다. 석 달 뒤 보완 요청 건수가 절반 가까이 줄었고, 금감원 민원도 눈에 띄게 줄었습니다.',
      planted: {},
    },
    {
      question: '직무 관련 경험을 구체적으로 기술해 주십시오.',
      clean: true,
      text: '모바일 게임 스튜디오에서 클라이언트 프로그래머로 일했습니다. 신규 이벤트 업데이트 직후 저사양 안드로이드 기기에서 프레임이 떨어진다는 리뷰가 쏟아졌습니다. 저는 프로파일러로 병목을 찾아 이펙트 파티클 수를 기기 등급별로 나누고, 텍스처 아틀라스를 다시 묶었습니다. QA팀과 함께 기기 스무 종으로 회귀 테스트를 돌린 뒤 핫픽스를 배포했고, 다음 주 리뷰 평점이 회복되었습니다.',
      planted: {},
    },
    {
      question: '타인을 도왔던 경험을 기술해 주십시오.',
      clean: true,
      text: '종합사회복지관 사례관리팀에서 사회복지사로 일하며 홀몸 어르신 마흔 가구를 담당했습니다. 겨울철이면 난방비 부담으로 보일러를 끄고 지내는 가구가 많았습니다. 저는 행정복지센터와 함께 긴급지원 대상을 다시 살피고, 지역 봉사단과 안부 전화 일정을 짰습니다. 후원처를 새로 발굴해 전기장판과 방한용품도 전달했습니다. 그해 겨울 담당 가구에서 한랭질환으로 병원에 실려 간 분은 없었습니다.',
      planted: {},
    },
    {
      question: '문제를 해결했던 경험을 기술해 주십시오.',
      clean: true,
      text: '국적 선사의 컨테이너 영업부에서 동남아 항로를 맡았습니다. 성수기마다 선복이 모자라 화주의 부킹을 거절하는 일이 잦았습니다. 저는 지난 2년간의 선적 실적을 분석해 빈 컨테이너가 몰리는 항만과 시기를 찾고, 공컨테이너 회수 일정을 운항팀과 조정했습니다. 장기 계약 화주에게는 선적 주차를 미리 나누어 배정했습니다. 이듬해 성수기에는 부킹 거절이 크게 줄었고 운임 수익도 늘었습니다.',
      planted: {},
    },
    {
      question: '성과를 낸 경험을 기술해 주십시오.',
      clean: true,
      text: '화장품 ODM 회사 기초연구소에서 선크림 제형을 개발했습니다. 고객사가 백탁 없이 발림성이 가벼운 무기자차를 원했지만, 시제품마다 안정도 시험에서 분리가 일어났습니다. 저는 유화제 조합과 분산 공정의 온도를 바꿔 가며 스무 번 넘게 처방을 고쳤고, 품질팀과 가혹 조건 시험을 함께 설계했습니다. 최종 제형은 기능성 심사를 통과해 고객사의 주력 제품으로 출시되었습니다.',
      planted: {},
    },
    {
      question: '품질을 높였던 경험을 기술해 주십시오.',
      clean: true,
      text: '자동차 부품 1차 협력사의 품질관리팀에서 브레이크 캘리퍼 가공 라인을 맡았습니다. 완성차 업체의 입고 검사에서 치수 불량으로 클레임이 두 번 들어왔습니다. 저는 공정별 측정 데이터를 모아 공구 마모가 원인임을 확인하고, 공구 교체 주기를 가공 수량 기준으로 바꾸었습니다. 초중종물 검사 기록도 전산으로 옮겼습니다. 이후 반년 동안 같은 불량으로 인한 클레임은 없었습니다.',
      planted: {},
    },
    {
      question: '공공의 이익을 위해 일한 경험을 기술해 주십시오.',
      clean: true,
      text: '구 보건소 건강증진팀에서 금연클리닉을 맡았습니다. 등록자는 많았지만 6개월 뒤까지 금연을 유지하는 비율이 낮았습니다. 저는 등록 후 첫 4주에 상담을 그만두는 사람이 가장 많다는 것을 찾아내고, 그 기간에 문자와 전화 상담을 늘렸습니다. 야간 근무자를 위해 저녁 상담 시간도 열었습니다. 그해 6개월 금연 성공률이 올랐고, 질병청 평가에서 우수 기관으로 뽑혔습니다.',
      planted: {},
    },
    {
      question: '한빛물류에 지원한 동기를 기술해 주십시오.',
      clean: true,
      text: '반도체 장비사의 CS팀에서 셋업 엔지니어로 일하며 고객사 팹에 장비를 반입하고 예방정비를 맡았습니다. 교체 부품이 제때 오지 않아 장비가 멈춰 있는 시간이 길었습니다. 저는 챔버별 부품 소모 이력을 정리해 안전재고 기준을 새로 만들고, 협력사와 긴급 출고 절차를 맞추었습니다. 장비 가동률이 올랐고 고객사의 재구매로 이어졌습니다. 한빛물류에서는 이런 부품 공급망을 더 넓게 다루고 싶습니다.',
      planted: {},
      companies: ['한빛물류'],
    },
    {
      question: '본인의 강점을 기술해 주십시오.',
      text: '외식 프랜차이즈 본사에서 가맹점 관리를 맡았습니다. 오랫만에 찾은 매장에서도 점주님의 이야기를 일일히 들었고, 주방을 깨끗히 관리하도록 점검표를 만들었습니다. 희안하게도 점검을 자주 한 매장일수록 매출이 올랐습니다.',
      planted: { spelling: ['오랫만에', '일일히', '깨끗히', '희안하게도'] },
    },
    {
      question: '성장 과정을 기술해 주십시오.',
      text: '저는 부산에서 태어나 1990년생으로 올해 서른여섯 살입니다. 아버지께서 조선소 반장으로 일하셔서 어려서부터 배를 가까이 보았습니다. 연세대학교를 졸업했고 미혼입니다. LG화학과 CJ제일제당의 인턴십에 지원한 적이 있습니다.',
      planted: {
        blind: ['부산에서 태어나', '1990년생', '서른여섯 살', '아버지께서', '연세대학교', '미혼'],
      },
      companies: ['LG화학', 'CJ제일제당'],
    },
    {
      question: '입사 후 포부를 기술해 주십시오.',
      text: '저는 긍정적인 마인드로 어떤 일이든 해낼 수 있습니다. 입사한다면 회사의 발전에 이바지하겠습니다. 제가 설계한 보험 상품은 출시 첫해에 업계 판매 1위를 차지했습니다.',
      planted: {
        cliche: ['긍정적인 마인드', '회사의 발전에 이바지하겠습니다'],
        claim: ['제가 설계한 보험 상품은 출시 첫해에 업계 판매 1위를 차지했습니다.'],
      },
    },
    {
      question: '성과를 낸 경험을 기술해 주십시오.',
      text: '게임 운영팀에서 결제 문의 처리 시간을 40% 줄였습니다. 자주 묻는 질문을 정리하고 답변 템플릿을 만들었습니다. 제 바램은 이용자가 기다리지 않는 것이었고, 왠만한 문의는 당일에 끝냈습니다. 결국 처리 시간을 40% 줄였습니다.',
      planted: { spelling: ['바램은', '왠만한'], repetition: ['40%'] },
    },
    {
      question: '본인의 단점을 기술해 주십시오.',
      text: '남동생이 아직 대학생이라 학비를 함께 대고 있어 연봉이 중요합니다. 몸무게가 90kg이라 체력 관리를 하고 있고, 스물아홉 살에 결혼해 아이가 둘입니다.',
      planted: { blind: ['남동생이', '몸무게가 90kg', '스물아홉 살', '결혼해'] },
    },
  ],
  en: [
    {
      question: 'Tell us about a time you went beyond for a customer.',
      clean: true,
      text: 'As a motor claims handler at a general insurer, I noticed that policyholders waited weeks because repair estimates went back and forth with the garage. I set up a same-day video inspection for low-value claims, agreed a pre-approved labour rate with our network repairers, and sent each customer a follow-up text at every stage. Average settlement time fell from nineteen days to eight, and complaints to the ombudsman dropped that year.',
      planted: {},
    },
    {
      question: 'Describe a technical problem you solved.',
      clean: true,
      text: 'As a gameplay programmer on a cross-platform mobile title, I was asked why frame rates dropped on older handsets after a seasonal update. I profiled the build, found that particle effects and overdraw spiked in the new map, and added quality tiers that scale effects per device. Together with QA I ran a regression pass on twenty devices before the hotfix shipped, and the store rating recovered within a week.',
      planted: {},
    },
    {
      question: 'Tell us about a time you helped someone.',
      clean: true,
      text: "As a social worker in an adult services team, I supported a housebound man whose benefits had stopped after a missed reassessment. I arranged a home visit with the council's welfare-rights adviser, helped him gather medical evidence, and set up a carer's check-in twice a week. His payments were reinstated with back-pay, and he agreed to a day-centre place that ended months of isolation.",
      planted: {},
    },
    {
      question: 'Describe a problem you solved.',
      clean: true,
      text: 'As a freight forwarder handling Asia-Europe container bookings, I saw that clients kept paying demurrage because bills of lading were released late. I mapped each step from vessel arrival to customs clearance, pre-lodged entries where the rules allowed, and agreed a daily cut-off with the shipping line. Demurrage charges fell by about two thirds over the next quarter, and two long-standing clients renewed their contracts.',
      planted: {},
    },
    {
      question: 'Tell us about a result you are proud of.',
      clean: true,
      text: "As a formulation chemist at a contract cosmetics manufacturer, I developed a mineral sunscreen for a client who wanted no white cast. Early batches separated during stability testing, so I varied the emulsifier blend and the homogenisation temperature over twenty trials and worked with the microbiology lab on preservative efficacy. The final formula passed its SPF and water-resistance tests and became the brand's best-selling product.",
      planted: {},
    },
    {
      question: 'Describe a time you improved quality.',
      clean: true,
      text: "As a supplier quality engineer at a tier-one automotive parts maker, I handled two customer complaints about out-of-tolerance brake calipers. Using an 8D approach, I traced the cause to tool wear on one machining centre, changed tool replacement to a part-count basis, and added an in-process gauge check. We closed the non-conformance within the customer's deadline, and there were no repeat rejects in the following six months.",
      planted: {},
    },
    {
      question: 'Describe work you did for the public good.',
      clean: true,
      text: 'As a public health nurse at a district health centre, I ran the stop-smoking service, where most clients dropped out in the first month. I added evening clinics for shift workers, follow-up calls in weeks two and four, and a text reminder before each appointment. The four-week quit rate rose noticeably, and the regional health authority asked us to share the approach with neighbouring centres.',
      planted: {},
    },
    {
      question: 'Why do you want to join Northwind Labs?',
      clean: true,
      text: 'I worked as a field service engineer for a semiconductor equipment maker, installing etch tools in customer fabs and carrying out preventive maintenance. Tools sat idle while we waited for spare parts, so I built a consumption history for each chamber, set new safety-stock levels, and agreed an expedited-shipping process with our suppliers. Tool uptime rose, and the customer placed a repeat order. Northwind Labs builds the kind of planning software that would have saved us weeks.',
      planted: {},
      companies: ['Northwind Labs'],
    },
    {
      question: 'What is your main strength?',
      text: 'I always go the extra mile and think outside the box. As an area manager for a coffee franchise I wanted every store to acheive its targets untill the end of the year, and our new menu was well-recieved by the goverment inspectors who visited.',
      planted: {
        spelling: ['acheive', 'untill', 'well-recieved', 'goverment'],
        cliche: ['go the extra mile', 'think outside the box'],
      },
    },
    {
      question: 'Tell us about yourself.',
      text: 'I was born in 1988 in Glasgow and I am 38 now. My younger brother and I both studied at Harvard University. I weigh 70 kg and I am divorced. I have worked with brands such as Nestlé and Maersk.',
      planted: {
        blind: [
          'born in 1988',
          'I am 38',
          'My younger brother',
          'Harvard University',
          'weigh 70 kg',
          'divorced',
        ],
      },
      companies: ['Nestlé', 'Maersk'],
    },
    {
      question: 'Describe a project you led.',
      text: 'I led a project to reduce scrap at our parts plant by 15%. We retrained operators and recalibrated the presses, which was a succesful change. The tranining took a month, and scrap fell by 15% by the end of the quarter.',
      planted: { spelling: ['succesful', 'tranining'], repetition: ['15%'] },
    },
    {
      question: 'What is your biggest achievement?',
      text: 'At Bluewater Games I single-handedly designed every level of a title that sold ten million copies in its first week. I thrive in a fast-paced environment.',
      planted: {
        claim: [
          'At Bluewater Games I single-handedly designed every level of a title that sold ten million copies in its first week.',
        ],
        cliche: ['fast-paced environment'],
      },
    },
    {
      question: 'Why are you a good fit for this role?',
      text: 'As a mother of three, I know how to juggle priorities. My elder brother runs a shipping firm, and my parents are both doctors.',
      planted: { blind: ['mother of three', 'My elder brother', 'my parents are both doctors'] },
    },
  ],
  id: [
    {
      question: 'Ceritakan pengalaman Anda melayani nasabah.',
      clean: true,
      text: 'Sebagai staf klaim di perusahaan asuransi umum, saya sering menerima keluhan nasabah karena proses klaim kendaraan memakan waktu hampir tiga minggu. Saya menyusun daftar dokumen per jenis klaim, mengirimkannya lewat WhatsApp setelah panggilan pertama, dan menyepakati tarif jasa perbaikan dengan bengkel rekanan. Waktu penyelesaian klaim turun menjadi sekitar sepuluh hari, dan pengaduan ke OJK berkurang.',
      planted: {},
    },
    {
      question: 'Ceritakan masalah teknis yang pernah Anda selesaikan.',
      clean: true,
      text: 'Sebagai programmer di studio game mobile, saya menangani keluhan pemain bahwa game terasa patah-patah di ponsel kelas bawah setelah pembaruan musiman. Saya memakai profiler untuk mencari penyebabnya, mengurangi efek partikel sesuai kemampuan perangkat, dan menggabungkan tekstur agar pemanggilan gambar lebih sedikit. Bersama tim QA kami menguji dua puluh perangkat sebelum perbaikan dirilis, dan rating di toko aplikasi kembali naik.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda membantu orang lain.',
      clean: true,
      text: 'Sebagai pekerja sosial di dinas sosial kabupaten, saya mendampingi keluarga penerima bantuan yang datanya tidak sesuai dengan data kependudukan. Banyak lansia tidak bisa datang ke kantor desa untuk memperbarui data. Saya mengatur kunjungan rumah bersama petugas Dukcapil dan pendamping desa, lalu memverifikasi berkas langsung di tempat. Dalam tiga bulan, ratusan keluarga kembali menerima bantuan tepat waktu.',
      planted: {},
    },
    {
      question: 'Ceritakan masalah yang pernah Anda selesaikan.',
      clean: true,
      text: 'Di perusahaan pelayaran tempat saya bekerja sebagai staf operasional, kapal sering tertahan di pelabuhan karena dokumen muatan terlambat diserahkan ke syahbandar. Saya membuat jadwal penyerahan dokumen yang dikaitkan dengan jadwal sandar kapal dan mengingatkan agen pelayaran sehari sebelumnya. Waktu tunggu kapal berkurang, dan biaya demurrage yang harus kami bayar turun drastis.',
      planted: {},
    },
    {
      question: 'Ceritakan hasil kerja yang Anda banggakan.',
      clean: true,
      text: 'Sebagai formulator di pabrik kosmetik maklon, saya mengembangkan tabir surya mineral yang tidak meninggalkan lapisan putih. Beberapa sampel awal terpisah saat uji stabilitas, jadi saya mengubah campuran pengemulsi dan suhu pengadukan hingga belasan kali percobaan. Saya juga menyiapkan dokumen notifikasi BPOM bersama tim regulasi. Produk akhirnya diluncurkan dan menjadi produk terlaris klien kami.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda meningkatkan mutu produk.',
      clean: true,
      text: 'Saya bekerja sebagai inspektur mutu di pemasok suku cadang otomotif. Pelanggan kami mengembalikan kaliper rem karena ukurannya di luar toleransi. Saya mengumpulkan data pengukuran tiap proses, menemukan bahwa keausan pahat menjadi penyebabnya, lalu mengganti pahat berdasarkan jumlah produksi, bukan jadwal mingguan. Dalam enam bulan berikutnya tidak ada lagi retur karena masalah yang sama.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja untuk masyarakat.',
      clean: true,
      text: 'Sebagai bidan di puskesmas kecamatan, saya menangani program imunisasi dasar yang cakupannya rendah di beberapa desa. Saya mendata balita yang belum lengkap imunisasinya bersama kader posyandu, lalu mengadakan jadwal imunisasi sore hari untuk ibu yang bekerja. Pengingat dikirim lewat grup WhatsApp desa. Cakupan imunisasi naik dan dinas kesehatan meminta kami membagikan caranya ke puskesmas lain.',
      planted: {},
    },
    {
      question: 'Mengapa Anda ingin bergabung dengan PT Mitra Niaga?',
      clean: true,
      text: 'Saya bekerja sebagai area manager di jaringan waralaba minuman kekinian dengan tiga puluh gerai. Stok bahan baku sering habis di gerai ramai dan menumpuk di gerai sepi. Saya membuat laporan penjualan harian per gerai, menyusun ulang jadwal pengiriman dari gudang pusat, dan melatih kepala gerai membaca laporan itu. Bahan yang terbuang berkurang dan penjualan naik. Di PT Mitra Niaga saya ingin mengelola rantai pasok ritel yang lebih besar.',
      planted: {},
      companies: ['PT Mitra Niaga'],
    },
    {
      question: 'Apa kekuatan utama Anda?',
      text: 'Saya adalah pekerja keras yang berdedikasi tinggi. Di apotik tempat saya bekerja, saya memperbaiki sistim pencatatan obat dan memeriksa tanggal kadaluarsa setiap minggu dengan tehnik yang lebih rapi.',
      planted: {
        spelling: ['apotik', 'sistim', 'kadaluarsa', 'tehnik'],
        cliche: ['pekerja keras', 'berdedikasi tinggi'],
      },
    },
    {
      question: 'Ceritakan tentang diri Anda.',
      text: 'Saya lahir di Surabaya dan berusia 28 tahun. Berat badan saya 60 kg. Suami saya bekerja sebagai pegawai negeri dan kami sudah menikah tiga tahun. Saya lulusan Institut Teknologi Bandung. Saya pernah bekerja sama dengan Unilever Indonesia dan Astra International.',
      planted: {
        blind: [
          'lahir di Surabaya',
          'berusia 28 tahun',
          'Berat badan saya 60 kg',
          'Suami saya',
          'sudah menikah',
          'Institut Teknologi Bandung',
        ],
      },
      companies: ['Unilever Indonesia', 'Astra International'],
    },
    {
      question: 'Ceritakan proyek yang pernah Anda pimpin.',
      text: 'Saya memimpin program efisiensi di gudang suku cadang dan biaya penyimpanan turun 18% dalam setahun. Saya tidak sekedar merubah tata letak rak, tetapi juga melatih tim. Dengan program itu, biaya penyimpanan turun 18%.',
      planted: { spelling: ['sekedar', 'merubah'], repetition: ['18%'] },
    },
    {
      question: 'Apa pencapaian terbesar Anda?',
      text: 'Di PT Samudra Biru Lines saya seorang diri membuka dua puluh rute pelayaran baru dan menggandakan laba perusahaan dalam tiga bulan. Saya mampu bekerja dalam tim.',
      planted: {
        claim: [
          'Di PT Samudra Biru Lines saya seorang diri membuka dua puluh rute pelayaran baru dan menggandakan laba perusahaan dalam tiga bulan.',
        ],
        cliche: ['mampu bekerja dalam tim'],
      },
    },
    {
      question: 'Mengapa Anda cocok untuk posisi ini?',
      text: 'Umur saya dua puluh sembilan tahun dan saya anak sulung. Kakak perempuan saya seorang dokter, dan ayah saya pensiunan TNI.',
      planted: {
        blind: ['dua puluh sembilan tahun', 'anak sulung', 'Kakak perempuan saya', 'ayah saya pensiunan TNI'],
      },
    },
  ],
};
