// Fresh held-apart sets, round four (issue 36): written on 2026-11-29 and committed before any rule was
// changed on the round-three fresh set (fresh2.ts, which from then on is a seen set). Clean answers of jobs
// and industries not used in fresh.ts or fresh2.ts (hospitality, education, construction, design,
// pharmaceuticals, aviation, agriculture, media), with the loanwords, Sino-Korean prefixed words, British
// spellings and Indonesian affixed words members write, and answers with planted spelling mistakes,
// blind-hiring mentions (ages in words and digits, heights, family, hometown, school), repeated figures,
// clichés and unsupported claims. No rule is tuned on these; `npm run bench:checks` reports them apart from
// the seen sets. Do not edit after their first run except to report.
import type { PlantedCase } from './types';

export const FRESH3_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '호텔 프런트 데스크에서 2년 동안 일하며 체크인 대기 시간이 가장 큰 불만이라는 것을 알게 되었습니다. 특히 단체 투숙객이 몰리는 오후 세 시 전후에는 로비가 붐볐습니다. 저는 예약 명단을 전날 미리 확인해 객실 키와 안내문을 봉투에 담아 두고, 단체 고객은 별도 창구에서 받도록 했습니다. 미배정 객실도 오전 중에 하우스키핑팀과 조율해 줄였습니다. 그 결과 체크인 대기 시간이 절반으로 줄었고, 온라인 리뷰의 평점도 올랐습니다.',
      planted: {},
    },
    {
      question: '직무 관련 경험을 구체적으로 기술해 주십시오.',
      clean: true,
      text: '중학교 기간제 교사로 수학을 가르치며 기초 학력이 부족한 학생들을 위한 방과후 수업을 맡았습니다. 학생마다 막히는 단원이 다르다는 것을 알고, 첫 주에 진단 평가를 해서 수준별로 세 모둠을 나누었습니다. 수업 자료는 태블릿으로 풀 수 있는 문제 카드로 만들어 바로 피드백을 주었습니다. 학기 말에는 미도달 학생 수가 눈에 띄게 줄었고, 학부모 상담에서도 아이가 수학을 덜 무서워한다는 이야기를 들었습니다.',
      planted: {},
    },
    {
      question: '문제를 해결했던 경험을 기술해 주십시오.',
      clean: true,
      text: '아파트 신축 현장에서 공무 담당으로 일할 때 장마철마다 콘크리트 타설 일정이 밀리는 문제가 있었습니다. 저는 지난 3년간의 강수 기록과 공정표를 비교해 비가 잦은 주에는 실내 마감 공정을 앞당기는 대체 일정을 만들었습니다. 협력업체와 주간 회의를 열어 자재 반입 순서도 함께 조정했습니다. 그해 공사는 예정보다 일주일 앞서 끝났고, 무재해 기록도 이어 갔습니다.',
      planted: {},
    },
    {
      question: '성과를 낸 경험을 기술해 주십시오.',
      clean: true,
      text: '디자인 에이전시에서 브랜드 디자이너로 일하며 한 식품 회사의 패키지 리뉴얼을 맡았습니다. 기존 패키지는 매대에서 눈에 잘 띄지 않는다는 의견이 많았습니다. 저는 마트 세 곳을 직접 돌며 경쟁 제품의 색상과 배치를 사진으로 기록하고, 고대비 색상 조합으로 시안을 세 가지 만들었습니다. 소비자 조사를 거쳐 고른 시안으로 바꾼 뒤 신제품 출시 첫 달의 판매량이 목표를 넘었습니다.',
      planted: {},
    },
    {
      question: '직무 관련 경험을 구체적으로 기술해 주십시오.',
      clean: true,
      text: '제약회사 품질보증팀에서 일탈 보고서를 검토하는 업무를 했습니다. 같은 유형의 일탈이 반복되는데도 원인 분석이 보고서마다 달라서 재발 방지 대책이 제대로 지켜지지 않았습니다. 저는 최근 2년 치 보고서를 분류해 공통 원인을 정리하고, 작업자 교육 자료와 점검표를 새로 만들었습니다. 이후 같은 유형의 일탈은 크게 줄었고, 식약처 실사에서도 지적 사항 없이 통과했습니다.',
      planted: {},
    },
    {
      question: '안전을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '항공사 지상조업팀에서 수하물 탑재를 맡았을 때 환승 수하물이 다른 편에 실리는 오탑재가 종종 있었습니다. 저는 탑재 전 스캔 기록과 탑재 목록을 대조하는 절차를 제안하고, 야간 근무조와 함께 시범 운영했습니다. 불일치가 나오면 바로 무전으로 알리도록 해 출발 지연도 막았습니다. 석 달 뒤 오탑재 건수가 크게 줄었고, 이 절차는 다른 공항 지점에도 적용되었습니다.',
      planted: {},
    },
    {
      question: '한빛물류에 지원한 동기를 기술해 주십시오.',
      clean: true,
      text: '농업법인에서 친환경 채소의 산지 유통을 맡아 왔습니다. 수확한 채소가 저온 창고에 들어가기까지 시간이 길어 신선도가 떨어지는 일이 많았습니다. 저는 수확 시간과 차량 배차를 맞추는 일정표를 만들고, 저온 탑차를 공동으로 쓰도록 인근 농가를 설득했습니다. 반품률이 줄었고 거래처도 늘었습니다. 한빛물류의 콜드체인 네트워크에서 이 경험을 더 넓게 쓰고 싶습니다.',
      planted: {},
      companies: ['한빛물류'],
    },
    {
      question: '본인의 강점을 기술해 주십시오.',
      text: '저는 방송국에서 예능 프로그램 조연출로 일했습니다. 촬영이 몇일씩 밀려도 편집 일정을 지켰고, 출연자 섭외 역활도 맡았습니다. 촬영 현장이 금새 정리되도록 장비 목록을 만들어 두었고, 그런 일이 됬을 때도 당황하지 않았습니다.',
      planted: { spelling: ['몇일씩', '역활도', '금새', '됬을'] },
    },
    {
      question: '성장 과정을 기술해 주십시오.',
      text: '저는 대구 출신으로 1995년생입니다. 올해 서른한 살이 되었고, 누나가 간호사로 일하는 모습을 보며 자랐습니다. 키는 165cm이고 서울대학교를 졸업했습니다. 삼성전자와 현대건설의 현장 견학 프로그램에 참여한 적이 있습니다.',
      planted: {
        blind: ['대구 출신', '1995년생', '서른한 살', '누나가', '165cm', '서울대학교'],
      },
      companies: ['삼성전자', '현대건설'],
    },
    {
      question: '입사 후 포부를 기술해 주십시오.',
      text: '저는 항상 열정을 가지고 주인의식으로 일해 왔습니다. 입사한다면 최선을 다하겠습니다. 제가 기획한 캠페인 덕분에 이전 회사의 매출이 1년 만에 500% 늘었습니다.',
      planted: {
        cliche: ['주인의식', '최선을 다하겠습니다'],
        claim: ['제가 기획한 캠페인 덕분에 이전 회사의 매출이 1년 만에 500% 늘었습니다.'],
      },
    },
    {
      question: '성과를 낸 경험을 기술해 주십시오.',
      text: '급식 업체에서 식재료 발주를 맡아 음식물 쓰레기를 25% 줄였습니다. 메뉴별 잔반량을 매일 기록하고 인기 없는 반찬의 조리량을 줄였습니다. 설겆이 순서도 바꾸어 마감 시간을 앞당겼습니다. 결과적으로 음식물 쓰레기를 25% 줄여 처리 비용을 아꼈습니다.',
      planted: { spelling: ['설겆이'], repetition: ['25%'] },
    },
    {
      question: '본인의 단점을 기술해 주십시오.',
      text: '마흔 살이 넘어 새로운 분야에 도전하는 것이 쉽지 않지만, 오빠와 함께 운영하던 가게를 정리하고 다시 시작하려 합니다. 기혼이라 주말 근무는 어렵습니다.',
      planted: { blind: ['마흔 살', '오빠와', '기혼'] },
    },
  ],
  en: [
    {
      question: 'Tell us about a time you went beyond for a customer.',
      clean: true,
      text: 'As a front-of-house supervisor at a 120-room hotel, I noticed that guests arriving on late flights often found the restaurant closed and the neighbourhood quiet. I organised a small late-arrival menu with the kitchen, trained the night porters to serve it, and added a note to the booking confirmation. Within a season the share of guests rating their arrival as excellent rose noticeably, and the programme was copied by our sister hotel.',
      planted: {},
    },
    {
      question: 'Describe a time you improved a process.',
      clean: true,
      text: 'As a secondary school science teacher, I realised that our practical lessons lost ten minutes at the start while pupils collected equipment. I colour-coded the trays by experiment, labelled each cupboard, and asked two pupils per class to act as technicians for the term. Setting up now takes under three minutes, pupils finish their write-ups in class, and the department has adopted the system for every year group.',
      planted: {},
    },
    {
      question: 'Describe a problem you solved.',
      clean: true,
      text: 'As a site manager on a mid-rise residential build, I found that deliveries of plasterboard kept arriving before the floors were weathertight, so sheets were damaged by rain. I reorganised the delivery schedule around the roofing programme, set up a covered storage bay, and agreed a call-off arrangement with the supplier. Wastage on that material fell by more than half and we finished the fit-out a week early.',
      planted: {},
    },
    {
      question: 'Tell us about a result you are proud of.',
      clean: true,
      text: "As a junior graphic designer, I was asked to refresh a charity's fundraising leaflets, which readers found cluttered. I interviewed five regular donors, simplified the layout to one message per page, and chose a colour palette with stronger contrast for older readers. I also prepared a short style guide so volunteers could produce consistent materials. The charity reported that responses to the next appeal were the highest it had recorded.",
      planted: {},
    },
    {
      question: 'Describe a time you improved quality.',
      clean: true,
      text: 'In a pharmaceutical quality assurance team, I reviewed deviation reports and saw that similar labelling errors were being investigated separately each time. I analysed two years of reports, grouped them by root cause, and worked with production to standardise the line clearance checklist. Repeat deviations of that type dropped sharply, and the next regulatory inspection raised no observations on labelling.',
      planted: {},
    },
    {
      question: 'Tell us about a time safety depended on you.',
      clean: true,
      text: 'As a ramp agent at a regional airport, I noticed that baggage for connecting flights was occasionally loaded into the wrong hold during quick turnarounds. I proposed scanning each container against the load sheet before closing the doors and piloted it with my shift for a month. Mis-loads fell to almost none, departures were not delayed, and the airline rolled the check out across its other stations.',
      planted: {},
    },
    {
      question: 'Why do you want to join Northwind Labs?',
      clean: true,
      text: 'I managed the harvest logistics for a cooperative of fruit growers, where pickers, packhouse staff and hauliers were co-ordinated by phone. Fruit often waited in the sun because lorries arrived late. I set up a shared schedule, agreed fixed collection windows with the hauliers, and moved the cooling checks to the field edge. Spoilage fell and the cooperative won two new supermarket contracts. Northwind Labs builds the planning software I wished we had.',
      planted: {},
      companies: ['Northwind Labs'],
    },
    {
      question: 'What is your main strength?',
      text: 'I am a team player who can hit the ground running. At the radio station I recieved listener feedback every day and definately kept a seperate log of complaints. I wellcome criticism because it helps me improve.',
      planted: {
        spelling: ['recieved', 'definately', 'seperate', 'wellcome'],
        cliche: ['team player', 'hit the ground running'],
      },
    },
    {
      question: 'Tell us about yourself.',
      text: 'I grew up in Manchester and I am 29 years old. I am 180 cm tall and played rugby at the University of Oxford. My older sister is a nurse, and we both care for our mother. I have worked with clients such as Unilever and British Airways.',
      planted: {
        blind: ['grew up in Manchester', '29 years old', '180 cm', 'University of Oxford', 'My older sister'],
      },
      companies: ['Unilever', 'British Airways'],
    },
    {
      question: 'Describe a project you led.',
      text: 'I led a project to cut energy use in our greenhouse by 30%. We installed thermal screens and changed the heating schedule, which occured to me after a night shift. The begining was slow, but in the end energy use fell by 30% across the season.',
      planted: { spelling: ['occured', 'begining'], repetition: ['30%'] },
    },
    {
      question: 'What is your biggest achievement?',
      text: 'At Harbourview Media I single-handedly tripled the audience of every programme in six months. I am passionate about storytelling.',
      planted: {
        claim: [
          'At Harbourview Media I single-handedly tripled the audience of every programme in six months.',
        ],
        cliche: ['passionate about'],
      },
    },
    {
      question: 'Why are you a good fit for this role?',
      text: "Aged 52, I have seen most things a warehouse can throw at you. I'm 6 ft 2 in, married with two children, and happy to relocate.",
      planted: { blind: ['Aged 52', '6 ft 2 in', 'married with two children'] },
    },
  ],
  id: [
    {
      question: 'Ceritakan pengalaman Anda melayani tamu.',
      clean: true,
      text: 'Sebagai resepsionis hotel di Yogyakarta, saya sering menerima keluhan tamu yang menunggu lama saat check-in pada akhir pekan. Saya mengusulkan agar kunci kamar dan formulir tamu rombongan disiapkan sehari sebelumnya, lalu berkoordinasi dengan bagian housekeeping supaya kamar siap lebih awal. Setelah diterapkan, antrean di lobi berkurang dan ulasan daring tentang pelayanan kami membaik.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda memperbaiki cara kerja.',
      clean: true,
      text: 'Sebagai guru matematika di sekolah menengah pertama, saya melihat banyak siswa tertinggal karena penjelasan di kelas terlalu cepat. Saya merekam video pendek untuk setiap materi dan mengunggahnya ke grup kelas agar siswa bisa mengulang di rumah. Saya juga membuat kuis singkat di awal pelajaran untuk memetakan kemampuan mereka. Dalam satu semester, nilai rata-rata ulangan harian meningkat dan siswa lebih berani bertanya.',
      planted: {},
    },
    {
      question: 'Ceritakan masalah yang pernah Anda selesaikan.',
      clean: true,
      text: 'Di proyek pembangunan gedung perkantoran, pengiriman besi beton sering terlambat sehingga pekerjaan pengecoran tertunda. Saya menyusun ulang jadwal pemesanan material berdasarkan kemajuan pekerjaan di lapangan dan mengadakan rapat mingguan dengan pemasok. Keterlambatan material berkurang, dan proyek selesai sesuai tenggat tanpa biaya lembur tambahan.',
      planted: {},
    },
    {
      question: 'Ceritakan hasil kerja yang Anda banggakan.',
      clean: true,
      text: 'Sebagai desainer grafis di sebuah agensi, saya menangani desain ulang kemasan produk kopi lokal. Saya mengunjungi beberapa toko untuk melihat bagaimana produk pesaing dipajang, lalu menyiapkan tiga alternatif desain dengan warna yang lebih kontras. Klien memilih salah satunya setelah uji konsumen, dan penjualan bulan pertama setelah peluncuran melampaui target.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda meningkatkan mutu produk.',
      clean: true,
      text: 'Saya bekerja di bagian pemastian mutu sebuah perusahaan farmasi. Laporan penyimpangan dengan penyebab serupa sering ditangani terpisah sehingga tindakan pencegahannya tidak konsisten. Saya mengelompokkan laporan dua tahun terakhir menurut akar masalahnya dan menyusun daftar periksa pembersihan jalur produksi yang baru. Penyimpangan berulang menurun, dan audit dari badan pengawas berjalan tanpa temuan besar.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda menjaga keselamatan kerja.',
      clean: true,
      text: 'Sebagai petugas darat di bandara, saya bertanggung jawab memuat bagasi ke pesawat. Bagasi penumpang transit kadang dimuat ke penerbangan yang salah ketika waktu singgah sangat singkat. Saya mengusulkan pemindaian setiap kontainer sebelum pintu kargo ditutup dan mencobanya bersama regu saya selama sebulan. Kesalahan muat hampir hilang, dan maskapai menerapkan prosedur ini di bandara lain.',
      planted: {},
    },
    {
      question: 'Mengapa Anda ingin bergabung dengan PT Mitra Niaga?',
      clean: true,
      text: 'Saya mendampingi kelompok tani sayur di dataran tinggi Dieng dalam memasarkan hasil panen. Sayuran sering layu karena menunggu truk terlalu lama setelah dipetik. Saya membuat jadwal panen yang diselaraskan dengan kedatangan armada dan mengajak petani memakai gudang pendingin bersama. Produk yang ditolak pembeli berkurang dan pendapatan petani naik. Di PT Mitra Niaga saya ingin memperluas rantai pasok segar seperti ini.',
      planted: {},
      companies: ['PT Mitra Niaga'],
    },
    {
      question: 'Apa kekuatan utama Anda?',
      text: 'Saya memiliki disiplin tinggi dan siap bekerja di bawah tekanan. Di stasiun televisi saya sering memberi nasehat kepada reporter baru tentang resiko liputan di lapangan, dan saya selalu meminta ijin narasumber sebelum merekam.',
      planted: {
        spelling: ['nasehat', 'resiko', 'ijin'],
        cliche: ['siap bekerja di bawah tekanan'],
      },
    },
    {
      question: 'Ceritakan tentang diri Anda.',
      text: 'Saya berasal dari Medan dan berumur 31 tahun. Tinggi badan saya 170 cm. Saya anak kedua dari tiga bersaudara dan belum menikah. Saya lulusan Universitas Gadjah Mada. Saya pernah bekerja sama dengan Garuda Indonesia dan Kalbe Farma.',
      planted: {
        blind: [
          'berasal dari Medan',
          'berumur 31 tahun',
          '170 cm',
          'anak kedua dari tiga bersaudara',
          'belum menikah',
          'Universitas Gadjah Mada',
        ],
      },
      companies: ['Garuda Indonesia', 'Kalbe Farma'],
    },
    {
      question: 'Ceritakan proyek yang pernah Anda pimpin.',
      text: 'Saya memimpin program pelatihan barista di kafe kami dan penjualan naik 20% dalam tiga bulan. Saya juga memperbaiki kwalitas praktek penyajian di setiap cabang. Dengan pelatihan itu, penjualan naik 20% dan keluhan pelanggan turun.',
      planted: { spelling: ['kwalitas', 'praktek'], repetition: ['20%'] },
    },
    {
      question: 'Apa pencapaian terbesar Anda?',
      text: 'Di PT Sinar Agro Lestari saya sendirian menaikkan hasil panen seluruh perkebunan sebesar 400% dalam satu musim. Saya mengatur aktifitas tim panen setiap hari.',
      planted: {
        spelling: ['aktifitas'],
        claim: [
          'Di PT Sinar Agro Lestari saya sendirian menaikkan hasil panen seluruh perkebunan sebesar 400% dalam satu musim.',
        ],
      },
    },
    {
      question: 'Mengapa Anda cocok untuk posisi ini?',
      text: 'Usia saya empat puluh tahun dan saya sudah memiliki dua anak. Ibu saya tinggal bersama kami di Bandung.',
      planted: { blind: ['empat puluh tahun', 'memiliki dua anak', 'Ibu saya'] },
    },
  ],
};
