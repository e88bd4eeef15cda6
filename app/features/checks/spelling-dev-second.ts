// Second spelling development set, round twenty-two: written AFTER the round's rules (22:15 UTC), by the
// rules' author, in other fields than the first (spelling-dev-ko.ts), and not tuned on: the author's own
// "unseen" check, scored by `npx tsx bench/spelling-dev.ts second`.
import type { DevSet } from './spelling-dev-types';

export const KO_DEV2: DevSet = {
  clean: [
    // Ward nurse
    '종합병원 외과 병동에서 3년차 간호사로 일하며 한 번에 환자 10명 안팎을 맡았습니다. 인수인계 때는 SBAR 형식으로 활력징후, 수술 후 배액량, 통증 점수를 빠짐없이 전달했고, 수액 펌프 속도와 항생제 투약 시간은 EMR 알림과 제 메모로 이중 확인했습니다. 야간 근무 중 한 환자의 산소포화도가 88%까지 떨어졌을 때 바로 당직의에게 보고하고 신속대응팀을 불러 중환자실 전동까지 20분 안에 마쳤습니다. 낙상 고위험 환자에게는 침상 난간과 호출벨 위치를 매 라운딩마다 확인했어요. 신규 간호사 프리셉터를 두 번 맡으면서, 바쁜 병동일수록 기록보다 환자를 먼저 보는 습관이 중요하다는 걸 전했습니다.',
    // Tax office clerk
    '세무회계 사무소에서 2년간 기장 업무를 맡아 개인사업자와 법인 거래처 40여 곳을 관리했습니다. 매달 홈택스에서 세금계산서와 카드 매출 자료를 내려받아 더존 프로그램에 입력하고, 부가세 신고 기간에는 매입 공제 누락이 없는지 증빙을 하나하나 대조했어요. 5월 종합소득세 신고 때는 간편장부 대상자와 복식부기 대상자를 나눠 일정을 짰고, 원천세 신고와 4대보험 취득·상실 신고도 함께 처리했습니다. 거래처 사장님들이 어려워하시는 경비 처리 기준을 한 장짜리 안내문으로 만들어 드렸더니 같은 질문이 확 줄었습니다.',
    // Parcel delivery driver
    '택배 배송기사로 4년 동안 아파트 단지와 상가 지역을 맡아 하루 250개 안팎을 배송했습니다. 아침 7시에 터미널에서 분류가 끝난 물량을 1톤 탑차에 싣고, 동선은 동·호수 순서대로 미리 짜 둡니다. 신선식품과 의약품은 먼저 내리고, 부재중일 때는 고객이 요청한 장소에 두고 사진을 찍어 문자로 남겼습니다. 명절 성수기에는 물량이 두 배 가까이 늘어서 옆 구역 기사님과 서로 도우며 마감을 맞췄어요. 무사고 운행 4년을 이어 왔고, 고객 불만 접수는 분기 평균 한 건 아래로 유지했습니다.',
    // Hair designer
    '헤어숍에서 인턴으로 시작해 디자이너로 5년째 일하고 있습니다. 커트, 펌, 염색을 모두 하지만 특히 손상모 클리닉과 톤다운 염색 상담을 자신 있게 해요. 시술 전에는 모발 상태와 이전 시술 이력을 꼭 여쭤보고, 예상 비용과 소요 시간을 미리 말씀드려 나중에 서운한 일이 없도록 했습니다. 네이버 예약과 인스타그램으로 단골 고객을 관리했고, 재방문율이 70% 가까이 나왔습니다. 후배 인턴들에게는 드라이와 샴푸 기본기를 매주 저녁에 따로 가르쳤어요. 고객이 거울을 보고 웃으실 때 이 일을 고르길 잘했다고 느낍니다.',
    // Pharma sales rep
    '제약회사 영업사원으로 종합병원과 의원 50여 곳을 담당했습니다. 주력 품목은 고혈압·고지혈 복합제였고, 신제품 출시 때는 학술 자료를 바탕으로 임상 결과를 짧게 정리해 교수님과 개원의 선생님들께 설명드렸습니다. 약사법과 공정경쟁규약을 지키는 범위에서 제품설명회를 열었고, 처방 데이터를 월별로 분석해 방문 우선순위를 정했습니다. 그 결과 담당 지역 처방액이 전년 대비 18% 늘었습니다. 병원 약제부의 코드 등록 절차가 까다로운 곳은 서류를 미리 챙겨 두 달 걸리던 일을 3주로 줄였어요.',
    // Interior site manager
    '인테리어 시공사에서 현장 관리자로 아파트 리모델링과 상가 인테리어를 맡았습니다. 철거부터 설비, 전기, 목공, 타일, 도배, 마감까지 공정별 일정을 엑셀로 짜고, 자재 발주는 최소 일주일 전에 넣었어요. 관리사무소에 공사 신고를 하고 엘리베이터 보양과 소음 안내문을 붙이는 일도 제 몫이었습니다. 욕실 방수 작업 뒤에는 48시간 담수 테스트를 꼭 거쳐 누수 하자를 막았습니다. 고객과는 단톡방에서 매일 현장 사진을 공유했고, 추가 공사는 견적서를 먼저 드린 뒤 진행해 분쟁 없이 마무리했습니다.',
    // Call centre agent
    '통신사 고객센터에서 인바운드 상담원으로 2년간 요금제 변경, 약정 해지, 분실 정지, 명의 변경 문의를 받았습니다. 하루 평균 80콜 정도를 처리하면서도 통화 후 상담 이력을 CRM에 바로 남겨 다음 상담원이 다시 묻지 않게 했어요. 화가 나신 고객께는 먼저 불편을 인정하고 해결할 수 있는 방법을 두세 가지로 나눠 안내드렸습니다. 그 덕분에 고객만족도 조사에서 팀 내 상위 10%에 들었고, 신입 상담원 OJT 때 모니터링 코칭을 맡기도 했습니다.',
    // Car mechanic
    '수입차 공식 서비스센터에서 정비사로 4년 일했습니다. 엔진오일과 브레이크 패드 교환 같은 정기 점검부터 진단기로 고장 코드를 읽어 센서와 배선 불량을 찾는 일까지 맡았어요. 하이브리드 차량의 고전압 배터리를 다룰 때는 절연 장갑과 차단 절차를 반드시 지켰습니다. 리콜 캠페인 기간에는 부품 입고 일정에 맞춰 예약을 조정해 고객 대기 시간을 줄였고, 작업 후에는 교체한 부품을 보여 드리며 설명했습니다. 자동차정비기능사와 고전압 안전교육 이수증을 갖고 있습니다.',
  ],
  slips: [
    ['어의없게도 서류가 또 빠졌습니다.', '어의없게도'],
    ['내일 현장에서 뵈요.', '뵈요'],
    ['교육을 받게 되서 기뻤습니다.', '되서'],
    ['웬지 불안해서 다시 확인했습니다.', '웬지'],
    ['왠일로 주문이 일찍 끝났습니다.', '왠일로'],
    ['저도 그 일을 할려고 했습니다.', '할려고'],
    ['얼만큼 필요한지 여쭤봤습니다.', '얼만큼'],
    ['현장 직원으로써 책임을 다했습니다.', '직원으로써'],
    ['흡연은 삼가해 주세요.', '삼가해'],
    ['고객이 설비를 건들였다고 합니다.', '건들였다고'],
    ['규정이 햇갈려서 팀장님께 물었습니다.', '햇갈려서'],
    ['눈꼽만큼의 오차도 없었습니다.', '눈꼽만큼의'],
    ['점심으로 김치찌게를 먹었습니다.', '김치찌게를'],
    ['병실 베게를 새로 바꿨습니다.', '베게를'],
    ['점검이 모두 끝나서 다행이라고 생각됬다.', '생각됬다'],
    ['그날은 정산을 않했습니다.', '않했습니다'],
    ['부품 갯수를 세었습니다.', '갯수를'],
    ['노력의 댓가를 받았습니다.', '댓가를'],
    ['행사에서 인삿말을 맡았습니다.', '인삿말을'],
    ['넓직한 창고로 옮겼습니다.', '넓직한'],
    ['상사가 닥달해도 침착했습니다.', '닥달해도'],
    ['문을 잠궜는지 두 번 확인했습니다.', '잠궜는지'],
    ['점심을 빵으로 떼우고 일했습니다.', '떼우고'],
    ['선배가 방법을 가르켜 주었습니다.', '가르켜'],
    ['마감이 다음 주로 연기된데요.', '연기된데요'],
  ],
};

export const EN_DEV2: DevSet = {
  clean: [
    // Ward nurse
    "I'm a registered nurse (NMC PIN current) with three years on a 28-bed acute medical ward. On a typical day shift I care for six to eight patients: drug rounds, IV antibiotics, NEWS2 observations, wound care and discharge planning with the therapists. When a patient's score rises I escalate early using SBAR, and I've led two cardiac arrest calls as the first responder until the team arrived. I mentor student nurses on placement and sign off their proficiencies in the PAD. I also audit our falls risk assessments each month; after we moved the sensor mats to the high-risk bays, falls dropped from seven to two a quarter.",
    // Accounts assistant
    "I work as an accounts assistant for a regional housebuilder, handling purchase ledger for about 300 suppliers. Each week I match invoices to POs and GRNs in Sage, chase missing delivery notes with site managers and prepare the BACS payment run for approval. At month end I reconcile supplier statements, post accruals and prepare the aged creditors report. I set up a shared inbox rule that routed invoices by site, which cut the time to code them by roughly a third. I'm studying for AAT Level 4 and I'm comfortable with VLOOKUPs, pivot tables and the odd macro.",
    // Delivery driver
    "For four years I've been a multi-drop van driver for a parcel carrier, delivering 120 to 150 stops a day around a market town and its villages. I load the van in route order from the handheld, check tyres, lights and fluids before leaving, and keep a tidy cab so nothing goes missing. When a customer isn't in I use their safe place or a neighbour and record a photo. In the run-up to Christmas I covered extra rounds on Saturdays, and I've kept a clean licence and zero vehicle damage claims throughout. I'm polite on the doorstep because for most customers I am the company.",
    // Hairdresser
    "I'm a senior stylist with seven years behind the chair in a busy high-street salon. I do cuts, colour and balayage, and I'm trained in Olaplex treatments and keratin smoothing. Every new client gets a consultation and a skin test 48 hours before colour. I built a regular column of about 250 clients by rebooking at the end of each visit and following up on Instagram. I also help the salon manager with stock ordering and train our apprentices on blow-dries on Tuesday evenings. I love the moment a client looks in the mirror and doesn't recognise themselves in a good way.",
    // Pharma sales
    "I've spent five years as a pharmaceutical sales representative covering GP surgeries, community pharmacies and two hospital trusts. I work within the ABPI Code of Practice, booking lunch-and-learn sessions and presenting clinical data on our respiratory inhalers to practice nurses and prescribing leads. I plan my territory using CRM call data and local formulary decisions, and I hit 112% of target last year. When one trust's formulary committee delayed a listing, I worked with our medical science liaison to answer their questions in writing, and the product was added at the next meeting.",
    // Kitchen fitter
    "I'm a self-employed kitchen fitter with ten years' experience, mostly working for two independent showrooms. A fit usually takes five to seven days: stripping out, levelling and fixing carcasses, scribing worktops, cutting in sinks and hobs, fitting appliances and finishing with plinths and cornice. I coordinate with the electrician and plumber so first and second fix happen on the right days. I'm careful with dust sheets and I hoover up every evening because people are living in the house. My customer reviews average 4.9 stars, and most new work comes from recommendations.",
    // Contact centre
    "I work in a utility company's contact centre, handling billing queries, meter readings, payment plans and complaints by phone and webchat. I average around 60 contacts a day while keeping after-call work short by writing clear notes in the CRM. Customers in financial difficulty are referred to our priority services team, and I always check whether someone needs extra help, such as large print bills or a nominated contact. I was top of my team for first-contact resolution two quarters running, and I now buddy new starters during their first fortnight on the phones.",
    // Vehicle technician
    "I'm a Level 3 light vehicle technician at a franchised dealership, holding IMI accreditation and a hybrid and EV awareness certificate. I carry out services, MOT preparation, brake and suspension work, and diagnostics using the manufacturer's software to read fault codes and live data. On high-voltage vehicles I follow the isolation procedure and wear the right PPE every time. During a recall campaign I helped reorganise the workshop loading so we cleared 140 vehicles in three weeks. I show customers the worn parts I've replaced so they can see exactly what they paid for.",
  ],
  slips: [
    ['We walked accross the yard.', 'accross'],
    ['I stayed untill the last van left.', 'untill'],
    ['I chose the route wich was shortest.', 'wich'],
    ['The occurence was logged.', 'occurence'],
    ['I checked the delivery adress twice.', 'adress'],
    ['I beleive in clear notes.', 'beleive'],
    ['We commited to a two-day turnaround.', 'commited'],
    ['I was concious of the deadline.', 'concious'],
    ['I did not want to embarass the client.', 'embarass'],
    ['Please foward the invoice.', 'foward'],
    ['A freind recommended the role.', 'freind'],
    ['I read the pressure guage.', 'guage'],
    ['Staff must not harrass customers.', 'harrass'],
    ['My knowlege of Excel grew.', 'knowlege'],
    ['I liase with the site team daily.', 'liase'],
    ['The millenium bridge route was closed.', 'millenium'],
    ['There was a noticable drop in errors.', 'noticable'],
    ['She was persistant with the supplier.', 'persistant'],
    ['The report was publically available.', 'publically'],
    ['We kept a steady rythm on the line.', 'rythm'],
    ['I will call tommorow.', 'tommorow'],
    ['I truely enjoy the work.', 'truely'],
    ['The noise sounded wierd.', 'wierd'],
    ["We didn't want to loose the contract.", 'loose'],
    ['Your welcome to visit the depot.', 'Your'],
  ],
};

export const ID_DEV2: DevSet = {
  clean: [
    // Ward nurse
    'Saya perawat pelaksana di ruang rawat inap penyakit dalam sebuah rumah sakit swasta selama tiga tahun. Dalam satu sif saya merawat delapan sampai sepuluh pasien, mulai dari mengukur tanda vital, memberikan obat sesuai jadwal, memasang infus, hingga mendokumentasikan asuhan keperawatan di rekam medis elektronik. Ketika saturasi oksigen seorang pasien turun mendadak, saya segera melapor ke dokter jaga dan menyiapkan pemindahan ke ICU. Saya juga menjadi pembimbing klinik bagi mahasiswa praktik dan aktif dalam tim pencegahan infeksi, termasuk audit kepatuhan cuci tangan setiap bulan.',
    // Tax consultant staff
    'Saya bekerja sebagai staf pajak di kantor konsultan pajak yang menangani sekitar 35 klien badan usaha. Tugas rutin saya meliputi perhitungan PPh 21 karyawan, pembuatan faktur pajak keluaran, rekonsiliasi PPN masukan, dan pelaporan SPT Masa melalui DJP Online. Menjelang pelaporan SPT Tahunan, saya menyusun kertas kerja koreksi fiskal dan memastikan semua bukti potong sudah lengkap. Saya pernah mendampingi klien saat pemeriksaan dan menyiapkan dokumen pendukung dalam waktu tiga hari. Ketelitian dan kerapian arsip adalah kebiasaan yang saya jaga.',
    // Courier
    'Selama empat tahun saya menjadi kurir di perusahaan jasa pengiriman dengan wilayah antar di perumahan dan kawasan ruko. Setiap pagi saya memindai paket di gudang, menyusun urutan antar berdasarkan alamat, lalu berangkat dengan motor yang sudah saya periksa rem dan bannya. Rata-rata saya mengantar 120 paket per hari, termasuk paket COD yang uangnya saya setor ke kasir sebelum pukul lima sore. Jika penerima tidak ada di rumah, saya menghubungi lewat telepon dan mengunggah foto bukti serah terima di aplikasi. Saya belum pernah kehilangan paket selama bekerja.',
    // Barbershop
    'Saya adalah kapster di barbershop yang cukup ramai di pusat kota. Saya menguasai potongan klasik, fade, dan undercut, serta perawatan janggut dengan handuk hangat. Sebelum memotong, saya selalu bertanya tentang gaya yang diinginkan dan kebiasaan pelanggan merawat rambutnya. Saya juga mengelola jadwal reservasi melalui WhatsApp Business dan membantu membuat konten video singkat untuk media sosial toko. Dalam setahun, jumlah pelanggan tetap yang memesan saya secara khusus naik hampir dua kali lipat.',
    // Medical representative
    'Saya berpengalaman lima tahun sebagai medical representative di perusahaan farmasi nasional. Wilayah kerja saya mencakup dua rumah sakit daerah, puluhan klinik, dan apotek di satu kabupaten. Saya mempresentasikan produk antibiotik dan vitamin kepada dokter dengan mengacu pada data uji klinis, serta mematuhi kode etik pemasaran farmasi. Setiap bulan saya menganalisis data penjualan per outlet untuk menentukan prioritas kunjungan. Tahun lalu target penjualan saya tercapai 108%, dan saya dipercaya melatih dua rekan baru di area yang sama.',
    // Renovation foreman
    'Saya mandor renovasi rumah tinggal dan ruko selama tujuh tahun. Saya mengatur tukang batu, tukang kayu, dan tukang listrik agar pekerjaan berjalan sesuai urutan, mulai dari pembongkaran, pengecoran, pemasangan keramik, plafon gipsum, sampai pengecatan. Saya menghitung kebutuhan material dari gambar kerja dan memesan ke toko bangunan langganan supaya tidak ada bahan yang terlambat. Untuk kamar mandi, saya selalu melakukan uji rendam lapisan kedap air selama dua hari sebelum keramik dipasang. Laporan harian berupa foto dan catatan progres saya kirim ke pemilik rumah setiap sore.',
    // Call centre
    'Saya bekerja sebagai agen call center di perusahaan penyedia layanan internet rumah. Setiap hari saya menerima sekitar 70 panggilan terkait tagihan, gangguan jaringan, pindah alamat, dan perubahan paket. Saya mencatat setiap keluhan di sistem tiket dan meneruskan gangguan teknis ke tim lapangan dengan informasi yang lengkap supaya teknisi tidak perlu menelepon ulang. Saat pelanggan marah, saya mendengarkan sampai selesai, meminta maaf atas ketidaknyamanan, lalu menawarkan solusi yang jelas. Nilai kepuasan pelanggan saya konsisten di atas rata-rata tim.',
    // Car mechanic
    'Saya mekanik mobil di bengkel resmi dengan pengalaman empat tahun. Pekerjaan saya meliputi servis berkala, penggantian kampas rem dan oli transmisi, spooring dan balancing, serta diagnosis kerusakan kelistrikan dengan scanner OBD. Untuk mobil hibrida, saya mengikuti prosedur keselamatan tegangan tinggi dan menggunakan sarung tangan berinsulasi. Ketika ada kampanye penggantian komponen dari pabrikan, saya membantu kepala bengkel mengatur jadwal agar pelanggan tidak menunggu terlalu lama. Saya terbiasa menunjukkan suku cadang lama kepada pelanggan setelah diganti.',
  ],
  slips: [
    ['Kami mencatat aktifitas harian tim.', 'aktifitas'],
    ['Harga cabe naik bulan ini.', 'cabe'],
    ['Saya memeriksa detil pesanan.', 'detil'],
    ['Kami mengatur frekwensi kunjungan.', 'frekwensi'],
    ['Perusahaan melunasi hutang ke pemasok.', 'hutang'],
    ['Saya melampirkan ijasah terakhir.', 'ijasah'],
    ['Teknologi berubah mengikuti jaman.', 'jaman'],
    ['Kantor kami berada di komplek pergudangan.', 'komplek'],
    ['Saya menghargai kreatifitas tim.', 'kreatifitas'],
    ['Jalan itu penuh lobang.', 'lobang'],
    ['Cuaca mempengaruhi jadwal pengiriman.', 'mempengaruhi'],
    ['Hasilnya nampak jelas di laporan.', 'nampak'],
    ['Saya pernah bertugas di propinsi lain.', 'propinsi'],
    ['Silahkan hubungi saya kapan saja.', 'Silahkan'],
    ['Ini bukan sekedar pekerjaan bagi saya.', 'sekedar'],
    ['Saya trampil menggunakan mesin jahit.', 'trampil'],
    ['Pelanggan harus antri di loket.', 'antri'],
    ['Produk itu di jual secara daring.', 'di jual'],
    ['Saya tidak tahu kemana paket itu dikirim.', 'kemana'],
    ['Saya sudah bekerja disini selama dua tahun.', 'disini'],
    ['Kami mengikuti himbauan pemerintah.', 'himbauan'],
    ['Saya faham prosedur keselamatan kerja.', 'faham'],
    ['Saya menyimpan kwitansi pembayaran.', 'kwitansi'],
    ['Hasil analisa menunjukkan penurunan biaya.', 'analisa'],
    ['Pemerintah menghimbau warga berhati-hati.', 'menghimbau'],
  ],
};
