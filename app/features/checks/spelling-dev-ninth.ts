// Ninth spelling development set (issue 36, round twenty-nine): written AFTER the round's fixes by their
// author, in another writer's voice (chattier, more spoken endings), in fields no set used (a subway train
// driver, a potter, a tattooist, a personal trainer, a voice actor, a bodyguard team leader, a flower
// wholesaler, an escape-room owner), and run once before anything changed: the round's own unseen figure.
// Twelve slips a language, new instances of the round's kinds and kinds no set planted.
// `npx tsx bench/spelling-dev.ts ninth [--list]`.
import type { DevSet } from './spelling-dev-types';

export const KO_DEV9: DevSet = {
  clean: [
    '서울 지하철 2호선 기관사로 8년째 근무하고 있어요. 첫차 출고 전에는 차량기지에서 제동 시험과 출입문 연동 점검을 하고, 운행 중엔 관제센터 지령을 받아 배차 간격을 맞춥니다. 출퇴근 시간엔 승강장 혼잡도가 높아 정차 시간이 늘어나기 쉬운데, 스크린도어 센서 오류가 뜨면 침착하게 안내 방송부터 했어요. 비상제동 후 재출발 절차를 후배 기관사 12명에게 시뮬레이터로 가르쳤고, 덕분에 우리 승무사업소 지연 건수가 작년 대비 30% 줄었습니다.',
    '도자기 공방을 6년째 운영하면서 물레 성형, 초벌·재벌 소성, 유약 배합을 직접 해 왔어요. 전기가마는 1,250도까지 올리는데 소성 곡선을 기록해 두니 유약 흘림 불량이 확 줄더라고요. 원데이 클래스는 주말마다 4타임 열고, 수강생분들 작품은 2주 뒤 택배로 보내 드립니다. 스마트스토어에 머그컵과 찻사발을 올리고 라이브커머스도 해 봤는데, 한정 수량 판매가 반응이 좋아 재구매율이 40% 가까이 됐습니다.',
    '타투 스튜디오에서 타투이스트로 5년 일했습니다. 상담 때 도안 위치와 크기, 피부 톤을 보고 라인워크와 셰이딩 비율을 정해 드리고, 니들과 그립은 전부 일회용으로 씁니다. 작업 전후 사진은 고객님 동의를 받고만 인스타에 올려요. 애프터케어 안내문을 카드뉴스로 만들어 드렸더니 리터치 문의가 절반으로 줄었고, 예약 대기가 두 달씩 밀릴 정도로 단골이 늘었습니다.',
    '피트니스 센터에서 퍼스널 트레이너로 일하며 회원님 45명의 PT 프로그램을 짰습니다. 첫 수업엔 인바디랑 체형 분석을 하고, 스쿼트·데드리프트 자세부터 다시 잡아 드렸어요. 식단은 앱으로 사진을 받아 피드백을 드렸고, 무릎이 안 좋으신 회원님껜 케틀벨 대신 밴드 운동으로 바꿔 드렸습니다. 3개월 재등록률이 센터 평균 48%일 때 제 회원님들은 71%였고, 그룹 서킷 수업도 새로 열었습니다.',
    '프리랜서 성우로 7년 동안 애니메이션 더빙, 게임 캐릭터 녹음, 광고 내레이션을 해 왔어요. 대본을 받으면 캐릭터 톤을 세 가지쯤 준비해 가서 디렉터님과 맞춰 보고, 홈레코딩 장비로 가녹음을 먼저 보내 드려요. 오디오북 작업은 한 권에 보통 10시간 분량이라 하루 2시간씩 나눠 녹음해 목 상태를 지켰습니다. 지금까지 모바일 게임 14종에 참여했고, 그중 한 작품은 캐릭터 보이스 덕에 리뷰 평점이 올랐다는 얘길 들었어요.',
    '경호 업체에서 팀장으로 일하며 기업 임원 수행 경호와 행사장 경호를 맡았습니다. 행사 전날엔 동선 답사를 하고 비상구, 주차장, 대기실 위치를 도면에 표시해 팀원 10명에게 브리핑했어요. 무전 교신 규칙과 교대 시간표를 표준화했고, 돌발 상황 시나리오로 분기마다 모의훈련을 했습니다. 5년 동안 맡은 행사 300여 건에서 안전사고는 한 건도 없었고, 고객사 재계약률은 90%를 넘겼습니다.',
    '화훼 도매시장에서 절화 도매상으로 10년째 일하고 있습니다. 새벽 경매에서 장미, 국화, 카네이션을 낙찰받아 꽃집 사장님들께 나눠 드리고, 수입 절화는 검역 서류랑 콜드체인 온도를 꼼꼼하게 확인해요. 어버이날이나 졸업 시즌엔 물량이 세 배로 뛰어서 보름 전부터 주문을 미리 받아 둡니다. 단골 꽃집 120곳의 주문 이력을 엑셀로 정리해 두니 발주 실수가 거의 없어졌고, 폐기율도 12%에서 5%로 내렸습니다.',
    '방탈출 카페를 창업해서 테마 4개를 직접 기획하고 운영했어요. 테마마다 자물쇠, 자석 센서, 아두이노 장치를 섞어 퍼즐 난이도를 맞췄고, 힌트폰 사용 횟수를 기록해서 너무 어려운 구간은 고쳤습니다. 주말엔 하루 30팀이 넘게 오셔서 예약 시간 사이 리셋을 10분 안에 끝내도록 체크리스트를 만들었어요. 네이버 리뷰 평점 4.9점을 2년째 유지했고, 단체 예약 문의가 늘어 기업 팀빌딩 패키지도 출시했습니다.',
  ],
  slips: [
    ['멤버쉽 회원에게는 할인 쿠폰을 드렸어요.', '멤버쉽'],
    ['주말엔 레져 스포츠 동호회도 운영했어요.', '레져'],
    ['츄리닝 차림으로 오시는 회원님이 많았어요.', '츄리닝'],
    ['거칠은 유약 표면은 사포로 다듬었습니다.', '거칠은'],
    ['고집장이라는 말을 들을 만큼 품질을 지켰어요.', '고집장이'],
    ['장비가 고장 나서 정말 곤욕스러웠습니다.', '곤욕스러웠습니다'],
    ['행사 뒤치닥거리까지 팀원들과 함께했습니다.', '뒤치닥거리'],
    ['그 해에 처음으로 업계에 발을 내딛었습니다.', '내딛었습니다'],
    ['고객님이 개거품을 물고 항의하셔도 차분히 들었어요.', '개거품을'],
    ['창업 초기엔 거의 빈털털이였어요.', '빈털털이였어요'],
    ['연습하면 할 수록 목소리가 안정됐습니다.', '할 수록'],
    ['그대로 두면 고장 나기 쉽상입니다.', '쉽상입니다'],
  ],
};

export const EN_DEV9: DevSet = {
  clean: [
    "I've driven Line 2 trains for eight years: brake tests before the first run, platform-door faults handled by the book, and our depot's delays down 30% after I ran simulator refreshers.",
    'I run a pottery studio with a 1,250°C electric kiln; logging firing curves cut glaze defects, and our weekend one-day classes sell out four slots every Saturday.',
    "As a tattoo artist I use single-use needles and grips, post healed work only with the client's consent, and turned aftercare tips into Instagram cards, halving touch-up requests.",
    'I coach 45 PT clients, start each with an InBody scan and squat assessment, and swapped kettlebells for bands for anyone with bad knees; 71% of my clients renew after three months.',
    "I'm a freelance voice actor: anime dubbing, game characters and ad voice-overs, recorded in a home booth, with audiobooks split into two-hour sessions to protect my voice.",
    "I led a ten-person close-protection team for executives, walked every venue the day before, and in 300 events over five years we didn't have a single safety incident.",
    'I buy cut flowers at the dawn auction for 120 florists, check cold-chain temperatures on imported stems, and cut our waste from 12% to 5% by tracking every order in Excel.',
    'I designed four escape rooms with padlocks, magnetic sensors and Arduino props, kept a 4.9 rating on Naver for two years, and reset each room in under ten minutes.',
  ],
  slips: [
    ['It was an embarrasment to miss the first train.', 'embarrasment'],
    ['Most of our millenial clients book online.', 'millenial'],
    ['We guarentee every piece for a year.', 'guarentee'],
    ['A friend and acquaintence recommended the studio.', 'acquaintence'],
    ['I trained under a reknowned tattoo artist.', 'reknowned'],
    ['Reversing the truck was a tricky manouver.', 'manouver'],
    ['A delay was a rare occurrance on my line.', 'occurrance'],
    ['The voice role needed a sharp tounge and good timing.', 'tounge'],
    ['For all intensive purposes the room was finished.', 'intensive'],
    ['A lightening strike cut power to the depot.', 'lightening'],
    ['In the passed I worked nights at the market.', 'passed'],
    ['She was a shoe-in for the team leader job.', 'shoe'],
  ],
};

export const ID_DEV9: DevSet = {
  clean: [
    'Saya masinis kereta bawah tanah selama delapan tahun: menguji rem sebelum perjalanan pertama, menangani gangguan pintu peron sesuai prosedur, dan menurunkan keterlambatan depo sebesar 30%.',
    'Saya mengelola studio keramik dengan tungku listrik 1.250°C; mencatat kurva pembakaran mengurangi cacat glasir, dan kelas akhir pekan kami selalu penuh empat sesi.',
    'Sebagai seniman tato, saya memakai jarum dan grip sekali pakai, mengunggah karya hanya dengan izin klien, dan membuat kartu perawatan di Instagram sehingga permintaan retouch turun separuh.',
    'Saya melatih 45 klien PT, memulai dengan analisis InBody dan penilaian squat, dan mengganti kettlebell dengan resistance band untuk klien yang lututnya bermasalah.',
    'Saya pengisi suara lepas untuk sulih suara anime, karakter gim, dan iklan; saya merekam di bilik rumah dan membagi buku audio menjadi sesi dua jam agar suara tetap terjaga.',
    'Saya memimpin sepuluh pengawal pribadi eksekutif, meninjau lokasi sehari sebelum acara, dan selama lima tahun di 300 acara tidak ada satu pun insiden keselamatan.',
    'Saya membeli bunga potong di lelang subuh untuk 120 toko bunga, memeriksa suhu rantai dingin bunga impor, dan menurunkan bunga terbuang dari 12% menjadi 5%.',
    'Saya merancang empat ruang escape room dengan gembok, sensor magnet, dan perangkat Arduino, menjaga nilai ulasan 4,9 selama dua tahun, dan mereset ruangan dalam sepuluh menit.',
  ],
  slips: [
    ['Kontrak saya berakhir pada bulan Nopember.', 'Nopember'],
    ['Saya dikenal sebagai teknisi yang handal.', 'handal'],
    ['Hembusan angin dari terowongan cukup kencang.', 'Hembusan'],
    ['Setiap sertifikat keaslian kami tandatangani agar otentik.', 'otentik'],
    ['Senior saya menjadi tauladan bagi tim.', 'tauladan'],
    ['Seragam kami berupa kaos hitam berlogo.', 'kaos'],
    ['Kami melaporkan pengrusakan fasilitas ke polisi.', 'pengrusakan'],
    ['Warna yang menyolok menarik perhatian pelanggan.', 'menyolok'],
    ['Desain ruangan yang mempesona membuat tamu kembali.', 'mempesona'],
    ['Saya mengucapkan terimakasih kepada pelanggan setia.', 'terimakasih'],
    ['Saya bertanggungjawab atas keamanan tamu.', 'bertanggungjawab'],
    ['Kami menjalin kerjasama dengan sepuluh toko bunga.', 'kerjasama'],
  ],
};
