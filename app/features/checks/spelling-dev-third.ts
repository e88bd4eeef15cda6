// Third spelling development set (issue 36, tuning round after fresh16): written by the rules' author BEFORE
// any rule of this round changed, in trades no earlier set centred on (Korean and the others alike: a daycare
// teacher, an estate or property agent, a personal trainer, a removals crew, a tour leader, an architectural
// practice, a security officer, an online shop's merchandiser or admin, a dog groomer), as members write
// (loanwords, compounds, trade terms, abbreviations, agencies, brand names, figures with units, informal but
// correct forms; Indonesian with English terms). Slips: common real misspellings not used by the first or
// second set, and real words wrong in context. Scored by `npx tsx bench/spelling-dev.ts third`.
import type { DevSet } from './spelling-dev-types';

export const KO_DEV3: DevSet = {
  clean: [
    // Daycare teacher
    '국공립 어린이집에서 만 2세반 담임 보육교사로 3년 근무했습니다. 하루 일과는 등원 맞이와 건강 상태 확인으로 시작해 오전 간식, 실내외 자유놀이, 점심, 낮잠, 하원 순으로 이어집니다. 키즈노트 알림장으로 부모님께 아이의 식사량과 배변, 낮잠 시간을 매일 적어 보냈고, 발달 상황은 관찰일지에 누적해 상반기·하반기 부모 면담 자료로 썼어요. 누리과정과 표준보육과정의 놀이 중심 취지에 맞춰 교구를 직접 만들었고, 평가제 준비 때는 안전점검표와 급식 위생 기록을 정리하는 일을 맡았습니다. 낯가림이 심하던 아이가 3월 말쯤 제 손을 먼저 잡아 줬을 때 가장 보람 있었습니다.',
    // Estate agency
    '공인중개사 자격을 취득한 뒤 아파트 단지 상가의 중개사무소에서 2년 동안 매매와 전월세 계약을 맡았습니다. 매물 접수 때는 등기부등본, 건축물대장, 토지이용계획확인원을 떼어 근저당과 위반건축물 여부를 먼저 확인했고, 네이버 부동산과 직방에 올리는 매물 사진은 채광이 좋은 오후에 찍었습니다. 전세 계약 전에는 임대인의 국세·지방세 완납증명과 전입세대 열람 내역을 챙기도록 안내해 전세사기 걱정을 덜어 드렸어요. 계약서와 확인설명서를 쓴 뒤에는 실거래가 신고를 30일 안에 마쳤고, 잔금일에는 법무사와 일정을 맞춰 소유권 이전까지 함께했습니다.',
    // Personal trainer
    '피트니스센터에서 퍼스널 트레이너로 4년 일하며 회원 30여 명의 PT를 맡았습니다. 첫 상담에서 인바디 측정과 자세 평가를 하고, 목표에 따라 근비대, 체지방 감량, 재활 운동으로 나눠 주 2~3회 프로그램을 짰어요. 허리 디스크 수술 뒤 운동을 시작한 회원은 데드리프트 대신 힙힌지 패턴부터 천천히 익히게 했고, 12주 뒤 통증 없이 스쿼트를 하게 됐습니다. 식단은 회원이 앱에 올린 사진을 보고 단백질 섭취량 위주로 피드백했습니다. 생활스포츠지도사 2급과 NASM-CPT 자격을 갖췄고, 재등록률은 센터 평균보다 15%p 높았습니다.',
    // Removals crew leader
    '포장이사 업체에서 팀장으로 5년 동안 하루 한두 건의 가정이사를 이끌었습니다. 전날 고객과 통화해 엘리베이터 사용 시간, 사다리차 진입 가능 여부, 붙박이장 해체 여부를 확인하고, 당일 아침 팀원 네 명에게 방별로 포장 순서를 나눠 줍니다. 냉장고와 세탁기는 수평과 배수 호스를 꼭 다시 점검했고, 파손 우려가 있는 그릇과 액자는 에어캡으로 두 겹 싸서 따로 실었어요. 5톤 트럭 한 대로 부족할 때는 1톤 용달을 추가로 불러 시간을 맞췄습니다. 이사 뒤 하루 안에 해피콜을 드려 불편 사항을 들었고, 파손 보상 건은 연간 두 건 이하로 유지했습니다.',
    // Tour leader
    '여행사에서 동남아·일본 패키지 상품의 국외여행 인솔자로 3년 일했습니다. 출발 전에는 항공 발권 내역과 호텔 바우처, 현지 가이드 연락처를 한 번 더 확인하고, 인천공항 미팅 때 여권 유효기간과 전자여행허가를 일행 한 분씩 점검했어요. 태풍으로 귀국편이 결항됐을 때는 항공사 카운터와 본사 OP팀에 동시에 연락해 다음 날 대체편과 숙소를 잡았고, 고객 25명 모두 추가 비용 없이 돌아왔습니다. 쇼핑 일정은 선택 사항이라는 점을 미리 안내해 불만을 줄였고, 투어 후 설문 만족도는 4.8점을 받았습니다.',
    // Architectural practice
    '건축설계사무소에서 실무 4년차로 근린생활시설과 다세대주택 설계를 맡았습니다. 기본설계 단계에서 대지 면적과 건폐율, 용적률, 일조 사선 제한을 검토해 매스를 잡고, 오토캐드와 레빗으로 평면·입면·단면도를 그렸습니다. 인허가 때는 세움터로 건축허가 도서를 제출하고, 구청 건축과의 보완 요청에 일주일 안에 회신했어요. 실시설계에서는 구조·전기·설비 협력사의 도면을 취합해 간섭을 체크했고, 착공 뒤에는 감리 현장에 나가 시공 상세를 조율했습니다. 스케치업 모델로 건축주와 미리 공간을 돌아보니 설계 변경이 절반으로 줄었습니다.',
    // Building security officer
    '대형 오피스빌딩에서 시설경비원으로 3년 근무했습니다. 신임 경비교육을 이수했고, 주야 교대로 출입통제, 순찰, CCTV 관제를 맡았어요. 출입증이 없는 방문객은 로비 데스크에서 신분 확인 뒤 방문증을 발급했고, 택배와 퀵서비스 기사님은 지정된 하역장으로 안내했습니다. 야간 순찰 때는 소화전, 비상구, 방화문 닫힘 상태를 체크리스트로 점검하고 이상이 있으면 방재센터에 바로 알렸습니다. 한밤중 화재감지기가 오작동했을 때 현장을 확인하고 입주사 담당자에게 경위를 보고해 불필요한 대피를 막은 적이 있습니다.',
    // Online shop merchandiser
    '패션 잡화 온라인 쇼핑몰에서 MD로 2년 일했습니다. 스마트스토어, 쿠팡, 29CM에 같은 상품을 올리면서 채널별 수수료와 배송 정책에 맞춰 판매가를 달리 정했어요. 신상품은 촬영 콘셉트를 잡고 상세페이지 기획안을 써서 디자이너와 함께 만들었고, 사이즈 문의가 많은 가방은 실측 사진과 착용 컷을 추가해 반품률을 9%에서 5%로 낮췄습니다. 매주 월요일에는 GA4와 판매 데이터를 보고 재고 소진이 늦은 상품을 골라 기획전이나 쿠폰으로 정리했습니다. 블랙프라이데이 기간에는 일 매출이 평소의 여섯 배까지 올랐습니다.',
    // Dog groomer
    '애견미용실에서 반려동물미용사로 3년 일했습니다. 전체 미용, 부분 위생 미용, 목욕을 하루 여섯 마리 안팎으로 맡았고, 노견이나 슬개골 탈구가 있는 아이는 테이블 위 시간을 줄이려고 순서를 바꿔 빨리 끝냈어요. 미용 전에는 피부 상태와 귀 염증을 살펴 보호자께 사진으로 알려 드렸습니다.',
    // Furniture installer
    '가구 브랜드의 설치기사로 3년 동안 붙박이장, 시스템 드레스룸, 침대 프레임을 설치했습니다. 방문 전날 고객께 해피콜로 엘리베이터 예약과 주차 가능 여부를 여쭸고, 현장에서는 벽체 수평과 몰딩 간섭부터 확인했어요. 석고보드 벽에는 앵커를 써서 상부장을 고정했고, 설치 뒤에는 문짝 단차와 레일 소음을 조정한 다음 고객과 함께 점검표에 서명했습니다. 하자 재방문율은 지점 평균의 절반 수준이었습니다.',
    // Hotel concierge
    '5성급 호텔 컨시어지 데스크에서 2년 근무하며 투숙객의 레스토랑 예약, 공연 티켓, 공항 리무진 배차를 도왔습니다. 외국인 고객의 요청은 영어와 일본어로 응대했고, 자주 묻는 맛집과 약국 위치는 지도 링크를 모은 안내 카드로 만들어 체크인 때 드렸어요. VIP 고객의 선호 사항은 PMS 메모에 남겨 다음 투숙 때 객실팀과 공유했습니다.',
  ],
  slips: [
    ['행사가 끝나면 설겆이를 도맡았습니다.', '설겆이를'],
    ['그때는 어떻해야 할지 몰랐습니다.', '어떻해야'],
    ['곰곰히 생각한 끝에 순서를 바꿨습니다.', '곰곰히'],
    ['작업대는 깨끗히 닦아 두었습니다.', '깨끗히'],
    ['서류를 일일히 대조했습니다.', '일일히'],
    ['괜시리 긴장했던 첫날이었습니다.', '괜시리'],
    ['구지 야근하지 않아도 끝낼 수 있었습니다.', '구지'],
    ['애시당초 계획이 무리였습니다.', '애시당초'],
    ['첫 출근의 설레임을 기억합니다.', '설레임을'],
    ['오랜동안 같은 거래처를 맡았습니다.', '오랜동안'],
    ['견적서를 올려 팀장님께 결제를 받았습니다.', '결제를'],
    ['갈등은 대화로서 풀었습니다.', '대화로서'],
    ['그 정도 분량이면 하루에 끝내도 되요.', '되요'],
    ['현장에서는 서두르면 않 된다고 배웠습니다.', '않'],
    ['왠 택배가 경비실에 쌓여 있었습니다.', '왠'],
    ['고객이 결과에 만족하셨데요.', '만족하셨데요'],
    ['맡겨 주시면 무엇이던지 해내겠습니다.', '무엇이던지'],
    ['행사 뒷처리까지 제가 맡았습니다.', '뒷처리까지'],
    ['직원 휴계실을 새로 꾸몄습니다.', '휴계실을'],
    ['제작년부터 이 일을 했습니다.', '제작년부터'],
    ['고객에게 알맞는 상품을 골랐습니다.', '알맞는'],
    ['제가 먼저 연락드릴께요.', '연락드릴께요'],
    ['어줍잖은 변명은 하지 않았습니다.', '어줍잖은'],
    ['퇴근길에 사무실에 들렸다가 서류를 챙겼습니다.', '들렸다가'],
    ['더 낳은 방법을 찾으려고 했습니다.', '낳은'],
  ],
};

export const EN_DEV3: DevSet = {
  clean: [
    // Lettings negotiator
    "I've worked as a lettings negotiator at an independent agency for three years, covering a mix of one-bed flats and student HMOs. My week is viewings, referencing and move-ins: I book viewings straight from Rightmove and Zoopla enquiries, qualify applicants on affordability (30x the monthly rent is our rule of thumb), and run Right to Rent checks before any offer goes to the landlord. Once an offer's agreed I chase references through our referencing partner, draw up the AST, register the deposit with the DPS within 30 days and send out the How to Rent guide, EPC and gas safety certificate. I'm ARLA Propertymark qualified at Level 3 and I hit my lets target in ten of the last twelve months.",
    // Personal trainer
    "I'm a Level 3 personal trainer working freelance out of a 24-hour gym. Most of my clients are desk-bound professionals who want to get stronger without getting hurt, so I start with a PAR-Q, a movement screen and a simple baseline: goblet squat, push-up, a 2 km row. From there I write four-week blocks, progressing load by 2.5 to 5 kg when the reps are clean. I use Trainerize for programmes and check-ins, and I'm strict about rest days. One client came to me after a knee replacement; working alongside her physio, we got her from a walking stick to a 40 kg trap-bar deadlift in six months. I rebook about 80% of clients after their first ten-session pack.",
    // Architectural technologist
    "I'm an architectural technologist (MCIAT) at a twelve-person practice that does residential extensions, small commercial fit-outs and conversions. I take schemes from RIBA Stage 3 to Stage 5: I model in Revit, produce the building regulations package and coordinate with the structural engineer on steel sizes and padstones. Part L has kept me busy; I run U-value calculations for every build-up and flag thermal bridging details early. I prepare planning and listed building consent drawings, and I've answered conservation officers' queries on sash windows and lime render. On site I check setting-out, answer RFIs within 48 hours and snag the finished work with the contractor.",
    // Shopping centre security officer
    "I hold an SIA door supervisor and CCTV licence and have worked for four years as a security officer at a shopping centre with 90 stores. Shifts are twelve hours, days and nights, covering the control room, patrols and the service yard. In the control room I monitor 160 cameras, log incidents in the daily occurrence book and radio the team when a store reports a shoplifter. I'm first-aid trained and have used the defibrillator once, on a customer who collapsed near the food court; the paramedics said the early shocks made the difference. I get on well with store managers and the police liaison officer, and I helped write our lockdown procedure.",
    // Removals crew
    'I run a two-person crew for a family removals firm. Before a move I survey the house, estimate the cubic footage and book parking suspensions with the council where needed. On the day we wrap furniture in blankets, shrink-wrap sofas and box up kitchens ourselves if the customer opts for packing. I load the Luton heaviest first and strap every tier, and I keep a tally of items so nothing is left at either end. Breakages are rare: one claim in the last two years, a chipped lampshade.',
  ],
  slips: [
    ['I kept the shared calender up to date.', 'calender'],
    ['From the begining I logged every call.', 'begining'],
    ['The buisness grew by a third.', 'buisness'],
    ['A collegue covered my shift.', 'collegue'],
    ['Nobody knew of the existance of the spare keys.', 'existance'],
    ['I checked the grammer in every listing.', 'grammer'],
    ['The heirarchy on site was clear.', 'heirarchy'],
    ['I reported the leak immediatly.', 'immediatly'],
    ['Her notes were indispensible to the team.', 'indispensible'],
    ['On one occassion the alarm failed.', 'occassion'],
    ['The tenant took posession on Friday.', 'posession'],
    ['I refered the case to my manager.', 'refered'],
    ['I only kept the relevent files.', 'relevent'],
    ['The launch was a sucess.', 'sucess'],
    ['To my suprise the client agreed.', 'suprise'],
    ['I have a tendancy to over-prepare.', 'tendancy'],
    ['We set a threshhold for refunds.', 'threshhold'],
    ['I ran the vaccum over the carpets.', 'vaccum'],
    ['We moved fourty boxes before lunch.', 'fourty'],
    ['I asked wether the lift was free.', 'wether'],
    ['We served more then ninety stores.', 'then'],
    ['The change had a positive affect on sales.', 'affect'],
    ['The guards handed over there radios at six.', 'there'],
    ["The agency and it's landlords agreed new terms.", "it's"],
    ['I reported to the principle engineer.', 'principle'],
  ],
};

export const ID_DEV3: DevSet = {
  clean: [
    // Online shop admin
    'Saya bekerja sebagai admin toko online untuk brand hijab lokal yang berjualan di Shopee, Tokopedia, dan TikTok Shop. Setiap pagi saya membalas chat pembeli, memproses pesanan, lalu mencetak label pengiriman sebelum kurir pickup pukul satu siang. Saya juga mengunggah produk baru lengkap dengan foto, deskripsi, dan tabel ukuran, serta mengatur voucher toko dan flash sale bersama tim marketing. Ketika rating toko sempat turun karena paket telat, saya mengusulkan cut off pesanan jam 12 dan menambah satu orang packing di hari Senin. Dalam tiga bulan, ulasan bintang lima naik dan jumlah komplain berkurang hampir separuh.',
    // Kindergarten teacher
    'Saya guru kelompok B di sebuah TK swasta selama empat tahun. Kelas saya berisi 18 anak usia lima sampai enam tahun. Saya menyusun RPPH berdasarkan Kurikulum Merdeka dengan tema yang dekat dengan keseharian anak, seperti pasar tradisional dan profesi di sekitar rumah. Kegiatan pagi biasanya dimulai dengan baris, doa bersama, lalu main peran atau kolase dari bahan bekas. Perkembangan setiap anak saya catat dalam lembar observasi dan foto kegiatan, kemudian saya sampaikan kepada orang tua saat pembagian rapor. Saya juga rutin berkomunikasi dengan wali murid lewat grup WhatsApp kelas agar informasi tidak simpang siur.',
    // Security guard
    'Saya anggota satpam bersertifikat Gada Pratama dan sudah bertugas lima tahun di kawasan perkantoran. Tugas saya mencakup penjagaan pos, patroli gedung tiap dua jam, pemeriksaan tamu, serta pengawasan kendaraan yang keluar masuk area parkir. Setiap kejadian saya catat di buku mutasi dan saya laporkan ke komandan regu saat serah terima sif. Saya juga terlatih menggunakan APAR dan pernah ikut simulasi evakuasi kebakaran bersama tim K3 gedung. Ketika ada kendaraan tamu yang mogok di pintu keluar, saya mengatur lalu lintas dan menghubungi derek, sehingga antrean bisa terurai dalam lima belas menit.',
    // Property agent
    'Saya agen properti di kantor franchise selama tiga tahun dengan fokus rumah seken dan ruko di pinggiran kota. Setiap minggu saya mencari listing baru dari pemilik, mengecek sertifikat SHM atau HGB, IMB atau PBG, dan bukti bayar PBB sebelum memasarkannya di portal properti dan Instagram. Saya terbiasa menemani calon pembeli survei lokasi, menjelaskan simulasi KPR, lalu mengatur jadwal akad dengan notaris dan pihak bank. Komisi kami dibagi dengan co-broke dari kantor lain, jadi komunikasi yang rapi sangat penting. Tahun lalu saya menutup 14 transaksi dengan total nilai sekitar Rp11 miliar.',
    // Umrah tour leader
    'Saya tour leader di biro perjalanan umrah selama tiga tahun. Sebelum berangkat, saya memastikan paspor, visa, dan vaksin meningitis jemaah sudah lengkap, lalu memberi manasik di aula kantor. Selama di Tanah Suci saya mendampingi 45 jemaah, mengurus kursi roda di bandara, dan mengingatkan jadwal makan serta istirahat agar rombongan tetap bugar.',
    // Building supplies warehouse
    'Saya juga pernah menjadi admin gudang di toko bangunan di Makassar. Setiap hari saya mencatat semen, besi beton, dan pasir yang keluar masuk, lalu mencocokkan nota dengan stok fisik pada sore hari.',
  ],
  slips: [
    ['Saya membuat analisa penjualan mingguan.', 'analisa'],
    ['Klub kami melatih atlit muda.', 'atlit'],
    ['Kami mengukur efektifitas promosi.', 'efektifitas'],
    ['Saya ingin membangun karir di bidang ini.', 'karir'],
    ['Target kwartal ketiga tercapai.', 'kwartal'],
    ['Saya belajar managemen stok di gudang.', 'managemen'],
    ['Foto obyek wisata kami perbarui.', 'obyek'],
    ['Kami memperbaiki sistim antrean.', 'sistim'],
    ['Saya menguasai tehnik negosiasi.', 'tehnik'],
    ['Kami melakukan standarisasi kemasan.', 'standarisasi'],
    ['Setiap keputusan punya konsekwensi.', 'konsekwensi'],
    ['Mobil tamu mogok ditengah jalan.', 'ditengah'],
    ['Saya bertugas dikantor cabang.', 'dikantor'],
    ['Paket di kirim setiap sore.', 'di kirim'],
    ['Kedepannya saya ingin memimpin tim.', 'Kedepannya'],
    ['Jadwal itu saya rubah sesuai permintaan.', 'rubah'],
    ['Saya mengkoordinir tim pindahan.', 'mengkoordinir'],
    ['Semua tamu wajib mentaati aturan gedung.', 'mentaati'],
    ['Kami berusaha mensukseskan acara itu.', 'mensukseskan'],
    ['Pelatihan itu menambah ketrampilan saya.', 'ketrampilan'],
    ['Saya melampirkan ijazah yang sudah dilegalisir.', 'dilegalisir'],
    ['Nomer resi saya kirim lewat pesan.', 'Nomer'],
    ['Saya menerima telpon pelanggan.', 'telpon'],
    ['Saya pernah menjadi sekertaris panitia.', 'sekertaris'],
    ['Petugas itu acuh terhadap keluhan warga sehingga masalahnya berlarut.', 'acuh'],
  ],
};
