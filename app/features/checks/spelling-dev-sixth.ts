// Sixth spelling development set (issue 36, round twenty-six): written AFTER the round's rules
// (spelling-coverage-ko/en/id.ts) by their author, from the same well-known lists (국립국어원's questions; the
// commonly misspelled and confused English words; KBBI kata baku and Indonesian spacing) but entries the fifth
// set did not use, in new sentences and trades (a hospital kitchen, a removals firm, a museum, a shipping
// agent, a dog groomer). Its first run is the author's unseen figure: `npx tsx bench/spelling-dev.ts sixth`.
import type { DevSet } from './spelling-dev-types';

export const KO_DEV6: DevSet = {
  clean: [
    '병원 급식실에서 조리사로 4년 일했습니다. 환자식은 일반식과 당뇨식, 저염식으로 나눠 하루 900식을 냈고, 육개장이나 떡볶이처럼 맵고 짠 메뉴는 저염식 환자에게 따로 조리했어요. 식중독 예방을 위해 칼과 도마를 색깔별로 나눠 쓰고, 냉장고 온도는 두 시간마다 기록했습니다. 영양사 선생님과 함께 잔반량을 재어 메뉴를 바꾼 뒤 잔반이 20% 줄었습니다.',
    '이삿짐센터에서 현장 팀장으로 일하며 하루 두세 건의 포장 이사를 맡았습니다. 견적 단계에서 고객 집의 짐을 미리 보고 차량 크기와 인원을 정했고, 깨지기 쉬운 그릇은 신문지와 에어캡으로 하나하나 쌌어요. 엘리베이터가 없는 건물은 사다리차를 불러 작업 시간을 줄였습니다. 작업이 끝나면 고객과 함께 집 안을 둘러보며 빠진 물건이 없는지 확인했습니다.',
    '박물관 교육팀에서 학예사로 일하며 어린이 체험 프로그램을 기획했습니다. 전시 주제에 알맞은 활동지를 만들고, 학교 단체 관람이 많은 봄과 가을에는 해설 인력을 두 배로 늘렸어요. 관람객 설문을 분석해 가장 반응이 좋았던 프로그램을 상설화했고, 연간 참가자는 1만 2천 명으로 늘었습니다. 유례없는 폭염이 이어진 여름에는 야외 행사를 실내로 옮겨 안전을 지켰습니다.',
    '해운 대리점에서 선박 입출항 업무를 맡아 항만청과 세관, 도선사와 일정을 조율했습니다. 선박이 예정보다 늦어지면 화주에게 바로 알리고 하역 일정을 다시 잡았어요. 통관 서류는 실제 화물과 대조한 뒤 제출했고, 효율을 높이려고 서류 양식을 표준화했습니다. 그 결과 선박 한 척당 처리 시간이 반나절 줄었습니다.',
    '반려견 미용사로 3년간 일했습니다. 미용 전에는 피부 상태와 발톱, 귀를 먼저 보고, 예민한 아이는 보호자와 상의해 미용 시간을 나눴어요. 작업대 주변은 매번 깨끗이 치웠고, 가위와 클리퍼는 소독한 뒤 통째로 보관함에 넣었습니다. 회의 중에 나온 의견대로 예약 알림 문자를 도입해 노쇼를 절반으로 줄였습니다.',
  ],
  slips: [
    ['직원 식당 메뉴로 육계장을 자주 냈습니다.', '육계장을'],
    ['분식점에서 떡볶기를 만들어 팔았습니다.', '떡볶기를'],
    ['고객이 화를 내면 어떻해야 할지 몰랐습니다.', '어떻해야'],
    ['상사가 아무리 닥달해도 순서를 지켰습니다.', '닥달해도'],
    ['창고 바닥에 널부러진 자재를 정리했습니다.', '널부러진'],
    ['매장 안에서는 흡연을 삼가해 달라고 안내했습니다.', '삼가해'],
    ['유통기한이 지난 재고를 통채로 폐기했습니다.', '통채로'],
    ['요양원에서 뇌졸증 환자를 돌봤습니다.', '뇌졸증'],
    ['어줍잖은 조언보다 경청이 먼저라고 배웠습니다.', '어줍잖은'],
    ['상황에 알맞는 방법을 찾았습니다.', '알맞는'],
    ['매일 기록함으로서 실수를 줄였습니다.', '기록함으로서'],
    ['생산 효율을 재고하기 위해 설비를 바꿨습니다.', '재고하기'],
    ['유래 없는 매출을 기록했습니다.', '유래 없는'],
    ['실재로 현장에 가 보니 문제가 달랐습니다.', '실재로'],
    ['출근길에 거래처에 들렸다가 회사로 갔습니다.', '들렸다가'],
  ],
};

export const EN_DEV6: DevSet = {
  clean: [
    "I run the kitchen at a 300-bed hospital, where we serve about 900 meals a day across standard, diabetic and low-salt menus. Every allergen is recorded against the patient's chart, and any change to a recipe goes through the dietitian before it reaches the ward. I introduced colour-coded boards and a two-hourly fridge log, and our last food hygiene inspection gave us the top rating.",
    'At Swift Removals I led crews of four on house and office moves across the north-west. I priced jobs on site, planned the loading order so that heavy items went on first, and made sure every fragile box was labelled on two sides. When a client was nervous about an antique piano, I arranged specialist straps and a ramp and walked her through the plan before the day.',
    'As an education officer at the city museum I designed workshops for school groups and families. I wrote activity sheets that matched the national curriculum and trained volunteers to lead them. Attendance rose to 12,000 a year, and teachers often asked for the same session again. I enjoy turning a difficult subject into something a nine-year-old can hold in their hands.',
    'I work for a shipping agency in Felixstowe, coordinating port calls with pilots, customs and terminal operators. When a vessel is delayed, I tell the cargo owners at once and rebook the berth. I moved our paperwork to shared templates, which cut the time spent on each call by half a day. I am calm on the phone at three in the morning, which in this job matters.',
  ],
  slips: [
    ['I coordinated deliveries accross three regions.', 'accross'],
    ['The team used an agressive pricing strategy.', 'agressive'],
    ['I built a long carreer in logistics.', 'carreer'],
    ['I questioned the existance of the extra fees.', 'existance'],
    ['I reported a client who tried to harrass staff.', 'harrass'],
    ['We ran both systems in paralell for a month.', 'paralell'],
    ['We set a threshhold for stock alerts.', 'threshhold'],
    ['It felt wierd to leave the team after ten years.', 'wierd'],
    ['I worked on sight at the new depot for six weeks.', 'on sight'],
    ['My first manager was a real roll model.', 'roll model'],
    ['The board was risk adverse after the audit.', 'risk adverse'],
    ['I chose a calm colour pallet for the brand.', 'colour pallet'],
    ['The manager gave me free reign over the budget.', 'free reign'],
    ['After the briefing we preceded to the site.', 'preceded to'],
    ['I spent hours pouring over the sales data.', 'pouring over'],
  ],
};

export const ID_DEV6: DevSet = {
  clean: [
    'Saya bekerja sebagai juru masak di dapur rumah sakit yang melayani sekitar 900 porsi setiap hari. Menu dibagi menjadi menu biasa, menu diet diabetes, dan menu rendah garam. Saya memastikan setiap bahan dicatat, dan perubahan resep selalu disetujui ahli gizi terlebih dahulu. Setelah kami mengganti menu berdasarkan data sisa makanan, jumlah makanan yang terbuang turun 20 persen.',
    'Di perusahaan jasa pindahan, saya memimpin tim beranggotakan empat orang untuk pindahan rumah dan kantor. Saya menghitung biaya di lokasi, menyusun urutan muat barang, dan memastikan setiap kardus berisi barang pecah belah diberi label di dua sisi. Pelanggan yang khawatir tentang pianonya saya jelaskan rencana kerja secara rinci sebelum hari pindahan.',
    'Saya bekerja di agen pelayaran di Tanjung Priok dan mengatur jadwal kapal dengan syahbandar, bea cukai, dan operator terminal. Ketika kapal terlambat, saya segera memberi tahu pemilik barang dan menjadwalkan ulang sandar kapal. Saya juga menyusun formulir standar sehingga waktu pengurusan dokumen setiap kapal berkurang setengah hari. Komoditas yang kami tangani antara lain kopi, karet, dan minyak sawit untuk ekspor ke Eropa.',
    'Sebagai perajin kayu, saya membuat mebel pesanan untuk rumah dan kafe. Saya paham cara memilih kayu yang baik, dan saya selalu menindaklanjuti keluhan pelanggan dalam satu hari. Rezeki datang dari pelanggan lama yang merekomendasikan kami kepada teman mereka.',
  ],
  slips: [
    ['Saya faham cara kerja mesin bubut.', 'faham'],
    ['Saya mempelajari hirarki organisasi perusahaan.', 'hirarki'],
    ['Kami mengurus dokumen eksport kopi ke Jepang.', 'eksport'],
    ['Harga komoditi pertanian sering berubah.', 'komoditi'],
    ['Saya melatih pengrajin rotan di desa.', 'pengrajin'],
    ['Kami menambal lobang di jalan akses gudang.', 'lobang'],
    ['Saya bersyukur atas rejeki dari usaha kecil ini.', 'rejeki'],
    ['Saya membantu keluarga mengurus jenasah di rumah sakit.', 'jenasah'],
    ['Skripsi saya membahas kerangka teoritis pemasaran.', 'teoritis'],
    ['Saya memakai metoda survei lapangan.', 'metoda'],
    ['Pelanggan yang frustasi saya layani dengan sabar.', 'frustasi'],
    ['Saya memenuhi kwalifikasi yang diminta.', 'kwalifikasi'],
    ['Keterlambatan itu di sebabkan cuaca buruk.', 'di sebabkan'],
    ['Saya menindak lanjuti setiap laporan pelanggan.', 'menindak lanjuti'],
    ['Saya mengurus gudang sekali gus keuangan toko.', 'sekali gus'],
  ],
};
