// Fresh held-apart sets, before round thirty-four's rules (issue 36): written on 2026-12-02 (13:43-13:55 UTC) by
// a helper that writes no rules (and read none of the checks' rules, lexicons or tests, nor ran any check, bench
// or the app on this set; it read only `planted/types.ts`, `CheckKind` in `checks/types.ts`, fresh21 whole and
// the header comments of fresh15-20, to avoid their fields, phrasings and misspellings). Six clean answers per
// language, of about 450-650 Korean and 900-1,200 English and Indonesian characters, of fields no earlier set
// used (Korean: a metro depot's rolling stock (EMU) maintainer, an Eumseong king oyster mushroom farm's growing
// manager, a city zoo's hoofstock keeper, a rehabilitation hospital's occupational therapist, a survey firm's
// land surveyor, a pest control firm's technician; English: a train maintenance depot's rolling stock
// technician, a Lancashire mushroom farm's growing manager, a zoo keeper, a stroke ward's occupational
// therapist, a chartered surveyors' land surveyor, a pest control technician; Indonesian: a KRL depot's rolling
// stock technician, a Cisarua oyster mushroom (kumbung) grower, a city zoo's animal keeper, a hospital's
// occupational therapist (okupasi terapis), a licensed survey office's surveyor, a pest control technician),
// written as members write: loanwords, compounds, trade terms, abbreviations, agencies, figures with units, and
// company names that look like schools, places or family words (declared in `companies`); and six answers per
// language (a bench jeweller or goldsmith, long-haul cabin crew, a bespoke shoemaker, a hospital's clinical
// coder (medical records), a fish or livestock market's auctioneer, an agricultural spray-drone team leader)
// with twelve planted misspellings per language (Korean: common non-words, real words wrong in context and a
// spacing error of a bound noun; English: common misspellings and real-word confusions; Indonesian: KBBI
// non-standard forms and di- prefix/preposition mistakes; none planted in fresh15-21 as far as their headers and
// fresh21 show), sixteen blind-hiring mentions per language of the applicant's own traits (schools, hometowns
// and birthplaces, direct and indirect ages — a zodiac year, a year of an Olympics, a Euro or a World Cup or SEA
// Games — gender, parents' jobs and wealth, marriage and remarriage, in-laws' land, children, height, weight,
// appearance and one religion each — Won Buddhism, a gurdwara, an HKBP church — in phrasings other than
// fresh17-21's), two repeated figures or episodes, two clichés, one empty opening and two unsupported claims
// (awards in none of the bench's résumés) per language. Clean answers mention other people's families, schools,
// ages, genders, looks and religions (rail high school pupils and a colleague back from parental or maternity
// leave, a team leader about to retire, village mothers on the school run and Indonesian or Muslim pickers in
// Ramadan, an owner's mother over seventy, young couples with buggies, grandparents with grandchildren, short
// children and orphanage children with nuns, santri with their ustaz, a man of 78 at his granddaughter's
// wedding, a woman in a hijab or a muslimah asking for a woman therapist, neighbours in their seventies and
// their children, a church's pastor and Sunday services, a schoolgirl on work experience, parents with babies,
// Buddhist monks at a temple or vihara, a man of 84 living alone) as members do.
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it, once,
// blind, by the lead, and prints counts only. Do not edit after its first run except to report.
// Its one blind run was on 2026-12-02 at 14:37 UTC (main at 00aced1, after round thirty-four's rules; counts in
// ADR 0039, round thirty-four); SEEN since.
import type { PlantedCase } from './types';

export const FRESH22_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '직무 전문성을 보여 줄 수 있는 경험을 기술해 주십시오.',
      clean: true,
      text: '지하철 차량기지에서 6년간 전동차 검수원으로 일하며 10량 1편성 전동차 42편성의 일상 검사와 월상 검사를 맡았습니다. 출입문 고장으로 인한 운행 장애가 한 해 30건 가까이 나와 출근 시간대 열차가 자주 지연되었습니다. 저는 출입문 고장 이력을 편성별, 도어별로 정리해 롤러와 도어 엔진의 교체 주기를 주행거리 기준으로 바꾸고, 검사 때 개폐 시간을 스톱워치로 재서 3초를 넘으면 바로 조정하게 했습니다. VVVF 인버터 고장 코드는 TCMS 기록을 내려받아 팀원들과 매주 함께 분석했고, 정비 기록은 철도안전법의 정비 기준에 맞춰 전산으로 남겼습니다. 도어 부품은 외삼촌철도부품, 공기압축기 오버홀은 연세레일텍에 맡겼습니다. 차량기지 견학을 온 철도고 학생들에게는 대차 구조를 설명했고, 육아휴직을 마치고 복귀한 여성 선배에게는 바뀐 점검표를 먼저 보여 드렸습니다. 정년을 한 해 앞둔 팀장님과는 야간 검수를 함께 돌며 차축 초음파 탐상 요령을 배웠습니다. 그 결과 출입문 고장으로 인한 운행 장애가 한 해 28건에서 7건으로 줄었고, 편성당 월 정비 시간은 14시간에서 10시간으로 줄었습니다.',
      planted: {},
      companies: ['외삼촌철도부품', '연세레일텍'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      clean: true,
      text: '충북 음성의 버섯 농장에서 5년간 재배 관리자로 일하며 새송이버섯 병재배 하루 3만 병의 배양과 생육을 맡았습니다. 여름철 배양실 온도가 오르면 푸른곰팡이 오염이 늘어 폐기되는 병이 8%를 넘었습니다. 저는 배지 살균 조건을 121도 90분으로 고정하고, 접종실 클린부스의 헤파 필터 교체 주기를 석 달로 정했습니다. 생육실은 이산화탄소 농도를 1,500ppm 아래로, 습도를 90% 이상으로 유지하도록 환경 제어기의 설정값을 다시 잡았습니다. 종균은 고모네종균, 톱밥과 미강은 충남대농자재에서 받았습니다. 선별 작업에 나오는 동네 어머니들이 아이들 하교 시간에 맞춰 퇴근할 수 있도록 작업 순서를 바꿨고, 방학마다 체험을 오는 초등학생들에게는 버섯 따기를 가르쳤습니다. 라마단 기간에 금식하는 인도네시아 동료들에게는 해가 진 뒤 쉬는 시간을 따로 두었고, 일흔이 넘은 농장 대표님의 어머님께는 포장 라벨을 큰 글씨로 뽑아 드렸습니다. 그 결과 오염 폐기율이 8.4%에서 2.1%로 낮아졌고, 병당 수확량은 680g에서 760g으로 늘었습니다.',
      planted: {},
      companies: ['고모네종균', '충남대농자재'],
    },
    {
      question: '문제를 해결했던 경험을 구체적으로 기술해 주십시오.',
      clean: true,
      text: '시립 동물원에서 7년간 사육사로 일하며 기린, 얼룩말, 코뿔소 등 초식동물 24마리의 사육과 건강 관리를 맡았습니다. 기린의 발굽이 너무 자라 절뚝이는 일이 잦았는데, 마취 없이는 발굽을 다듬기 어려워 치료가 늦어졌습니다. 저는 수의사와 함께 긍정 강화 훈련 계획을 세워, 기린이 스스로 발을 받침대에 올려놓도록 클리커와 먹이 보상으로 석 달간 훈련했습니다. 건초 섭취량은 매일 kg 단위로 기록하고, 체중은 월 1회 대형 저울로 재서 동물원수족관법에 따른 보유 동물 기록으로 남겼습니다. 건초는 아저씨목초, 행동 풍부화 도구는 이화조경에서 들였습니다. 생태 설명회에는 유모차를 끄는 젊은 부부와 할아버지 손을 잡은 손주들이 많이 왔고, 키가 작은 유치원생들을 위해 관찰창 앞에 발판을 놓았습니다. 수녀님들과 함께 온 보육원 아이들에게는 기린 먹이 주기 체험을 마련했습니다. 그 결과 발굽 관리를 위한 마취가 한 해 4회에서 0회로 줄었고, 초식동물 사육장의 부상 기록은 한 해 11건에서 3건으로 줄었습니다.',
      planted: {},
      companies: ['아저씨목초', '이화조경'],
    },
    {
      question: '다른 사람과 협업해 성과를 낸 경험을 기술해 주십시오.',
      clean: true,
      text: '재활 요양병원에서 5년간 작업치료사로 일하며 뇌졸중과 파킨슨병 환자를 하루 14명씩 맡아 일상생활 동작 훈련과 인지 재활을 했습니다. 퇴원한 환자가 집에서 넘어져 다시 입원하는 일이 잦았는데, 병원에서 연습한 동작과 집 구조가 달랐기 때문이었습니다. 저는 퇴원 전 보호자에게 집 화장실과 현관 사진을 받아 손잡이 위치와 문턱 높이를 확인하고, 그 구조에 맞춰 옮겨 앉기 훈련을 했습니다. 평가는 MBI와 MMSE로 4주마다 다시 했고, 복지용구 신청은 국민건강보험공단 기준에 맞춰 서류를 챙겼습니다. 손 보조기는 장모님보조기, 인지 훈련 교구는 경북대재활에서 구입했습니다. 일흔여덟 살 할아버지 환자가 손녀 결혼식에서 혼자 걷고 싶다고 하셔서 그 목표를 함께 정했고, 아들 내외가 맞벌이라 간병인과 오시는 할머니께는 훈련 내용을 적은 수첩을 드렸습니다. 히잡을 쓴 말레이시아 출신 여성 환자에게는 여성 치료사가 배정되도록 일정을 조정했습니다. 그 결과 퇴원 후 석 달 안의 낙상 재입원이 한 해 16건에서 5건으로 줄었고, MBI 점수는 평균 18점 올랐습니다.',
      planted: {},
      companies: ['장모님보조기', '경북대재활'],
    },
    {
      question: '업무를 정확하게 처리하기 위해 노력한 경험을 기술해 주십시오.',
      clean: true,
      text: '측량 회사에서 6년간 측량 기술자로 일하며 한 해 약 400필지의 현황 측량과 택지 개발 현장의 기준점 측량을 맡았습니다. 산간 지역에서는 GNSS 신호가 나무에 가려 오차가 커졌고, 같은 현장을 다시 나가는 재측량이 한 달 10건을 넘었습니다. 저는 VRS 측량이 어려운 지점은 토털스테이션 트래버스 측량으로 바꾸고, 출발 전 지적도와 항공사진을 겹쳐 보는 점검표를 만들었습니다. 성과는 국토지리정보원 기준점 성과와 비교해 수평 오차 5cm 이내만 납품하게 했습니다. 장비 검교정은 할머니측기, 드론 항측은 부산대공간정보에 맡겼습니다. 경계 다툼이 난 밭에서는 일흔이 넘은 두 노인과 그 아들딸들 앞에서 기준점을 하나씩 짚어 설명했고, 교회 옆 부지를 측량할 때는 목사님과 상의해 주일 예배 시간을 피해 일정을 잡았습니다. 현장 실습을 온 공고 여학생에게는 프리즘 세우는 법을 가르쳤습니다. 그 결과 재측량이 한 달 12건에서 3건으로 줄었고, 성과 납품 기간은 평균 21일에서 9일로 줄었습니다.',
      planted: {},
      companies: ['할머니측기', '부산대공간정보'],
    },
    {
      question: '고객 만족을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '방역 전문 업체에서 4년간 해충 방제 기술자로 일하며 음식점, 호텔, 식품 공장 등 거래처 120곳의 월 정기 방제를 맡았습니다. 바퀴벌레 재발 민원이 한 달 25건을 넘었고, 같은 약제를 오래 쓰다 보니 효과가 떨어졌습니다. 저는 거래처마다 끈끈이 트랩 포획 수를 평면도에 기록해 서식처를 찾고, 베이트 겔 약제를 석 달마다 성분이 다른 것으로 바꿨습니다. 식품 공장에는 HACCP 기준에 맞춘 방충·방서 점검표를 만들어 드리고, 약제 사용 기록은 질병관리청 소독 지침에 맞춰 남겼습니다. 약제는 막내삼촌케미칼, 포충기 부품은 한양방역자재에서 받았습니다. 아기가 있는 집에서는 부모님께 약제가 마를 때까지 두 시간 동안 아이를 다른 방에 두도록 안내했고, 사찰 공양간을 방제할 때는 스님들의 뜻에 따라 살충 대신 틈새 차단과 포획 위주로 했습니다. 혼자 사시는 여든네 살 할아버지 댁 계단은 무료로 함께 점검해 드렸습니다. 그 결과 재발 민원이 월 25건에서 6건으로 줄었고, 거래처 재계약률은 78%에서 94%로 올랐습니다.',
      planted: {},
      companies: ['막내삼촌케미칼', '한양방역자재'],
    },
    {
      question: '지원 분야 관련 경험과 성과를 기술해 주십시오.',
      text: '종로의 귀금속 공방에서 8년간 세공사로 일하며 반지와 목걸이를 한 해 약 1,500점 만들고 주문 제작과 수리를 맡았습니다. 홍익대 금속조형디자인과 출신으로 졸업 뒤 바로 공방에 들어왔습니다. 18K 반지의 물림에서 보석이 빠지는 하자가 한 달 15건 가까이 들어와, 저는 발물림 높이를 0.1mm 단위로 재는 게이지를 만들고 광택 전후로 확대경 검사를 두 번 거치게 했습니다. 희안하게도 가장 많이 빠진 것은 작은 멜레 다이아몬드였습니다. 땜 자국이 겉으로 들어내지 않도록 레이저 용접기를 들여 수리 방식도 바꿨습니다. 그 결과 보석 빠짐 하자가 월 15건에서 3건으로 줄었습니다. 전주 한옥마을 골목에서 어린 시절을 보낸 덕분에 전통 장신구 문양에도 익숙합니다. 86년 범띠인 저는 요즘도 주말마다 보석 감정 공부를 합니다. 2023년 대한민국 주얼리디자인 공모전 대상을 받았습니다. 다시 한번 강조하자면, 보석 빠짐 하자를 월 15건에서 3건으로 줄인 일이 제게 가장 자랑스러운 성과입니다. 금은 작은누나골드에서 받았습니다.',
      planted: {
        spelling: ['희안하게', '들어내지'],
        blind: ['홍익대 금속조형디자인과 출신으로', '전주 한옥마을 골목에서 어린 시절을 보낸', '86년 범띠인'],
        repetition: [
          '다시 한번 강조하자면, 보석 빠짐 하자를 월 15건에서 3건으로 줄인 일이 제게 가장 자랑스러운 성과입니다.',
        ],
        claim: ['2023년 대한민국 주얼리디자인 공모전 대상'],
      },
      companies: ['작은누나골드'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      text: '국적 항공사에서 7년간 객실승무원으로 일하며 장거리 국제선의 기내 서비스와 안전 업무를 맡았고, 최근 2년은 부사무장으로 일했습니다. 강남에 건물을 가진 집안의 외동딸로 자라 처음에는 서비스 일이 낯설었습니다. 장거리 노선에서 기내식 선택이 한쪽 메뉴에 몰려 뒤쪽 좌석 승객의 불만이 한 편에 10건 가까이 나왔습니다. 저는 사전 주문 데이터를 보고 갤리 탑재 비율을 조정하자고 제안하고, 서비스를 객실 앞뒤에서 동시에 시작하는 순서로 바꿨습니다. 첫 비행의 설레임만으로는 안전을 지킬 수 없기에, 이착륙 때 휴대전화 사용을 삼가해 달라는 안내도 승객과 눈을 맞추며 직접 했습니다. 그 결과 편당 기내식 불만이 10건에서 2건으로 줄었습니다. 신장 172cm로 오버헤드 빈 정리도 수월합니다. 쌍꺼풀 없는 하얀 얼굴이 첫인상을 편하게 해 준다는 말을 자주 듣습니다. 다시 말하지만, 편당 기내식 불만을 10건에서 2건으로 줄인 것이 가장 보람 있었습니다. 기내 담요는 사돈섬유에서 납품받습니다.',
      planted: {
        spelling: ['설레임', '삼가해'],
        blind: ['강남에 건물을 가진 집안의 외동딸로', '신장 172cm로', '쌍꺼풀 없는 하얀 얼굴'],
        repetition: ['다시 말하지만, 편당 기내식 불만을 10건에서 2건으로 줄인 것이 가장 보람 있었습니다.'],
      },
      companies: ['사돈섬유'],
    },
    {
      question: '본인의 강점을 경험과 함께 기술해 주십시오.',
      text: '성수동 수제화 공방에서 10년간 제화공으로 일하며 남성 구두와 부츠를 한 해 약 800켤레 만들고 라스트 제작과 수선을 맡았습니다. 구두 공장 미싱사셨던 어머니를 따라 어려서부터 가죽을 만졌습니다. 굽갈이를 맡기면 밑창을 통채로 갈아야 하는 경우가 많아 수선비 불만이 컸습니다. 저는 제작 방식을 굿이어 웰트로 바꿔 밑창만 따로 교체할 수 있게 하고, 고객 발을 발볼과 발등 둘레까지 8곳 재서 라스트를 보정했습니다. 주문이 늘자 재단 인원도 두 명 늘였습니다. 가죽은 부위별로 늘어나는 방향을 표시해 두고 재단했습니다. 그 결과 착화감 불만으로 인한 재제작이 한 해 40켤레에서 9켤레로 줄었습니다. 올림픽둥이인 저는 재작년에 재혼해 주말에는 작은 수선 가게도 운영합니다. 열정 하나만큼은 누구에게도 뒤지지 않는다고 자부합니다. 2021년 한국제화협회 올해의 제화 장인상을 받았습니다. 가죽은 외할머니피혁에서 받았습니다.',
      planted: {
        spelling: ['통채로', '늘였습니다'],
        blind: ['구두 공장 미싱사셨던 어머니를 따라', '올림픽둥이인', '재작년에 재혼해'],
        cliche: ['열정 하나만큼은 누구에게도 뒤지지 않는다고 자부합니다.'],
        claim: ['2021년 한국제화협회 올해의 제화 장인상'],
      },
      companies: ['외할머니피혁'],
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      text: '대학병원 의무기록팀에서 6년간 보건의료정보관리사로 일하며 하루 평균 퇴원 환자 150명의 질병 코드와 수술 코드를 분류하고 청구 전 검토를 맡았습니다. 주진단과 부진단 순서가 뒤바뀌어 건강보험심사평가원에서 삭감되는 건이 한 달 40건을 넘었고, 특히 뇌졸증 환자의 후유증 코드와 재활 코드가 자주 엇갈렸습니다. 저는 진료과별로 잦은 오류 20가지를 정리해 주치의들에게 짧은 안내문으로 보내고, 코딩 뒤 동료와 서로 10%씩 표본 검토를 하게 했습니다. 요컨데 기록의 첫 줄부터 청구를 생각하며 읽도록 바꾼 것입니다. 그 결과 삭감 건수가 월 40건에서 12건으로 줄었습니다. 중학생 쌍둥이 형제를 둔 아버지로서 퇴근 후에는 아이들 숙제를 봐 주고, 원불교 교당의 청년회 일도 맡고 있습니다. 몸무게가 52kg 남짓한 마른 체격이지만 야간 당직도 거뜬히 합니다. 저는 물처럼 유연하고 바위처럼 단단한 사람입니다. 코딩 참고서는 삼촌의학서적에서 구입합니다.',
      planted: {
        spelling: ['뇌졸증', '요컨데'],
        blind: [
          '중학생 쌍둥이 형제를 둔 아버지로서',
          '원불교 교당의 청년회',
          '몸무게가 52kg 남짓한 마른 체격',
        ],
        cliche: ['저는 물처럼 유연하고 바위처럼 단단한 사람입니다.'],
      },
      companies: ['삼촌의학서적'],
    },
    {
      question: '지원 분야에서 이루고 싶은 목표를 기술해 주십시오.',
      text: '이 질문을 받고 무엇을 써야 할지 오래 고민했습니다. 수산물 도매시장 법인에서 5년간 경매사로 일하며 새벽마다 활어와 선어 약 60톤의 경매를 진행했습니다. 완도수산고를 졸업하고 중도매인 밑에서 일을 배웠습니다. 웬지 같은 등급의 광어가 날마다 값이 크게 달라, 출하 어민들이 경매 결과를 믿지 못했습니다. 저는 산지와 크기별 등급 기준을 사진으로 만들어 경매장에 붙이고, 입찰 기록이 남도록 수기 경매를 없애고 전자경매로 바꿨습니다. 낙찰가는 매일 아침 어민들에게 문자로 보냈습니다. 저는 늘 투명하고 공정한 경매를 지양해 왔습니다. 그 결과 어민들의 이의 제기가 한 달 30건에서 5건으로 줄었고, 출하 물량은 18% 늘었습니다. 목포 유달산 아래서 태어나 어민들의 사투리도 편하게 알아듣습니다. 앞으로는 산지 경매와 온라인 경매를 잇는 일을 맡고 싶습니다. 얼음과 스티로폼 상자는 동생수산자재에서 받습니다.',
      planted: {
        spelling: ['웬지', '지양해'],
        blind: ['완도수산고를 졸업하고', '목포 유달산 아래서 태어나'],
        opening: ['이 질문을 받고 무엇을 써야 할지 오래 고민했습니다.'],
      },
      companies: ['동생수산자재'],
    },
    {
      question: '지원 동기를 기술해 주십시오.',
      text: '전북 김제의 농업법인에서 4년간 드론 방제 팀장으로 일하며 해마다 논 약 3,000ha의 병해충 방제와 비료 살포를 맡았습니다. 처갓집 논 20마지기를 맡아 농사를 지으며 드론 자격증을 땄습니다. 방제 면적은 늘었는데 드론 세 대로 감당할만큼의 인력이 없어, 살포 누락과 중복 살포 민원이 한 해 50건을 넘었습니다. 저는 RTK 기반 자동 비행 경로를 필지마다 미리 만들어 두고, 비행 기록을 농가별로 저장해 살포 범위를 지도로 보여 드렸습니다. 바람이 초속 3m를 넘으면 비행을 멈추는 기준도 세웠습니다. 그 결과 민원이 한 해 52건에서 8건으로 줄었습니다. 올해는 과수원 방제 사업도 새로 벌려 사과 농가 20곳과 계약했습니다. 우리 나이로 서른일곱인 저는 초경량비행장치 교관 자격에도 도전하고 있습니다. 이제 더 큰 규모의 방제 사업을 맡아 농가의 일손을 덜고 싶습니다. 드론 배터리는 형님항공에서 공급받습니다.',
      planted: {
        spelling: ['감당할만큼', '벌려'],
        blind: ['처갓집 논 20마지기를 맡아', '우리 나이로 서른일곱인'],
      },
      companies: ['형님항공'],
    },
  ],
  en: [
    {
      question: 'Tell us about a time you improved quality at work.',
      clean: true,
      text: "For six years I have been a rolling stock technician at a train maintenance depot, carrying out daily checks and 28-day exams on a fleet of 42 eight-car electric multiple units. Door faults were causing almost 30 service failures a year, most of them in the morning peak. I logged every door fault by unit and door position, moved roller and door operator replacement from a calendar interval to a mileage interval, and started timing every door cycle at exam, adjusting any that took longer than three seconds. Each week I downloaded traction fault codes from the train management system and went through them with the team, and I record all work in our maintenance system to the standards the ORR expects. Door spares come from Uncle Bill's Rail Components and compressor overhauls are done by Derby College Rail Services. I have shown groups of sixth-formers from a rail academy round the bogie shop, walked a colleague through the new exam sheets when she came back from maternity leave, and learned ultrasonic axle testing on night shifts from our team leader, who retires next spring. Door-related service failures fell from 28 a year to seven, and exam time per unit fell from 14 hours to ten.",
      planted: {},
      companies: ["Uncle Bill's Rail Components", 'Derby College Rail Services'],
    },
    {
      question: 'Give an example of how you made a process work better.',
      clean: true,
      text: "I have worked for five years as growing manager at a mushroom farm in Lancashire, running 14 growing rooms that produce about 45 tonnes of chestnut and white button mushrooms a week. In summer, green mould and dry bubble were costing us more than 8% of each crop. I fixed compost pasteurisation to a set time and temperature, changed the HEPA filters in the spawning area every three months, and reset the climate computers to hold CO2 below 1,500 ppm and humidity above 90% during pinning. I also brought in a weekly hygiene audit of every room before casing. Our spawn comes from Auntie May's Spawn Co. and our casing soil from Harper Adams Substrates. Many of our pickers are mothers from the local Polish and Romanian communities, so I moved shift start times around the school run, and during Ramadan I moved breaks for our Muslim pickers to just after sunset. I have hosted primary school trips in the packhouse, and I print larger labels for the owner's mother, who at 81 still checks the punnets. Crop losses fell from 8.4% to 2.1%, and yield rose from 28 to 33 kg per square metre.",
      planted: {},
      companies: ["Auntie May's Spawn Co.", 'Harper Adams Substrates'],
    },
    {
      question: 'Tell us about a problem you solved at work.',
      clean: true,
      text: "For seven years I have been a keeper at a city zoo, caring for 24 hoofstock animals including giraffe, zebra and white rhino. Our giraffes' hooves kept overgrowing and they went lame, but trimming them meant a general anaesthetic, so treatment was always late. With our vet I drew up a positive reinforcement training plan and spent three months teaching the giraffes, with a clicker and browse rewards, to lift each foot onto a block of their own accord. I record hay and browse intake daily in kilograms, weigh every animal monthly on a platform scale, and keep records to the Standards of Modern Zoo Practice. Our hay comes from Grandad's Meadow Hay and enrichment feeders from Oxford Timber Works. At keeper talks I often have young couples with buggies and grandparents with grandchildren, and I keep the low viewing window free for short children and for teenagers in wheelchairs. I once arranged a giraffe feed for children from a care home who came with two nuns, and I answer many questions from a retired biology teacher in his eighties who visits every week. Anaesthetics for hoof care fell from four a year to none, and injuries in the hoofstock area from 11 a year to three.",
      planted: {},
      companies: ["Grandad's Meadow Hay", 'Oxford Timber Works'],
    },
    {
      question: 'Describe a time you worked as part of a team.',
      clean: true,
      text: "I have worked for five years as an occupational therapist on a stroke and neuro rehabilitation ward, seeing about 14 patients a day for personal care practice, transfers and cognitive rehabilitation. Patients discharged home kept falling and coming back, because what they had practised on the ward did not match their own houses. Before discharge I now ask relatives for photos of the bathroom, stairs and front door, check rail positions and step heights, and practise transfers laid out to match. I reassess with the Barthel Index and the MoCA every four weeks, and I order equipment through the community equipment service with the paperwork done the same day. Hand splints come from Mother-in-Law Orthotics and our cognitive therapy kits from St Andrews Rehab Supplies. A man of 78 told me he wanted to walk unaided at his granddaughter's wedding, so we made that his goal; a widow whose son and daughter-in-law both work full time now has a notebook of her exercises; and I arranged a female therapist for a Muslim woman who asked for one. Falls readmissions within three months of discharge fell from 16 a year to five, and average Barthel scores at discharge rose by 18 points.",
      planted: {},
      companies: ['Mother-in-Law Orthotics', 'St Andrews Rehab Supplies'],
    },
    {
      question: 'Tell us how you make sure your work is accurate.',
      clean: true,
      text: 'For six years I have been a land surveyor with a firm of chartered surveyors, carrying out about 400 topographic and boundary surveys a year and setting out control for housing sites. In wooded and hilly areas, trees blocked our GNSS signal, errors crept in, and more than ten jobs a month needed a return visit. Where RTK fixes were poor I switched to traversing with the total station, and I brought in a pre-site checklist that overlays the title plan on aerial imagery before we leave the office. Every survey is tied to Ordnance Survey control, and nothing goes out with a horizontal error over 50 mm. Instrument calibration is done by Granny Smith Instruments and our drone photogrammetry by Cambridge Geomatics Ltd. On one boundary dispute I walked two neighbours in their seventies and their grown-up sons and daughters along every marker, and for a plot beside a chapel I planned the work with the minister so that we kept clear of Sunday services. I taught a girl on work experience from the local comprehensive how to hold the prism pole. Return visits fell from 12 a month to three, and average turnaround from 21 days to nine.',
      planted: {},
      companies: ['Granny Smith Instruments', 'Cambridge Geomatics Ltd'],
    },
    {
      question: 'Give an example of how you put customers first.',
      clean: true,
      text: "I have worked for four years as a pest control technician for a BPCA member company, servicing about 120 contract sites a month, from restaurants and hotels to food factories. Cockroach callbacks were running at more than 25 a month, and the same bait had been used for so long that it had stopped working. I started plotting sticky-trap counts on a floor plan of each site to find harbourages, and rotated gel baits to a different active ingredient every three months. For food factories I built a pest-proofing checklist that fits their BRCGS audits, and I record every biocide used under our HSE and CRRU obligations. Our baits come from Little Brother Chemicals and our fly units from Leeds Hygiene Products. In homes with babies, I ask the parents to keep the children out of the room for two hours while treatments dry; at a Buddhist temple, I followed the monks' wishes and used proofing and live traps instead of poison; and I checked the stairs of a man of 84 who lives alone without charging him. Callbacks fell from 25 a month to six, and contract renewals rose from 78% to 94%.",
      planted: {},
      companies: ['Little Brother Chemicals', 'Leeds Hygiene Products'],
    },
    {
      question: 'Tell us about an achievement you are proud of.',
      text: "For eight years I have been a bench jeweller in a Hatton Garden workshop, making and repairing about 1,500 rings and pendants a year, mostly in 18ct gold and platinum. I hold a degree from the Birmingham School of Jewellery, and went straight to the bench after graduating. Stones were falling out of claw settings on up to fifteen rings a month, so I made a guage to measure claw height to a tenth of a millimetre and added a second loupe inspection before and after polishing. Most of the losses were small melee diamonds, which peaked my interest in how the claws were being cut. I also brought in a laser welder so that repairs near stones no longer need a torch. Returns for lost stones fell from fifteen a month to three. Raised in Whitby, I grew up around jet carvers and Victorian mourning jewellery. Having turned 38 this March, I still spend my weekends studying gemmology. I won the 2023 Goldsmiths' Craftsmanship and Design Award for a platinum ring. To say it again, cutting lost-stone returns from fifteen a month to three is the result I am proudest of. Our gold comes from Little Sister Bullion.",
      planted: {
        spelling: ['guage', 'peaked'],
        blind: [
          'I hold a degree from the Birmingham School of Jewellery',
          'Raised in Whitby',
          'Having turned 38 this March',
        ],
        repetition: [
          'To say it again, cutting lost-stone returns from fifteen a month to three is the result I am proudest of.',
        ],
        claim: ["2023 Goldsmiths' Craftsmanship and Design Award"],
      },
      companies: ['Little Sister Bullion'],
    },
    {
      question: 'Describe a change you introduced and its results.',
      text: 'I have worked for seven years as cabin crew for a long-haul airline, the last two as a purser leading a team of twelve. As the only daughter of a wealthy Surrey family, I found service work strange at first. On long flights, meal choices ran out halfway down the cabin, and we were getting up to ten complaints a flight from passengers at the back. I suggested loading ratios based on pre-order data and started the service from both ends of the cabin at once. On routes with many foriegn passengers, I added picture cards for the meal choices. When nervous flyers panic in turbulence, I crouch beside them and remind them to breath slowly with me. Meal complaints fell from ten a flight to two. I stand 5ft 10in, which makes the overhead lockers easy. Passengers often tell me that my freckled face and auburn curls put them at ease. Once more, taking meal complaints from ten a flight to two is what I found most rewarding. Our blankets are supplied by Godmother Textiles.',
      planted: {
        spelling: ['foriegn', 'breath'],
        blind: [
          'As the only daughter of a wealthy Surrey family',
          'I stand 5ft 10in',
          'my freckled face and auburn curls',
        ],
        repetition: [
          'Once more, taking meal complaints from ten a flight to two is what I found most rewarding.',
        ],
      },
      companies: ['Godmother Textiles'],
    },
    {
      question: 'What strength would you bring to this role? Give an example.',
      text: "For ten years I have been a shoemaker at a bespoke workshop, making about 800 pairs of men's shoes and boots a year, cutting lasts and handling repairs. My mother machined uppers in a Northampton shoe factory, and there were always leather offcuts on our kitchen table. Customers complained that a resole often meant replacing the whole bottom of the shoe, which made repairs expensive. I moved our making to Goodyear welting so that soles can be replaced on their own, and started measuring eight points of each foot, including the instep and joint girth, to adjust our lasts. I also bought second-hand closing equiptment to reign in costs as orders grew. Remakes for poor fit fell from 40 pairs a year to nine. A Euro 96 baby, I remarried the year before last and now also run a weekend repair stall. I am a passionate team player who always goes the extra mile. I was named the Worshipful Company of Cordwainers' Bespoke Maker of the Year in 2021. Our leather comes from Grandmother Tanneries.",
      planted: {
        spelling: ['equiptment', 'reign'],
        blind: [
          'My mother machined uppers in a Northampton shoe factory',
          'A Euro 96 baby',
          'I remarried the year before last',
        ],
        cliche: ['I am a passionate team player who always goes the extra mile.'],
        claim: ["Worshipful Company of Cordwainers' Bespoke Maker of the Year in 2021"],
      },
      companies: ['Grandmother Tanneries'],
    },
    {
      question: 'Describe how you meet the needs of the people you serve.',
      text: "I have worked for six years as a clinical coder in a teaching hospital, coding about 150 discharges a day in ICD-10 and OPCS-4 and checking them before they go into the national payment data. Primary and secondary diagnoses were often sequenced the wrong way round, and audits were finding more than 40 coding errors a month, especially on stroke patients' after-effects and rehabilitation. I listed the twenty errors each specialty made most often, sent consultants a short note on each, and set up peer review of a 10% sample of each other's coding. I also wrote a questionaire for junior doctors on how they record comorbidities, and took the advise of our coding auditor on which fields to check first. Coding errors fell from 40 a month to 12. As a father of twin boys in Year 9, I spend my evenings on their homework, and I serve at my gurdwara's langar every Sunday. At barely 50 kg, I am slight, but night shifts never tire me. I believe that hard work and dedication are the keys to success. Our coding manuals come from Uncle Ray's Medical Books.",
      planted: {
        spelling: ['questionaire', 'advise'],
        blind: [
          'As a father of twin boys in Year 9',
          "I serve at my gurdwara's langar every Sunday",
          'At barely 50 kg',
        ],
        cliche: ['I believe that hard work and dedication are the keys to success.'],
      },
      companies: ["Uncle Ray's Medical Books"],
    },
    {
      question: 'What do you hope to achieve in this role?',
      text: "Honestly, I was not sure what to write when I first read this question. For five years I have been a livestock auctioneer at a market in the Welsh Marches, selling about 2,000 head of cattle and sheep on a typical sale day. I studied rural estate management at the Royal Agricultural University before joining the firm as a trainee. Prices for similar store cattle swung widely from week to week, and farmers told us they did not trust the ring. I put up grading photographs by breed and weight band at the ringside, moved every lot onto online bidding so that each bid is recorded, and texted the day's prices to vendors each evening. When new goverment rules on electronic tagging for cattle came in, I ran evenings at the market to show farmers how to read the tags. I have always believed a fare price starts with an open ring. Complaints from vendors fell from 30 a month to five, and entries rose by 18%. Coming from the Brecon Beacons, I understand Welsh-speaking farmers without a translator. Next, I want to link our ring with online store sales. Our pens and hurdles come from Stepfather Steel Gates.",
      planted: {
        spelling: ['goverment', 'fare'],
        blind: [
          'I studied rural estate management at the Royal Agricultural University',
          'Coming from the Brecon Beacons',
        ],
        opening: ['Honestly, I was not sure what to write when I first read this question.'],
      },
      companies: ['Stepfather Steel Gates'],
    },
    {
      question: 'Why do you want this role?',
      text: "For four years I have led the drone spraying team at an agricultural contractor in Lincolnshire, treating about 3,000 hectares of crops a year with fungicides and liquid fertiliser under a CAA operational authorisation. Alongside this I farm my in-laws' 50 acres of barley, which is how I came to drones. We had more area than our three drones and crew could cover, and complaints about missed strips and double-sprayed headlands were running at over 50 a year. I built RTK flight plans for each field in advance, saved the flight log for every job, and sent each farmer a map of what was sprayed. I set a rule that we stop flying when the wind goes above 3 m/s, to protect the enviroment and the hedgerows next door. Each crew now checks the landing sight for overhead lines before take-off. Complaints fell from 52 a year to eight. Thirty-seven years old, I am now training to become a remote pilot instructor. I want to take on larger spraying programmes and help farms manage with fewer hands. Our batteries come from Big Brother Aviation.",
      planted: {
        spelling: ['enviroment', 'sight'],
        blind: ["I farm my in-laws' 50 acres of barley", 'Thirty-seven years old'],
      },
      companies: ['Big Brother Aviation'],
    },
  ],
  id: [
    {
      question: 'Ceritakan pengalaman Anda meningkatkan mutu kerja.',
      clean: true,
      text: 'Enam tahun saya bekerja sebagai teknisi perawatan sarana di sebuah depo KRL, melakukan pemeriksaan harian dan perawatan bulanan untuk 42 rangkaian KRL berformasi 10 kereta. Gangguan pintu menyebabkan hampir 30 gangguan perjalanan per tahun, sebagian besar pada jam sibuk pagi. Saya mencatat setiap gangguan pintu per rangkaian dan per posisi daun pintu, mengubah penggantian roller dan door engine dari jadwal kalender menjadi berdasarkan jarak tempuh, serta menyetel pintu yang waktu buka-tutupnya lebih dari tiga detik. Setiap minggu kode gangguan inverter VVVF saya bahas bersama tim, lalu mencatat pekerjaan sesuai ketentuan Ditjen Perkeretaapian. Suku cadang pintu dipasok oleh PT Paman Rel Mandiri, dan overhaul kompresor dikerjakan oleh CV Politeknik Sarana Madiun. Saya pernah memandu siswa SMK perkeretaapian berkeliling bengkel bogie, mendampingi rekan perempuan yang baru kembali dari cuti melahirkan mempelajari lembar periksa yang baru, dan belajar uji ultrasonik as roda dari kepala regu kami yang tahun depan pensiun. Hasilnya, gangguan perjalanan akibat pintu turun dari 28 menjadi 7 per tahun, dan waktu perawatan per rangkaian turun dari 14 menjadi 10 jam.',
      planted: {},
      companies: ['PT Paman Rel Mandiri', 'CV Politeknik Sarana Madiun'],
    },
    {
      question: 'Ceritakan bagaimana Anda memperbaiki sebuah proses kerja.',
      clean: true,
      text: 'Lima tahun saya bekerja sebagai kepala budi daya di sebuah usaha jamur tiram di Cisarua, Bogor, mengelola 12 kumbung berisi sekitar 60.000 baglog dengan panen rata-rata 900 kg per hari. Pada musim kemarau, kontaminasi jamur hijau Trichoderma dan baglog yang gagal tumbuh merusak lebih dari 8% produksi. Saya menetapkan sterilisasi baglog dengan steamer pada suhu 95-100°C selama 8 jam, mengganti filter HEPA di ruang inokulasi setiap tiga bulan, dan memasang pengabut otomatis agar kelembapan kumbung tetap di atas 85%. Bibit F2 kami beli dari CV Tante Bibit Jamur, sedangkan serbuk gergaji dan dedak dari UD Universitas Tani Sejahtera. Sebagian besar pekerja panen adalah ibu-ibu dari kampung sekitar, jadi jam kerja saya atur agar mereka bisa menjemput anak pulang sekolah. Saat Ramadan, jam istirahat rekan-rekan yang berpuasa dipindah menjelang berbuka, dan untuk ibu pemilik usaha yang sudah berusia 74 tahun saya mencetak label kemasan dengan huruf besar. Kami juga sering menerima kunjungan siswa SD. Hasilnya, kerugian akibat kontaminasi turun dari 8,4% menjadi 2,1%, dan hasil panen naik dari 0,6 menjadi 0,7 kg per baglog.',
      planted: {},
      companies: ['CV Tante Bibit Jamur', 'UD Universitas Tani Sejahtera'],
    },
    {
      question: 'Ceritakan masalah yang berhasil Anda selesaikan.',
      clean: true,
      text: 'Tujuh tahun saya bekerja sebagai perawat satwa di sebuah kebun binatang milik pemerintah kota, merawat 24 satwa herbivora besar, termasuk jerapah, zebra, dan badak. Kuku jerapah sering tumbuh berlebihan hingga satwa pincang, tetapi pemotongannya memerlukan pembiusan, sehingga perawatan selalu tertunda. Bersama dokter hewan, selama tiga bulan saya melatih jerapah dengan clicker dan hadiah pakan agar mau mengangkat kakinya sendiri ke balok kayu. Konsumsi pakan saya catat setiap hari dalam kilogram, dan catatan kesehatan dilaporkan sesuai ketentuan BKSDA. Rumput gajah kami beli dari UD Pakde Hijauan, dan alat pengayaan dari CV Akademi Kayu Jepara. Di sesi edukasi, penonton kami kebanyakan pasangan muda dengan kereta bayi serta kakek dan nenek yang mengajak cucu, dan jendela pengamatan yang rendah selalu saya sisakan untuk anak yang bertubuh kecil dan anak berkursi roda. Saya pernah menyiapkan sesi memberi makan jerapah untuk anak-anak panti asuhan yang datang bersama para suster, dan untuk santri sebuah pesantren bersama ustaz mereka. Hasilnya, pembiusan untuk perawatan kuku turun dari empat kali menjadi nol per tahun, dan cedera satwa turun dari 11 menjadi 3 kasus per tahun.',
      planted: {},
      companies: ['UD Pakde Hijauan', 'CV Akademi Kayu Jepara'],
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja dalam tim.',
      clean: true,
      text: 'Lima tahun saya bekerja sebagai okupasi terapis di unit rehabilitasi medik sebuah rumah sakit, menangani sekitar 14 pasien stroke dan parkinson per hari untuk latihan aktivitas sehari-hari dan rehabilitasi kognitif. Banyak pasien terjatuh di rumah dan dirawat kembali, karena latihan di rumah sakit tidak sesuai dengan kondisi rumah mereka. Sebelum pasien pulang, saya meminta keluarga mengirim foto kamar mandi, tangga, dan pintu depan, lalu melatih berpindah posisi sesuai tata letak itu. Penilaian ulang dengan Indeks Barthel dan MoCA-Ina saya lakukan setiap empat minggu, dan alat bantu saya urus sesuai ketentuan BPJS Kesehatan. Splint tangan kami pesan dari CV Mertua Ortotik, dan alat latihan kognitif dari PT Gadjah Mada Rehabilitasi Medika. Seorang kakek berusia 78 tahun ingin berjalan sendiri di pernikahan cucunya, jadi target itu kami tetapkan bersama; bagi nenek yang anak dan menantunya sama-sama bekerja, saya membuat buku catatan latihan; dan untuk pasien muslimah yang meminta terapis perempuan, jadwal saya atur ulang. Hasilnya, rawat ulang karena jatuh dalam tiga bulan setelah pulang turun dari 16 menjadi 5 per tahun, dan skor Barthel rata-rata naik 18 poin.',
      planted: {},
      companies: ['CV Mertua Ortotik', 'PT Gadjah Mada Rehabilitasi Medika'],
    },
    {
      question: 'Bagaimana Anda memastikan ketelitian dalam pekerjaan?',
      clean: true,
      text: 'Enam tahun saya bekerja sebagai surveyor pemetaan di sebuah kantor jasa survei berlisensi, mengerjakan sekitar 400 bidang per tahun untuk pengukuran batas, situasi, dan titik kontrol perumahan. Di perbukitan yang rimbun, sinyal GNSS sering terhalang pohon, dan lebih dari 10 pekerjaan per bulan harus diukur ulang. Di titik yang sulit mendapat fix RTK, saya beralih ke poligon dengan total station, dan mewajibkan peta bidang ditumpangkan pada citra udara sebelum berangkat ke lapangan. Semua hasil diikatkan ke titik kontrol Badan Informasi Geospasial, dan tidak ada hasil yang diserahkan dengan kesalahan horizontal di atas 5 cm. Kalibrasi alat dikerjakan oleh CV Nenek Presisi Ukur, dan pemotretan udara dengan drone oleh PT Institut Geomatika Surabaya. Dalam satu sengketa batas, saya menunjukkan patok kepada dua tetangga berusia tujuh puluhan beserta anak-anak mereka, dan untuk bidang di samping gereja saya mengatur jadwal dengan pendeta agar tidak bertabrakan dengan ibadah Minggu. Saya juga mengajari siswi SMK yang sedang PKL cara memegang jalon prisma. Hasilnya, pengukuran ulang turun dari 12 menjadi 3 per bulan, dan rata-rata waktu penyelesaian turun dari 21 menjadi 9 hari.',
      planted: {},
      companies: ['CV Nenek Presisi Ukur', 'PT Institut Geomatika Surabaya'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani pelanggan.',
      clean: true,
      text: 'Empat tahun saya bekerja sebagai teknisi pest control di sebuah perusahaan pengendalian hama, melayani sekitar 120 pelanggan kontrak per bulan, dari restoran, hotel, sampai pabrik makanan. Keluhan kecoak yang muncul kembali mencapai lebih dari 25 per bulan, karena umpan yang sama dipakai terlalu lama. Saya memetakan tangkapan perangkap lem pada denah setiap lokasi untuk menemukan sarang, dan mengganti umpan gel dengan bahan aktif yang berbeda setiap tiga bulan. Untuk pabrik makanan, saya menyusun daftar periksa pencegahan hama sesuai audit HACCP dan halal, dan mencatat setiap pestisida beserta nomor pendaftarannya di Kementerian Pertanian. Umpan dan insektisida kami beli dari PT Adik Bungsu Kimia, dan lampu perangkap lalat dari CV Tarumanagara Higiene. Di rumah yang ada bayinya, saya meminta orang tua menjauhkan anak dari ruangan selama dua jam sampai obat mengering; di sebuah vihara, saya mengikuti permintaan para biksu untuk memakai perangkap hidup tanpa racun; dan tangga rumah seorang kakek berusia 84 tahun yang tinggal sendiri saya periksa tanpa biaya. Hasilnya, keluhan berulang turun dari 25 menjadi 6 per bulan, dan perpanjangan kontrak naik dari 78% menjadi 94%.',
      planted: {},
      companies: ['PT Adik Bungsu Kimia', 'CV Tarumanagara Higiene'],
    },
    {
      question: 'Ceritakan pencapaian yang paling Anda banggakan.',
      text: 'Delapan tahun saya bekerja sebagai perajin perhiasan di sebuah bengkel emas di Jakarta Pusat, membuat dan memperbaiki sekitar 1.500 cincin dan liontin per tahun, sebagian besar dari emas 18 karat dan perak. Ijazah S1 saya dari Kriya Logam ISI Yogyakarta, dan setelah lulus saya langsung bekerja di meja kerja. Keluhan batu lepas dari ikatan kuku mencapai 15 cincin per bulan, jadi saya membuat alat ukur tinggi kuku dengan ketelitian 0,1 mm dan menambah pemeriksaan dengan kaca pembesar sebelum dan sesudah cincin di poles. Setiap detil ikatan kini difoto dan disimpan bersama kartu pesanan. Saya juga mendatangkan mesin las laser agar perbaikan di dekat batu tidak lagi memakai api. Keluhan batu lepas turun dari 15 menjadi 3 cincin per bulan. Sebagai putra daerah Kotagede, saya akrab dengan kerajinan perak sejak kecil. Saya lahir saat Jakarta menjadi tuan rumah SEA Games 1997, dan kini terus belajar gemologi setiap akhir pekan. Saya meraih Juara I Lomba Desain Perhiasan Nasional 2023. Perlu saya ulangi, menurunkan keluhan batu lepas dari 15 menjadi 3 cincin per bulan adalah hasil yang paling saya banggakan. Emas batangan kami beli dari Toko Emas Anak Mantu.',
      planted: {
        spelling: ['di poles', 'detil'],
        blind: [
          'Ijazah S1 saya dari Kriya Logam ISI Yogyakarta',
          'putra daerah Kotagede',
          'lahir saat Jakarta menjadi tuan rumah SEA Games 1997',
        ],
        repetition: [
          'Perlu saya ulangi, menurunkan keluhan batu lepas dari 15 menjadi 3 cincin per bulan adalah hasil yang paling saya banggakan.',
        ],
        claim: ['Juara I Lomba Desain Perhiasan Nasional 2023'],
      },
      companies: ['Toko Emas Anak Mantu'],
    },
    {
      question: 'Ceritakan perubahan yang Anda buat dan hasilnya.',
      text: 'Tujuh tahun saya bekerja sebagai awak kabin di maskapai penerbangan nasional untuk rute internasional jarak jauh, dua tahun terakhir sebagai purser yang memimpin 12 awak. Saya anak tunggal keluarga pemilik jaringan hotel di Bali, jadi pada awalnya pekerjaan melayani terasa asing bagi saya. Pada penerbangan panjang, pilihan menu sering habis di tengah kabin, dan keluhan penumpang di baris belakang mencapai 10 per penerbangan. Saya mengusulkan rasio pemuatan makanan berdasarkan data pesanan awal, dan memulai layanan dari dua ujung kabin sekaligus. Saat boarding, penumpang yang harus antri lama di garbarata saya beri kabar tentang keterlambatan. Ketika penumpang yang takut terbang panik saat turbulensi diatas laut, saya berjongkok di sampingnya dan mengajaknya bernapas pelan bersama. Keluhan makanan turun dari 10 menjadi 2 per penerbangan. Dengan postur 170 cm, saya mudah merapikan bagasi kabin. Banyak penumpang bilang rambut ikal dan kulit sawo matang saya membuat mereka merasa akrab. Saya tekankan sekali lagi, menurunkan keluhan makanan dari 10 menjadi 2 per penerbangan adalah hal yang paling membahagiakan bagi saya. Selimut kabin dipasok oleh CV Ibu Angkat Tekstil.',
      planted: {
        spelling: ['antri', 'diatas'],
        blind: [
          'Saya anak tunggal keluarga pemilik jaringan hotel di Bali',
          'Dengan postur 170 cm',
          'rambut ikal dan kulit sawo matang saya',
        ],
        repetition: [
          'Saya tekankan sekali lagi, menurunkan keluhan makanan dari 10 menjadi 2 per penerbangan adalah hal yang paling membahagiakan bagi saya.',
        ],
      },
      companies: ['CV Ibu Angkat Tekstil'],
    },
    {
      question: 'Apa kekuatan utama Anda? Berikan contoh.',
      text: 'Sepuluh tahun saya bekerja sebagai pembuat sepatu di sebuah bengkel sepatu pesanan di Bandung, membuat sekitar 800 pasang sepatu pria per tahun, termasuk acuan (last) dan reparasi. Ibu saya dulu penjahit upper di pabrik sepatu Cibaduyut, dan sejak kecil saya bermain dengan sisa kulit di rumah. Pelanggan mengeluh karena mengganti sol sering berarti mengganti seluruh bagian bawah sepatu, sehingga ongkos reparasi mahal. Saya mengubah sistim produksi kami ke Goodyear welt agar sol bisa diganti tersendiri, dan mengukur delapan titik kaki setiap pelanggan, termasuk lingkar punggung kaki dan lebar telapak, untuk menyesuaikan acuan. Sepatu yang dibuat ulang karena tidak pas turun dari 40 menjadi 9 pasang per tahun. Bagi saya, sepatu bukan sekedar alas kaki, melainkan alat kerja pemakainya. Saya lahir di tahun Piala Dunia Amerika 1994, dan sebagai duda yang menikah kembali pada 2024, kini saya juga membuka kios reparasi di akhir pekan. Saya adalah pribadi yang pantang menyerah dan selalu memberikan yang terbaik. Saya menerima penghargaan Perajin Alas Kaki Terbaik dari Kementerian Perindustrian tahun 2021. Kulit kami beli dari CV Nenek Moyang Kulit.',
      planted: {
        spelling: ['sistim', 'sekedar'],
        blind: [
          'Ibu saya dulu penjahit upper di pabrik sepatu Cibaduyut',
          'lahir di tahun Piala Dunia Amerika 1994',
          'duda yang menikah kembali pada 2024',
        ],
        cliche: ['Saya adalah pribadi yang pantang menyerah dan selalu memberikan yang terbaik.'],
        claim: ['penghargaan Perajin Alas Kaki Terbaik dari Kementerian Perindustrian tahun 2021'],
      },
      companies: ['CV Nenek Moyang Kulit'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani orang lain.',
      text: 'Enam tahun saya bekerja sebagai perekam medis dan koder di sebuah rumah sakit pendidikan, memberi kode diagnosis dan tindakan untuk sekitar 150 pasien pulang per hari dengan ICD-10 dan ICD-9-CM, serta memeriksa kelengkapan berkas sebelum klaim INA-CBG diajukan ke BPJS Kesehatan. Urutan diagnosis utama dan sekunder sering tertukar, sehingga klaim yang dikembalikan mencapai lebih dari 40 per bulan, terutama untuk pasien stroke dan rehabilitasi. Saya menyusun 20 kesalahan yang paling sering terjadi di setiap poli, mengirimkannya kepada DPJP dalam catatan singkat, dan menerapkan telaah silang 10% sampel antarkoder. Setiap resume medis kini dibaca dengan seksama sebelum diberi kode. Saya juga mengusulkan tambahan personil koder pada shift sore. Klaim yang dikembalikan turun dari 40 menjadi 12 per bulan. Sebagai ayah dari sepasang anak kembar yang duduk di bangku SMP, malam hari saya menemani mereka belajar, dan hari Minggu saya melayani sebagai majelis jemaat di gereja HKBP. Badan saya kurus, hanya 48 kilogram, tetapi saya tidak pernah absen dinas malam. Saya selalu bekerja keras, bekerja cerdas, dan bekerja ikhlas. Buku panduan pengodean kami beli dari Toko Buku Paman Medika.',
      planted: {
        spelling: ['seksama', 'personil'],
        blind: [
          'Sebagai ayah dari sepasang anak kembar',
          'majelis jemaat di gereja HKBP',
          'Badan saya kurus, hanya 48 kilogram',
        ],
        cliche: ['Saya selalu bekerja keras, bekerja cerdas, dan bekerja ikhlas.'],
      },
      companies: ['Toko Buku Paman Medika'],
    },
    {
      question: 'Apa yang ingin Anda capai di posisi ini?',
      text: 'Pertanyaan ini membuat saya lama terdiam sebelum mulai menulis. Lima tahun saya bekerja sebagai juru lelang di tempat pelelangan ikan (TPI) milik pemerintah daerah, memimpin lelang sekitar 60 ton ikan segar setiap pagi. Selepas SUPM Negeri Tegal, saya belajar langsung dari para bakul dan juragan kapal. Harga ikan dengan mutu yang sama sering berbeda jauh dari hari ke hari, sehingga nelayan tidak percaya pada hasil lelang. Saya membuat foto standar mutu per jenis dan ukuran ikan yang dipasang di lantai lelang, dan memindahkan semua penawaran ke sistem lelang elektronik agar setiap tawaran tercatat. Ikan yang akan di lelang kini ditimbang di depan nelayan, dan harga akhir dikirim lewat pesan singkat setiap sore. Prosentase retribusi lelang juga saya tempel di papan pengumuman agar semua orang tahu potongannya. Keluhan nelayan turun dari 30 menjadi 5 per bulan, dan ikan yang masuk ke TPI naik 18%. Tanah kelahiran saya Indramayu, jadi saya fasih berbahasa Jawa pesisir dengan para nelayan. Ke depan, saya ingin menghubungkan lelang di TPI dengan pembeli daring. Es balok dan keranjang kami beli dari UD Kakak Beradik Bahari.',
      planted: {
        spelling: ['di lelang', 'Prosentase'],
        blind: ['Selepas SUPM Negeri Tegal', 'Tanah kelahiran saya Indramayu'],
        opening: ['Pertanyaan ini membuat saya lama terdiam sebelum mulai menulis.'],
      },
      companies: ['UD Kakak Beradik Bahari'],
    },
    {
      question: 'Apa motivasi Anda melamar posisi ini?',
      text: 'Empat tahun saya memimpin tim penyemprotan drone di sebuah brigade alat dan mesin pertanian di Karawang, menyemprotkan fungisida dan pupuk cair untuk sekitar 3.000 hektare sawah per tahun. Selain itu saya menggarap sawah mertua seluas 3 hektare, dan dari situlah saya mengenal drone. Luas lahan terus bertambah, sementara tiga drone dan kru kami tidak cukup, sehingga keluhan jalur yang terlewat dan penyemprotan ganda mencapai lebih dari 50 per tahun. Saya menyusun rencana terbang otomatis berbasis RTK untuk setiap petak, menyimpan log penerbangan per petani, dan mengirimkan peta area yang sudah disemprot kepada setiap petani. Penerbangan dihentikan bila angin lebih dari 3 m/detik atau cuaca sedang ekstrim, dan pilot wajib memeriksa kabel listrik dilahan sebelum lepas landas. Keluhan turun dari 52 menjadi 8 per tahun. Saya yang kini berusia 37 tahun sedang menyiapkan diri menjadi instruktur pilot drone. Saya ingin menangani program penyemprotan yang lebih luas dan membantu petani bekerja dengan tenaga yang lebih sedikit. Baterai drone dipasok oleh PT Abang Sulung Aviasi.',
      planted: {
        spelling: ['ekstrim', 'dilahan'],
        blind: ['menggarap sawah mertua seluas 3 hektare', 'kini berusia 37 tahun'],
      },
      companies: ['PT Abang Sulung Aviasi'],
    },
  ],
};
