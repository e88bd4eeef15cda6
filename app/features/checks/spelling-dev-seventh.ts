// Seventh spelling development set (issue 36, round twenty-seven): written BEFORE the round's fixes by their
// author, as the round's unseen piece: about 2,700 characters of clean Korean answers in fields no planted or
// development set used (a funeral director, a beekeeper, a lift engineer, a yacht mechanic, a car detailing
// shop, a drone crop-spraying pilot, an aquarist, a campsite, a shoemaker, a boiler fitter, an observatory's
// guide, a soundproofing site manager), full of trade words, compounds and loanwords, and ten slips a
// language of the common kinds (Korean non-words and spacing, English misspellings and confusions, Indonesian
// non-standard forms and prefix spacing). Run once after the fixes: `npx tsx bench/spelling-dev.ts seventh`.
import type { DevSet } from './spelling-dev-types';

export const KO_DEV7: DevSet = {
  clean: [
    '장례식장에서 장례지도사로 6년간 일하며 빈소 설치부터 입관, 발인, 화장장 예약까지 한 해 약 250건의 장례를 진행했습니다. 유가족은 경황이 없어 부고 문자와 조문객 답례품, 운구 차량 배차를 한꺼번에 챙기기 어렵기 때문에, 저는 상담 첫날 체크리스트를 드리고 일정표를 단톡방으로 공유했습니다. 수의와 관, 유골함은 가격대별 견본을 보여 드리고 추가 비용이 생길 항목을 미리 설명했어요. 그 뒤로 정산 단계의 이의 제기가 한 달 평균 5건에서 1건으로 줄었습니다.',
    '양봉 농가를 운영하며 벌통 120군을 관리했습니다. 봄에는 화분떡을 넣어 봉군을 키우고, 아카시아 유밀기에는 채밀기로 꿀을 뜬 뒤 당도계로 수분 함량을 쟀습니다. 꿀벌응애가 늘면 약제를 돌려 쓰며 내성을 막았고, 말벌 철에는 포획기를 벌통마다 달았어요. 로열젤리와 프로폴리스는 온라인 스토어와 로컬푸드 직매장에 나눠 팔았고, 택배 포장은 아이스팩과 완충재로 바꿔 파손 반품을 거의 없앴습니다.',
    '승강기 유지보수 회사에서 현장 기사로 5년 일했습니다. 아파트와 오피스텔 엘리베이터 140대를 맡아 월 1회 자체점검을 하고, 도어 센서와 브레이크 라이닝, 와이어로프 마모 상태를 기록했습니다. 갇힘 신고가 들어오면 관제실과 통화하며 출동했고, 인버터 고장처럼 부품 교체가 필요한 경우에는 예비 부품 재고를 먼저 확인했어요. 정기검사 전 자가 점검표를 표준화한 뒤 검사 불합격률이 8%에서 2%로 낮아졌습니다.',
    '마리나에서 요트 정비사로 일하며 세일링 요트와 모터보트의 엔진, 선외기, 빌지 펌프를 정비했습니다. 겨울에는 선체를 육상에 올려 방오 도료를 새로 칠하고, 프로펠러와 샤프트의 부식 상태를 살폈어요. 렌털 요트는 출항 전 점검표를 선장과 함께 확인하도록 바꿨고, 구명조끼와 무전기 배터리도 매번 점검했습니다. 그 결과 해상 고장으로 인한 예인 요청이 한 시즌 12건에서 3건으로 줄었습니다.',
    '자동차 디테일링 숍에서 실장으로 일하며 광택, 유리막 코팅, 실내 클리닝을 맡았습니다. 입고 차량은 조명 아래에서 스월 자국과 도장 두께를 먼저 측정하고, 고객에게 작업 전후 사진을 보내 드렸어요. 폴리셔 패드와 컴파운드는 차종과 도장 상태별로 조합표를 만들어 신입도 같은 품질을 내게 했습니다. 재작업 요청이 줄면서 단골 고객의 재방문율이 55%에서 72%로 올랐습니다.',
    '농업용 드론 방제 업체에서 조종사로 일하며 논과 과수원 방제를 한 해 약 3천 헥타르 맡았습니다. 비행 전에는 풍속과 강우 예보를 보고, 살포 구역의 전선과 송전탑을 지도 앱에 표시했어요. 약제 희석 배율은 작물별로 정리해 농가와 함께 확인했고, 배터리는 충전 횟수를 기록해 교체 주기를 정했습니다. 자동 비행 경로를 겹치지 않게 짜면서 약제 사용량을 15% 아꼈고, 인근 양봉 농가와 살포 일정을 미리 공유해 민원도 줄였습니다.',
    '아쿠아리움에서 아쿠아리스트로 일하며 해수 수조 18개의 수질과 생물 건강을 관리했습니다. 매일 아침 염도계와 수질 측정 키트로 암모니아, 질산염, 수온을 재고, 수치가 기준을 넘으면 환수량을 늘렸어요. 먹이는 어종별로 냉동 크릴과 펠릿 사료를 나눠 급여했고, 신규 반입 개체는 격리 수조에서 2주간 지켜본 뒤 전시 수조로 옮겼습니다. 관람객 먹이 주기 체험을 기획해 주말 방문객이 30% 늘었고, 수조 폐사율은 연 6%에서 2%로 낮췄습니다.',
    '오토캠핑장 관리 팀장으로 일하며 사이트 80면과 글램핑 텐트 12동을 운영했습니다. 예약 플랫폼의 중복 예약을 막으려고 체크인 시간을 30분 단위로 나눴고, 개수대와 샤워장은 두 시간마다 청소 상태를 점검했어요. 화로대와 전기 릴선 대여 물품은 바코드로 관리해 분실을 줄였고, 장마철에는 배수로를 미리 정비해 침수 피해를 막았습니다. 매너타임 안내 방송을 도입한 뒤 소음 민원이 한 달 20건에서 4건으로 줄었습니다.',
    '수제화 공방에서 제화공으로 10년간 일하며 구두의 재단, 갑피 봉제, 창 부착을 맡았습니다. 고객의 발 치수를 잴 때는 발볼과 발등 높이까지 기록해 라스트를 고르고, 가죽은 소가죽과 스웨이드를 용도에 맞게 권해 드렸어요. 밑창은 가죽창과 고무창 중에서 고객의 출퇴근 거리와 걸음걸이를 보고 정했습니다. 맞춤 주문서를 사진과 함께 보관하면서 재주문 고객의 제작 기간이 3주에서 10일로 줄었습니다.',
    '보일러 설치 기사로 7년간 일하며 가스보일러 교체와 난방 배관 청소를 한 해 약 600건 맡았습니다. 교체 현장에서는 연통 이음부와 배기 방향을 먼저 확인하고, 설치 뒤에는 일산화탄소 경보기 작동까지 고객과 함께 점검했어요. 겨울철 동파 신고가 몰리면 온수 분배기와 보일러 배관을 살펴 원인을 찾았고, 자주 쓰는 부품은 차량에 늘 실어 두었습니다. 그 덕분에 재방문 수리가 월 15건에서 4건으로 줄었습니다.',
    '시립 천문대에서 천체관측 해설사로 일하며 야간 관측 프로그램과 플라네타리움 상영을 진행했습니다. 날씨가 흐린 날에는 관측 대신 별자리 영상과 망원경 조작 체험으로 프로그램을 바꿨고, 초등학생 단체에는 눈높이에 맞춘 활동지를 나눠 드렸어요. 굴절망원경과 반사망원경의 광축은 매주 조정했고, 관측 일지를 공유해 해설사마다 다른 설명을 맞췄습니다. 그 결과 만족도 설문 점수가 4.1점에서 4.7점으로 올랐습니다.',
    '방음 부스 시공 업체에서 현장 소장으로 일하며 연습실과 녹음실, 사무실 방음 공사를 맡았습니다. 시공 전에는 소음계로 현장의 데시벨을 재고, 흡음재와 차음재를 벽체 구조에 맞게 골랐어요. 환기 팬과 덕트에서 소리가 새지 않도록 소음기를 달았고, 문틀에는 고무 패킹을 이중으로 붙였습니다. 준공 후 측정값을 보고서로 드리면서 하자 보수 요청이 분기 9건에서 2건으로 줄었습니다.',
  ],
  slips: [
    ['왠만한 고장은 현장에서 바로 고쳤습니다.', '왠만한'],
    ['갑자기 멈추면 어떻해야 할지 안내문을 붙였습니다.', '어떻해야'],
    ['오랫만에 찾아온 손님도 반갑게 맞았습니다.', '오랫만에'],
    ['고객의 바램을 먼저 듣고 견적을 냈습니다.', '바램을'],
    ['곰곰히 원인을 따져 보고 배선을 바꿨습니다.', '곰곰히'],
    ['부품 번호를 일일히 대조해 주문했습니다.', '일일히'],
    ['다음 주에 현장에서 뵈요.', '뵈요'],
    ['내일 아침까지 견적서를 보내 드릴께요.', '드릴께요'],
    ['작업이 끝나면 바닥을 깨끗히 닦았습니다.', '깨끗히'],
    ['점심시간에는 설겆이까지 돕곤 했습니다.', '설겆이'],
  ],
};

export const EN_DEV7: DevSet = {
  clean: [
    'As a lift engineer I serviced 140 passenger lifts, logged door sensor faults and brake lining wear, and cut failed inspections from 8% to 2% by standardising the pre-inspection checklist.',
  ],
  slips: [
    ['I will definately finish the survey before Friday.', 'definately'],
    ['We kept the hazardous waste in a seperate bay.', 'seperate'],
    ['The fault occured twice during the night shift.', 'occured'],
    ['The marina could accomodate forty boats in winter.', 'accomodate'],
    ['I stayed on site untill the last coach had left.', 'untill'],
    ['I always beleive the crew before the paperwork.', 'beleive'],
    ['The goverment grant paid for the new hoist.', 'goverment'],
    ['We will refit the propeller tommorow morning.', 'tommorow'],
    ['I parked the van over their by the gate.', 'their'],
    ['The drone had a noticeably loose propellor on landing.', 'propellor'],
  ],
};

export const ID_DEV7: DevSet = {
  clean: [
    'Sebagai teknisi lift saya merawat 140 unit lift penumpang, mencatat kerusakan sensor pintu dan keausan kampas rem, lalu menurunkan kegagalan inspeksi dari 8% menjadi 2%.',
  ],
  slips: [
    ['Saya sudah lama praktek di bengkel kapal.', 'praktek'],
    ['Nasehat senior selalu saya catat.', 'Nasehat'],
    ['Resiko jatuh dari ketinggian selalu kami hitung.', 'Resiko'],
    ['Kwalitas madu diuji sebelum dikemas.', 'Kwalitas'],
    ['Jadual perawatan kami tempel di ruang mesin.', 'Jadual'],
    ['Saya membuat analisa kerusakan setiap bulan.', 'analisa'],
    ['Kami merubah urutan pemeriksaan rem.', 'merubah'],
    ['Suku cadang di kirim dari gudang pusat.', 'di kirim'],
    ['Kami menunggu disana sampai hujan reda.', 'disana'],
    ['Operator wajib memiliki ijin terbang.', 'ijin'],
  ],
};
