// Eighth spelling development set (issue 36, round twenty-nine): written BEFORE the round's fixes, as its
// "before" figure. Clean answers in fields no planted or development set used (an aircraft maintenance
// engineer, a tree doctor, a webtoon producer, a video editor, a sommelier, a Pilates instructor, a
// perfumer, a nail salon owner), dense with what members type: loanwords, brand and product names, trade
// jargon, compound nouns, abbreviations, numbers with counters, spoken endings and honorifics. Twelve slips a
// language of kinds the earlier sets did not plant: Korean -장이 for -쟁이, an ㄹ-stem before -은, the old
// ㅂ-irregular -와, non-standard loanword spellings, -치 for -지 after a vowel, bound-noun spacing, a 두음법칙
// compound and a real-word 늘이다/늘리다; English transpositions, dropped letters and sound-alike idioms;
// Indonesian f/p, nasal assimilation, non-standard loans and bound-form spacing.
// `npx tsx bench/spelling-dev.ts eighth [--list]`.
import type { DevSet } from './spelling-dev-types';

export const KO_DEV8: DevSet = {
  clean: [
    '저가항공사 정비본부에서 항공정비사로 6년 일하며 A320 계열 기체의 라인 정비와 야간 A체크를 맡았습니다. 비행 전 점검에서는 랜딩기어 타이어 마모와 유압유 누유, 엔진 팬블레이드 손상을 확인하고, 결함이 나오면 MEL 기준으로 이월 가능 여부를 판단했어요. 정비 매뉴얼과 작업지시서가 영문이라 신입 정비사들이 헷갈려하길래, 자주 쓰는 태스크카드 30여 장을 한글 요약본으로 만들어 공유했습니다. 부품 요청은 SAP으로 올리는데 AOG 상황이면 타 항공사와 부품을 빌리는 협약도 챙겼고요. 그 결과 정비 사유 지연 출발이 분기 14편에서 5편으로 줄었고, 감독관님께서 우수 정비팀으로 추천해 주셨습니다. 다음 목표는 B1 자격을 따서 엔진 보어스코프 검사까지 맡는 것입니다.',
    '나무병원에서 나무의사로 일하며 아파트 단지와 공원의 조경수 진단, 외과수술, 병해충 방제를 맡았습니다. 현장에 가면 수피 상태와 수관 밀도를 먼저 보고, 속이 빈 것 같으면 음파 단층촬영 장비로 부후 범위를 쟀어요. 소나무재선충병 의심목은 시료를 떼어 검경을 의뢰했고, 확진되면 구청 녹지과와 벌채 일정을 잡았습니다. 가지치기는 장마 전후로 나눠 했고, 고소작업차를 쓸 때는 보행로를 통제하고 신호수를 세웠습니다. 단지 관리소장님들께 수목 관리 달력을 만들어 드렸더니 민원이 눈에 띄게 줄었다고 하시더라고요. 3년간 관리한 느티나무 420그루 중 고사목은 2그루뿐이었습니다.',
    '웹툰 플랫폼 CP사에서 PD로 일하며 연재작 9편의 마감 일정과 작가님 소통을 맡았습니다. 주간 연재는 매주 70컷 안팎이라 콘티, 선화, 채색, 식자 단계별로 마감일을 쪼개 노션 보드에 올렸고, 어시스턴트 외주 비용도 회차당으로 정리했어요. 작가님이 번아웃으로 힘들어하실 때는 휴재 공지를 먼저 제안하고, 비축분 회차를 늘리는 방향으로 일정을 다시 짰습니다. 독자 댓글과 별점, 회차별 이탈률을 대시보드로 묶어 매주 작가님께 보내 드렸고, 썸네일 A/B 테스트로 클릭률을 1.8배 올렸습니다. 그중 한 작품은 누적 조회수 2억 뷰를 넘겨 드라마 판권 계약까지 이어졌습니다.',
    '구독자 40만 명 규모의 테크 리뷰 유튜브 채널에서 영상 편집자로 3년 일했습니다. 주 3회 업로드에 맞춰 프리미어 프로로 컷 편집과 자막을 하고, 색보정은 다빈치 리졸브로 넘겨 LUT를 채널 톤에 맞게 만들어 썼어요. 언박싱 영상은 첫 15초 안에 제품이 나오도록 구성을 바꿨더니 평균 시청 지속률이 38%에서 51%로 올랐습니다. 쇼츠는 본편에서 30초짜리 하이라이트를 뽑아 세로로 재편집했고, 썸네일 문구는 PD님과 두세 개씩 시안을 내서 정했습니다. 협찬 영상은 광고 표기 가이드라인을 체크리스트로 만들어 업로드 전마다 확인했고요. 외장 SSD에 프로젝트 파일을 날짜별로 백업해 두어 원본 분실은 한 번도 없었습니다.',
    '호텔 레스토랑에서 소믈리에로 일하며 와인 리스트 420종의 구매와 재고, 페어링 추천을 맡았습니다. 코스 메뉴가 바뀔 때마다 셰프님과 시음회를 열어 한 접시당 글라스 와인 두 종을 골랐고, 부르고뉴 피노 누아나 샤블리처럼 회전이 느린 빈티지는 바이 더 글라스로 돌려 재고 손실을 줄였어요. 셀러 온도와 습도는 매일 두 번 기록했고, 코르크 상태가 의심되는 병은 디캔팅 전에 먼저 테이스팅했습니다. 손님께서 예산을 말씀하시기 어려워하시면 가격대가 다른 세 병을 함께 보여 드렸습니다. 그 덕분에 테이블당 와인 매출이 1년 사이 23% 올랐고, 국내 소믈리에 대회 본선에도 진출했습니다.',
    '필라테스 스튜디오에서 강사로 5년 일하며 리포머, 캐딜락, 체어를 이용한 그룹 수업과 1:1 개인 레슨을 맡았습니다. 첫 상담에서는 자세 평가와 통증 이력을 듣고, 거북목이나 골반 틀어짐이 있는 회원님께는 호흡과 코어 활성화부터 천천히 시작했어요. 출산 후 복직을 앞둔 회원님들을 위해 8주짜리 재활 프로그램을 만들었고, 수업 일지는 앱에 남겨 다른 강사님과도 공유했습니다. 주 20타임 수업을 하면서도 재등록률을 62%에서 81%로 올렸고, 예약 노쇼를 줄이려고 전날 알림톡을 보내는 방식을 제안했습니다. 요즘은 시니어 소도구 수업을 새로 열어 매달 대기자가 생길 만큼 반응이 좋습니다.',
    '향료 회사 조향팀에서 조향사로 4년 일하며 섬유유연제와 바디워시, 디퓨저 향을 개발했습니다. 고객사 브리프를 받으면 탑·미들·베이스 노트별로 원료를 고르고, GC 분석 결과를 보며 시판 제품과 비교한 뒤 시향 샘플을 세 차례 다듬었어요. 알레르기 유발 성분 함량은 IFRA 기준에 맞춰 계산표로 관리했고, 원료 단가가 오르면 대체 원료로 비슷한 향조를 맞췄습니다. 소비자 패널 테스트에서는 선호도 점수와 함께 향 지속 시간을 4시간 간격으로 기록했습니다. 제가 맡은 머스크 계열 섬유유연제는 출시 첫해 판매량 120만 개를 넘었고, 원가도 기존 대비 9% 낮췄습니다.',
    '네일숍을 직접 운영하며 원장으로 7년 일했습니다. 젤네일과 아트, 케어, 연장까지 하루 평균 15명의 고객님을 받았고, 디자이너 세 명의 예약은 네이버 예약과 카카오톡 채널로 한곳에서 관리했어요. 큐티클 정리 도구는 손님마다 소독하고 UV 살균기에 보관했으며, 젤 제품은 개봉일을 라벨로 붙여 유효기간이 지난 것은 바로 폐기했습니다. 시즌마다 컬러 샘플 팁을 새로 만들어 SNS에 올렸더니 신규 고객의 40%가 인스타그램을 보고 오시더라고요. 정액권 고객 관리를 위해 방문 주기 3주가 지나면 안부 문자를 드렸고, 그 결과 재방문율이 68%까지 올랐습니다.',
  ],
  slips: [
    ['신입 때는 실수할까 봐 겁장이처럼 굴었습니다.', '겁장이'],
    ['녹슬은 배관을 새것으로 교체했습니다.', '녹슬은'],
    ['낯설은 장비도 일주일 안에 익혔습니다.', '낯설은'],
    ['현장이 집과 가까와서 야간 호출에도 바로 나갔습니다.', '가까와서'],
    ['예약 전날 안내 메세지를 보내 노쇼를 줄였습니다.', '메세지를'],
    ['그 경험으로 작은 팀의 리더쉽을 배웠습니다.', '리더쉽을'],
    ['작가님과 연재 스케쥴을 매주 조율했습니다.', '스케쥴을'],
    ['어려운 현장도 서슴치 않고 먼저 나섰습니다.', '서슴치'],
    ['작업을 마칠때마다 공구 수량을 셌습니다.', '마칠때마다'],
    ['부품이 오지 않아 기다릴 수 밖에 없었습니다.', '수 밖에'],
    ['남여 회원 비율을 보고 시간표를 짰습니다.', '남여'],
    ['성수기에는 강사 인원을 두 명 늘였습니다.', '늘였습니다'],
  ],
};

export const EN_DEV8: DevSet = {
  clean: [
    'As a licensed aircraft engineer I ran overnight A-checks on A320s, deferred defects under the MEL, and cut maintenance-related delays from 14 to 5 a quarter.',
    'At a tree surgery firm I surveyed 420 street trees a year, used sonic tomography on hollow trunks, and planned crown reductions around the nesting season.',
    'I produced nine weekly webtoon series, split each 70-panel episode into storyboard, line art, colour and lettering deadlines in Notion, and doubled the buffer of finished episodes.',
    'On a tech review channel with 400k subscribers I edited three videos a week in Premiere Pro, graded in DaVinci Resolve, and lifted average view duration from 38% to 51%.',
    'As head sommelier I managed a 420-bin list, poured slow-selling Burgundy by the glass to cut write-offs, and raised wine revenue per cover by 23% in a year.',
    "I taught reformer, Cadillac and chair classes, built an eight-week postnatal programme, and the studio's renewal rate rose from 62% to 81% while I ran 20 sessions a week.",
    'As a perfumer I developed fabric-softener and diffuser fragrances, checked allergen limits against IFRA standards, and reformulated a musk accord to cut its cost by 9%.',
    "I've run my own nail salon for seven years, doing gel, acrylic extensions and nail art for about 15 clients a day; 40% of new clients now find us on Instagram.",
  ],
  slips: [
    ['I coached new staff on the pronounciation of the French wine regions.', 'pronounciation'],
    ['The risk of a fault was miniscule but we logged it anyway.', 'miniscule'],
    ['The new manual will supercede the old task cards.', 'supercede'],
    ['I accidently deleted the footage once and rebuilt the backup rules.', 'accidently'],
    ['We tested the tensile strenght of every cable.', 'strenght'],
    ['I managed the wine list for a hotel restaraunt.', 'restaraunt'],
    ['I surveyed the yew trees in the old cemetary behind the church.', 'cemetary'],
    ['Please bare in mind that the client pays for travel.', 'bare'],
    ['We gave subscribers a sneak peak of the new series.', 'peak'],
    ['New staff had to tow the line on safety from day one.', 'tow'],
    ['Once the part arrived the question was a mute point.', 'mute'],
    ['I taught clients to be weary of counterfeit perfumes sold online.', 'weary'],
  ],
};

export const ID_DEV8: DevSet = {
  clean: [
    'Sebagai teknisi pesawat berlisensi, saya menangani A-check malam pada armada A320, menunda kerusakan sesuai MEL, dan menurunkan keterlambatan akibat perawatan dari 14 menjadi 5 penerbangan per kuartal.',
    'Di perusahaan perawatan pohon, saya memeriksa 420 pohon peneduh per tahun, memakai tomografi sonik untuk batang berongga, dan menjadwalkan pemangkasan tajuk di luar musim bersarang burung.',
    'Sebagai produser webtoon, saya mengelola sembilan serial mingguan, membagi tenggat storyboard, sketsa, pewarnaan, dan lettering di Notion, serta menggandakan stok episode cadangan.',
    'Di kanal ulasan teknologi dengan 400 ribu pelanggan, saya menyunting tiga video per minggu dengan Premiere Pro dan DaVinci Resolve, dan menaikkan durasi tonton rata-rata dari 38% menjadi 51%.',
    'Sebagai sommelier hotel, saya mengelola 420 jenis anggur, menjual vintage yang lambat laku per gelas agar stok tidak terbuang, dan menaikkan pendapatan anggur per tamu sebesar 23%.',
    'Sebagai instruktur Pilates, saya mengajar kelas reformer, cadillac, dan chair, menyusun program pemulihan pascamelahirkan delapan minggu, dan menaikkan tingkat perpanjangan anggota dari 62% menjadi 81%.',
    'Sebagai peracik parfum, saya mengembangkan aroma pelembut pakaian dan pengharum ruangan, memeriksa batas alergen sesuai standar IFRA, dan menekan biaya bahan sebesar 9%.',
    'Saya mengelola salon kuku sendiri selama tujuh tahun, melayani sekitar 15 pelanggan sehari untuk kuteks gel dan nail art; kini 40% pelanggan baru datang dari Instagram.',
  ],
  slips: [
    ['Kontrak kerja saya dimulai pada bulan Pebruari.', 'Pebruari'],
    ['Umpan balik pelanggan selalu positip.', 'positip'],
    ['Kami memeriksa retakan pada pondasi hanggar.', 'pondasi'],
    ['Saya membuat fotocopy dokumen izin dua rangkap.', 'fotocopy'],
    ['Supir truk menunggu di gerbang gudang.', 'Supir'],
    ['Setiap laporan saya baca dengan seksama.', 'seksama'],
    ['Saya mencek tekanan ban sebelum penerbangan.', 'mencek'],
    ['Staf menyuci peralatan setelah setiap pelanggan.', 'menyuci'],
    ['Kami mentargetkan 50 pelanggan baru per bulan.', 'mentargetkan'],
    ['Saya melatih dua orang assisten baru.', 'assisten'],
    ['Toko kami juga menjual cinderamata khas daerah.', 'cinderamata'],
    ['Laporan dikirim ke sub bagian keuangan.', 'sub bagian'],
  ],
};
