// Fourth spelling development set (issue 36, tuning round after fresh16): written AFTER the round's rules
// (spelling-families-third.ts), by their author, in trades no earlier set used (an apple orchard, a dental
// laboratory, a wedding photographer, a book publisher's editor; in Korean also a piano tuner, a sauna's facilities and a florist), and not tuned on before its first run: the
// author's own unseen figure, scored by `npx tsx bench/spelling-dev.ts fourth`.
import type { DevSet } from './spelling-dev-types';

export const KO_DEV4: DevSet = {
  clean: [
    // Apple orchard
    '귀농 5년차로 사과 과수원 1.2ha를 부모님과 함께 가꾸고 있습니다. 겨울에는 전정으로 수형을 잡고, 봄에는 적화와 적과를 거쳐 한 꽃눈에 열매 하나만 남깁니다. 탄저병과 갈색무늬병 방제 시기는 농업기술센터 예찰 정보를 보고 정했고, 농약 살포 기록은 영농일지 앱에 남겨 GAP 인증 심사 때 그대로 제출했어요. 수확한 사과는 선별기로 크기와 당도를 나눠 공판장과 직거래로 팔았고, 흠과는 즙으로 가공해 버리는 양을 줄였습니다.',
    // Dental laboratory
    '치과기공소에서 치과기공사로 4년 일하며 지르코니아 크라운과 PFM 보철물을 주로 만들었습니다. 치과에서 구강 스캔 파일이 오면 CAD 프로그램으로 디자인하고 밀링기로 깎은 뒤 소결과 글레이징을 거칩니다. 교합이 높다는 피드백이 오면 모델과 사진을 다시 보고 원인을 적어 두었고, 덕분에 재제작률을 6%에서 3%로 낮췄어요. 납기는 보통 사흘이라 오전에 들어온 케이스부터 순서를 정해 야근 없이 맞췄습니다.',
    // Wedding photographer
    '웨딩 스튜디오에서 3년간 본식 스냅과 리허설 촬영을 맡았습니다. 촬영 전에는 예식장 홀의 조명과 동선을 미리 보고, 신부 대기실부터 폐백까지 시간표에 맞춰 컷 리스트를 짰어요. 카메라는 바디 두 대에 표준 줌과 망원 렌즈를 나눠 끼우고, 메모리카드는 듀얼 슬롯으로 백업했습니다. 보정은 라이트룸에서 톤을 맞춘 뒤 포토샵으로 잡티를 정리했고, 원본 전달은 2주 안에 끝냈습니다.',
    // Book editor
    '단행본 출판사에서 편집자로 4년 일하며 인문·교양서 스무 권을 만들었습니다. 원고가 들어오면 목차와 분량을 먼저 검토하고, 저자와 교정지를 세 번 주고받으며 문장을 다듬었어요. 표지 시안은 디자이너와 세 가지 방향으로 뽑아 마케팅팀과 함께 골랐고, ISBN 발급과 납본, 보도자료 배포까지 챙겼습니다. 담당한 책 중 두 권은 중쇄를 찍었습니다.',
    // Piano tuner
    '피아노 조율사로 6년 동안 가정과 학교, 공연장의 업라이트와 그랜드 피아노를 맡았습니다. 조율 전에는 습도계로 실내 습도를 재고, 건반 높이와 해머 상태를 먼저 봅니다. 음정은 A4를 440Hz에 맞춘 뒤 옥타브와 유니슨을 귀와 튜닝 앱으로 함께 확인했어요. 오래된 피아노는 현이 끊어질 수 있어 두세 번에 나눠 올렸고, 정음 작업이 필요하면 견적을 따로 드렸습니다. 공연장 피아노는 리허설 직전에 한 번 더 점검했습니다.',
    // Public bath and sauna
    '대형 찜질방에서 시설 관리 주임으로 3년 일했습니다. 매일 새벽 탕의 수온과 잔류염소 농도를 재서 기록했고, 보일러와 여과기 압력도 시간마다 확인했어요. 주말 손님이 2천 명을 넘을 때는 수건 회전이 밀리지 않도록 세탁실과 교대 시간을 맞췄습니다. 소방 점검과 위생 점검을 앞두고는 비상 조명과 환기 팬을 하나씩 시험했고, 지적 사항 없이 통과했습니다.',
    // Florist
    '꽃집에서 플로리스트로 2년 일하며 개업 화분과 웨딩 부케, 정기 구독 꽃다발을 만들었습니다. 새벽 꽃시장에서 장미와 수국을 골라 오고, 물올림과 컨디셔닝으로 꽃이 닷새 넘게 가도록 관리했어요. 스마트스토어 주문은 오후 2시까지 받아 당일 퀵으로 보냈고, 리본 문구는 두 번 확인해 오타 없이 나갔습니다.',
  ],
  slips: [
    ['속상한 마음을 추스리고 다시 일했습니다.', '추스리고'],
    ['보일러 배관이 폭팔할 뻔했습니다.', '폭팔할'],
    ['고객이 눈쌀을 찌푸리셨습니다.', '눈쌀을'],
    ['월말이면 으례 재고를 셌습니다.', '으례'],
    ['사업을 너무 크게 벌려서 힘들었습니다.', '벌려서'],
    ['수확이 한참일 때 일손이 모자랐습니다.', '한참일'],
    ['선배가 미리 귀뜸해 주었습니다.', '귀뜸해'],
    ['밭에서 돌맹이를 골라냈습니다.', '돌맹이를'],
    ['닥치는 데로 일하지 않고 순서를 정했습니다.', '데로'],
    ['나즈막한 목소리로 안내했습니다.', '나즈막한'],
    ['추위에 몸을 움추리고 작업했습니다.', '움추리고'],
    ['우뢰 같은 박수를 받았습니다.', '우뢰'],
  ],
};

export const EN_DEV4: DevSet = {
  clean: [
    // Orchard
    "I've worked four seasons on a 60-hectare apple and pear orchard in Kent. Winter is pruning and tying in on the trellis; spring is frost watch, blossom thinning and setting out the bumblebee hives. Through summer I scout for codling moth and scab, record every spray in the farm's Red Tractor log and keep the sprayer calibrated. At harvest I lead a picking team of twelve, check Brix and firmness before each block is picked, and get bins into the cold store within two hours.",
    // Dental technician
    "I'm a GDC-registered dental technician at a lab serving about thirty practices. Most of my work is zirconia and e.max crowns designed in exocad from intraoral scans, milled in-house and finished by hand. When a dentist reports a high bite or a poor contact, I log it against the case so we can spot patterns; that cut our remakes from six to three per cent. Turnaround is five working days, and I keep a same-day slot for repairs to dentures.",
    // Wedding photographer
    "I've photographed over 140 weddings as a self-employed photographer. I meet each couple beforehand to plan the timeline, visit the venue to check the light, and shoot on two bodies with dual card slots so nothing is lost. I edit in Lightroom, deliver a sneak peek within 48 hours and the full gallery within three weeks.",
    // Book editor
    "I'm a desk editor at an independent non-fiction publisher. I take manuscripts from copy-edit to print: briefing freelancers, collating author corrections, checking proofs against the house style and liaising with the typesetter. I also write cover copy and metadata, and I've seen 22 titles through to publication.",
  ],
  slips: [
    ['The fault was apparant on day one.', 'apparant'],
    ['It was a bizzare request.', 'bizzare'],
    ['I sat on the safety commitee.', 'commitee'],
    ['We reached a concensus quickly.', 'concensus'],
    ['It was a real dilemna for the team.', 'dilemna'],
    ['We photographed the jewelery for the listing.', 'jewelery'],
    ['I acted as liason with the printer.', 'liason'],
    ['Her perseverence paid off.', 'perseverence'],
    ['Staff wellfare was my priority.', 'wellfare'],
    ['The couple paid me a lovely complement on the album.', 'complement'],
    ['I ordered stationary for the whole office.', 'stationary'],
    ['The role peaked my interest at once.', 'peaked'],
  ],
};

export const ID_DEV4: DevSet = {
  clean: [
    // Orange orchard
    'Saya mengelola kebun jeruk keluarga seluas dua hektare di lereng gunung. Setiap musim saya memangkas cabang air, memupuk dengan pupuk kandang dan NPK sesuai anjuran penyuluh, serta memasang perangkap lalat buah. Saat panen raya, saya mengatur belasan pemetik harian dan menyortir buah berdasarkan ukuran sebelum dijual ke pengepul atau langsung ke konsumen lewat grup WhatsApp. Tahun lalu hasil panen naik sekitar 20% setelah kami memakai irigasi tetes.',
    // Dental lab technician
    'Saya teknisi gigi di laboratorium yang melayani puluhan klinik. Pekerjaan utama saya membuat mahkota zirkonia dan gigi tiruan lepasan berdasarkan hasil pindai intraoral atau cetakan. Desain saya kerjakan dengan perangkat lunak CAD, lalu digiling dengan mesin milling dan diglasir. Jika ada keluhan gigitan terlalu tinggi, saya mencatat penyebabnya agar kesalahan serupa tidak terulang.',
    // Wedding photographer
    'Saya fotografer pernikahan lepas dan sudah memotret lebih dari seratus acara, dari akad nikah sampai resepsi adat. Sebelum hari H, saya bertemu pasangan untuk menyusun rundown foto dan meninjau lokasi. Saya memakai dua bodi kamera dengan slot kartu ganda, lalu menyunting foto di Lightroom dan mengirim galeri lengkap dalam tiga minggu.',
    // Book editor
    'Saya editor di penerbit buku nonfiksi. Saya menyunting naskah, menyelaraskan gaya selingkung, berdiskusi dengan penulis, dan memeriksa pruf sebelum naik cetak. Saya juga mengurus ISBN, menulis sinopsis untuk sampul belakang, dan menyiapkan bahan promosi untuk pameran buku bersama tim pemasaran.',
  ],
  slips: [
    ['Pasien dibawa dengan ambulan ke rumah sakit.', 'ambulan'],
    ['Itulah hakekat pelayanan yang baik.', 'hakekat'],
    ['Pemimpin itu punya kharisma yang kuat.', 'kharisma'],
    ['Kami menyiapkan konggres petani.', 'konggres'],
    ['Koperasi bertujuan mensejahterakan anggota.', 'mensejahterakan'],
    ['Desain sampul itu sangat orisinil.', 'orisinil'],
    ['Saya memahami dasar teoritis ilmu gizi.', 'teoritis'],
    ['Kamar pengantin harus rapih.', 'rapih'],
    ['Gudang yang lembab merusak kertas.', 'lembab'],
    ['Petugas memandikan jenasah dengan hormat.', 'jenasah'],
    ['Kotak itu saya taruh diatas meja.', 'diatas'],
    ['Kami tidak boleh mengenyampingkan keselamatan.', 'mengenyampingkan'],
  ],
};
