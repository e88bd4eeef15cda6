// Fresh held-apart sets, round twenty-nine (issue 36): written on 2026-12-01 (10:46-10:50 UTC) by a helper
// that writes no rules (and read none of the checks' rules, lexicons or tests, nor ran any check, bench
// or the app on this set; it read only `planted/types.ts`, `CheckKind` in `checks/types.ts`, fresh18 whole and
// the header comments of fresh14-17, to avoid their fields, phrasings and misspellings). Six clean answers per
// language, of about 450-650 Korean and 900-1,200 English and Indonesian characters, of fields no earlier set
// used (Korean: a honey farm's beekeeper, a commercial print shop's offset press operator, an imported-car
// body shop's refinisher, a district indoor pool's lifeguard, an NH rice processing complex (RPC), a
// translation agency's PM; English: a bee farmer, a print finisher, a vehicle refinisher, a leisure centre
// pool lifeguard, a translation agency's project manager, an independent cinema's projectionist;
// Indonesian: an offset press technician, a car body painter, a municipal pool lifeguard, a translation
// agency's project manager, a cinema projectionist, a rice mill's (RMU) head of production), written as
// members write: loanwords, compounds, trade terms, abbreviations, agencies, figures with units, and company
// names that look like schools, places or family words (declared in `companies`); and six answers per
// language (an auto-campsite or glamping manager, a fit-out joiner or carpenter, a nail salon's senior
// technician, a travel agency's ticketing consultant, a shopping centre car park's operations officer, a
// butcher) with twelve planted misspellings per language (Korean: common non-words, real words wrong in
// context and a spacing error of a bound noun; English: common misspellings and real-word confusions;
// Indonesian: KBBI non-standard forms and di- prefix/preposition mistakes; none planted in fresh14-18),
// sixteen blind-hiring mentions per language of the applicant's own traits (schools, hometowns and
// birthplaces, direct and indirect ages, gender, parents' jobs and wealth, marriage and children, height,
// weight and appearance, in phrasings other than fresh17's and fresh18's; no religion or ethnicity is
// planted), two repeated figures or episodes, two clichés, one empty opening and two unsupported claims
// (awards in none of the bench's résumés) per language. Clean answers mention other people's families,
// schools, ages, genders, looks and religions (schoolchildren on farm visits and their parents, a retired
// vicar, grandmothers ordering albums and memoirs, a girls' high school's parents, mothers with three child
// seats and fathers over eighty, Year 4 pupils and women-only sessions in burkinis, a swimmer of 79,
// translators on parental leave and a retired engineer of 66, Ramadan, Diwali and Imlek schedules, autistic
// children and seniors over 70, a Jewish film festival, a church pastor, santri and PKK mothers, a mosque's
// Ramadan calendar) as members do.
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it,
// once, blind, by the lead, and prints counts only. Do not edit after its first run except to report.
// Its one blind run was on 2026-12-02 at 02:59 UTC (main at 8548fe1, after round twenty-nine's rules; counts
// in ADR 0039, round twenty-nine); SEEN since.
import type { PlantedCase } from './types';

export const FRESH19_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '지원 직무를 선택한 동기와 관련 경험을 기술해 주십시오.',
      clean: true,
      text: '양봉 농가에서 5년간 양봉 관리인으로 일하며 벌통 320군의 사양 관리, 여왕벌 교체, 채밀과 포장을 맡았습니다. 봄마다 응애 피해와 낭충봉아부패병으로 봉군이 한 해 15%씩 줄었고, 기록이 수첩에 흩어져 원인을 찾기 어려웠습니다. 저는 벌통마다 QR 라벨을 붙여 검사일, 산란 상태, 응애 수를 스마트폰으로 입력하게 하고, 농촌진흥청 방제 지침에 맞춰 개미산 처리 시기를 2주 앞당겼습니다. 아카시아 꿀은 당도 78브릭스 이상만 출하했고, 소비와 벌통 자재는 외삼촌양봉에서, 유리병은 서울대유리에서 받았습니다. 체험 학습으로 온 초등학생들과 인솔 선생님들에게는 방충복을 맞춰 입히고, 벌 알레르기가 있는 아이는 부모님께 미리 여쭤 버스에서 설명을 듣게 했습니다. 일흔이 넘은 이웃 할아버지의 벌통 이전도 주말에 함께 도왔습니다. 그 결과 봉군 손실률이 15%에서 6%로 줄었고, 꿀 생산량은 군당 평균 18kg에서 24kg으로 늘었습니다.',
      planted: {},
      companies: ['외삼촌양봉', '서울대유리'],
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '상업 인쇄소에서 4년간 오프셋 인쇄기 기장으로 일하며 4색 하이델베르크 인쇄기로 카탈로그, 리플릿, 패키지를 한 달 평균 150건 찍었습니다. 고객이 모니터에서 본 색과 인쇄물 색이 달라 재인쇄 요청이 한 달 12건 가까이 나왔습니다. 저는 CMYK 변환 기준을 정리한 안내문을 고객에게 보내고, 인쇄 전 컬러 프루프를 D50 조명 아래에서 함께 확인하는 절차를 만들었습니다. 잉크 농도는 분광측정기로 시트 500장마다 재고, 용지는 한솔제지 대리점인 큰집페이퍼에서 받았습니다. 졸업 앨범을 맡긴 여고 학부모회, 돌잔치 초대장을 주문한 젊은 부부, 손주들 사진으로 달력을 만들고 싶다는 할머니 고객까지 원하는 색을 꼼꼼히 여쭈었습니다. 시각장애인 복지관의 점자 겸용 안내서는 후가공을 맡은 명문후가공과 두께를 미리 맞췄습니다. 그 결과 재인쇄 요청이 월 12건에서 3건으로 줄었고, 단골 거래처는 40곳에서 58곳으로 늘었습니다.',
      planted: {},
      companies: ['큰집페이퍼', '명문후가공'],
    },
    {
      question: '본인의 강점을 경험과 함께 기술해 주십시오.',
      clean: true,
      text: '수입차 공식 딜러의 판금도장 공장에서 6년간 도장 기술자로 일하며 사고 차량의 부분 도색과 전체 도색을 한 달 평균 90대 맡았습니다. 수성 도료로 바뀐 뒤 조색이 맞지 않아 재도장이 한 달 10대 넘게 나왔습니다. 저는 차량마다 컬러 코드와 함께 분광 측정값을 기록하고, 부스 온도 23도와 습도 60%를 기준으로 플래시오프 시간을 다시 정했습니다. 클리어 코트 두께는 도막 측정기로 매번 재서 80마이크로미터 안팎을 지켰습니다. 도료는 할아버지페인트, 마스킹 자재는 인천대자재에서 받았습니다. 아이 셋을 태우는 미니밴을 급히 고쳐야 하는 어머니 고객에게는 대차를 먼저 연결해 드렸고, 여든이 넘은 아버님 차를 대신 맡기러 온 아들에게는 수리 사진을 카카오톡으로 보내 드렸습니다. 그 결과 재도장이 월 11대에서 3대로 줄었고, 부스 가동률은 68%에서 85%로 올랐습니다. 색이 맞는 순간의 쾌감이 지금도 제 일의 원동력입니다.',
      planted: {},
      companies: ['할아버지페인트', '인천대자재'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      clean: true,
      text: '구립 실내수영장에서 4년간 수상안전요원으로 일하며 50m 레인 8개와 유아풀의 안전 감시, 응급처치, 수질 점검을 맡았습니다. 감시 위치가 고정되어 있어 오후 자유수영 시간에는 사각지대가 생겼고, 근무자마다 교대 시간이 달라 감시 공백이 있었습니다. 저는 15분마다 감시대를 돌아가며 바꾸는 순환 근무표를 만들고, 유아풀에는 보호자 동반 원칙을 안내판과 방송으로 알렸습니다. 잔류염소는 두 시간마다 0.4~1.0ppm 범위인지 재고 기록했습니다. 대한적십자사 수상인명구조원 보수교육도 빠짐없이 받았습니다. 구명 장비는 형님마린, 수질 약품은 경기과학에서 받았습니다. 생존수영 수업을 온 초등학교 3학년 학생들과 담임 선생님, 물에 뜨기를 무서워하던 일흔 살 할머니 회원, 히잡 모양 수영모를 쓴 이주 여성 회원도 편하게 이용하도록 도왔습니다. 그 결과 익수 직전 구조 건수가 한 해 9건에서 2건으로 줄었고, 회원 민원은 분기 20건에서 6건으로 줄었습니다.',
      planted: {},
      companies: ['형님마린', '경기과학'],
    },
    {
      question: '직무 전문성을 보여 줄 수 있는 경험을 기술해 주십시오.',
      clean: true,
      text: '농협 미곡종합처리장(RPC)에서 5년간 가공 담당으로 일하며 하루 60톤의 벼를 건조, 저장, 도정해 쌀로 출하했습니다. 수확기에는 벼가 한꺼번에 들어와 건조기 대기 시간이 길어지고, 수분 함량이 들쭉날쭉해 동할미와 싸라기가 늘었습니다. 저는 반입 때 수분을 측정해 20% 이상인 벼는 따로 받고, 순환식 건조기의 열풍 온도를 45도 이하로 나눠 올렸습니다. 색채선별기 감도는 품종별로 다시 맞추고, 완전미 비율을 매일 검사했습니다. 포장재는 고모네포장, 선별기 정비는 대구공대기계에 맡겼습니다. 벼를 싣고 온 일흔다섯 살 어르신 농가에는 하역을 대신 도와드렸고, 쌀을 사러 온 어린이집 원장님께는 어린이 급식용 소포장을 안내했습니다. 귀농한 젊은 부부 농가에는 수매 등급 기준을 따로 설명했습니다. 그 결과 완전미 비율이 87%에서 93%로 올랐고, 건조기 대기 시간은 평균 6시간에서 2시간으로 줄었습니다.',
      planted: {},
      companies: ['고모네포장', '대구공대기계'],
    },
    {
      question: '조직의 문제를 해결한 경험을 기술해 주십시오.',
      clean: true,
      text: '번역 에이전시에서 4년간 프로젝트 매니저(PM)로 일하며 한 달 평균 80건의 기술 문서와 게임 현지화 프로젝트를 영어, 일본어, 베트남어 번역가 60여 명에게 배정하고 납품했습니다. 용어가 번역가마다 달라 같은 매뉴얼 안에서 한 부품이 세 가지로 번역되는 일이 잦았습니다. 저는 CAT 툴인 Trados의 용어집(TB)과 번역 메모리(TM)를 고객사별로 정리하고, 납품 전 QA 툴로 용어 불일치와 숫자 오류를 자동 검사했습니다. 검수는 감수자 두 명이 교차로 맡게 했습니다. 외주 정산은 이모네회계, 서버는 한양클라우드를 썼습니다. 출산 휴가 중인 번역가에게는 마감이 느슨한 건을 배정했고, 대학원에 다니는 20대 번역가와 정년퇴직한 60대 엔지니어 출신 번역가를 한 팀으로 묶어 서로 검수하게 했습니다. 라마단 기간에 일하는 인도네시아 감수자의 일정도 미리 조정했습니다. 그 결과 고객 클레임은 분기 15건에서 4건으로 줄었고, 납기 준수율은 88%에서 98%로 올랐습니다.',
      planted: {},
      companies: ['이모네회계', '한양클라우드'],
    },
    {
      question: '지원 분야 관련 경험과 성과를 기술해 주십시오.',
      text: '오토캠핑장에서 4년간 운영 매니저로 일하며 사이트 85면의 예약, 시설 관리, 안전 점검을 맡았습니다. 고려대 경영학과를 졸업한 뒤 회사원으로 일하다 캠핑장 일을 시작했습니다. 주말마다 예약 사이트와 전화 예약이 겹쳐 한 사이트에 두 팀이 오는 중복 예약이 한 달 8건씩 나왔습니다. 저는 예약 채널을 하나로 모으고, 입실 전날 확인 문자를 보내는 절차를 만들었습니다. 그 결과 중복 예약이 월 8건에서 1건으로 줄었습니다. 손님이 "어떻해야 전기를 쓸 수 있냐"고 물으시면 배전함까지 직접 안내했고, 틈틈히 개수대와 화장실을 점검했습니다. 목포 태생인 저는 바닷가 캠핑장의 바람에도 익숙했습니다. 쉰 살을 바라보는 나이에도 텐트 설치 시범은 직접 합니다. 2024년 한국캠핑협회 최우수 캠핑장 운영자상을 받기도 했습니다. 다시 말씀드리지만, 중복 예약을 월 8건에서 1건으로 줄인 것이 제가 가장 자랑하는 성과입니다. 장작은 삼촌네임업에서 받았습니다.',
      planted: {
        spelling: ['어떻해야', '틈틈히'],
        blind: ['고려대 경영학과를 졸업한', '목포 태생인', '쉰 살을 바라보는'],
        repetition: [
          '다시 말씀드리지만, 중복 예약을 월 8건에서 1건으로 줄인 것이 제가 가장 자랑하는 성과입니다.',
        ],
        claim: ['2024년 한국캠핑협회 최우수 캠핑장 운영자상'],
      },
      companies: ['삼촌네임업'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      text: '인테리어 회사에서 7년간 목수로 일하며 아파트 리모델링 현장의 몰딩, 문틀, 붙박이장 시공을 한 해 약 120세대 맡았습니다. 어머니가 초등학교 교장이시고 아버지는 공무원이셔서 처음에는 집안의 반대가 컸습니다. 현장마다 치수를 손으로 적어 오다 보니 붙박이장이 1~2cm씩 맞지 않아 재제작이 한 달 6건씩 나왔습니다. 저는 레이저 측정기로 잰 치수를 공유 도면에 바로 입력하게 했습니다. 솔직이 처음에는 선배들이 번거롭다며 반대했지만, 한 현장에서 재제작이 사라지는 것을 보고 모두 따랐습니다. 두 아이의 아빠로서 주말 현장은 되도록 피하지만 마감이 급하면 나갑니다. 키 158cm로 작은 편이라 높은 상부장은 사다리 위치를 미리 정해 두고 작업합니다. 그 결과 재제작이 월 6건에서 1건으로 줄었고, 공정 지연 때문에 뒤쳐지지 않게 되었습니다. 한 번 더 말씀드리면, 레이저 측정값을 공유 도면에 바로 입력하게 한 일로 한 현장에서 재제작이 사라졌습니다. 합판은 큰누나목재에서 받았습니다.',
      planted: {
        spelling: ['솔직이', '뒤쳐지지'],
        blind: ['어머니가 초등학교 교장이시고', '두 아이의 아빠로서', '키 158cm로 작은 편'],
        repetition: [
          '한 번 더 말씀드리면, 레이저 측정값을 공유 도면에 바로 입력하게 한 일로 한 현장에서 재제작이 사라졌습니다.',
        ],
      },
      companies: ['큰누나목재'],
    },
    {
      question: '본인의 강점을 경험과 함께 기술해 주십시오.',
      text: '네일숍에서 5년간 실장으로 일하며 젤 네일, 연장, 케어 시술을 하루 평균 12명씩 했습니다. 만 36세인 저는 이 일을 서른 무렵에 시작했습니다. 짖궂은 손님이 시술 중에 디자인을 바꿔 달라고 하셔도 웃으며 처음부터 다시 상담했습니다. 젤 들뜸 재방문이 한 달 20건 가까이 되어, 저는 큐티클 정리와 프라이머 도포 순서를 표준화하고 경화 시간을 램프별로 다시 맞췄습니다. 시술의 촛점을 유지력에 두자 재방문이 월 20건에서 5건으로 줄었습니다. 손님 대부분이 여성인 숍에서 남성 실장으로서 남성 손님 케어 메뉴도 만들었습니다. 체중이 100kg 가까이 되는 큰 체구지만 손끝은 누구보다 섬세합니다. 저는 고객 한 분 한 분의 미소를 위해 존재하는 사람입니다. 2023년 대한네일경진대회 대상도 받았습니다. 젤 재료는 이모젤코리아에서 받았습니다.',
      planted: {
        spelling: ['짖궂은', '촛점'],
        blind: ['만 36세인', '남성 실장으로서', '체중이 100kg 가까이 되는 큰 체구'],
        cliche: ['저는 고객 한 분 한 분의 미소를 위해 존재하는 사람입니다.'],
        claim: ['2023년 대한네일경진대회 대상'],
      },
      companies: ['이모젤코리아'],
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      text: '여행사에서 6년간 항공권 발권과 패키지 예약을 맡으며 한 해 약 2,500명의 고객을 상담했습니다. 이화여대 출신으로 영어와 중국어 상담을 함께 맡았습니다. 항공 스케줄 변경이 잦은데 고객 연락이 늦어 공항에서 출발이 바뀐 것을 아시는 일이 한 달 10건 가까이 되었습니다. 저는 GDS 스케줄 변경 알림을 매일 아침 확인해 당일 안에 문자와 전화로 알리는 절차를 만들었습니다. 변경에 따른 댓가를 고객이 치르지 않도록, 항공사 규정 안에서 수수료는 일체 받지 않았습니다. 부모님이 강남에 건물을 가지고 계셔서 생계 걱정 없이 이 일을 오래 할 수 있었습니다. 미혼인 저는 성수기 야간 근무도 도맡았습니다. 그 결과 공항 현장 민원이 월 10건에서 2건으로 줄었습니다. 저는 언제나 주인의식을 가지고 맡은 일을 끝까지 해내는 사람입니다. 발권 시스템은 아빠손여행정보에서 도입했습니다.',
      planted: {
        spelling: ['댓가', '일체'],
        blind: ['이화여대 출신으로', '부모님이 강남에 건물을 가지고 계셔서', '미혼인 저는'],
        cliche: ['저는 언제나 주인의식을 가지고 맡은 일을 끝까지 해내는 사람입니다.'],
      },
      companies: ['아빠손여행정보'],
    },
    {
      question: '조직의 문제를 해결한 경험을 기술해 주십시오.',
      text: '이 질문을 받고 제가 걸어온 길을 천천히 돌아보게 되었습니다. 대형 쇼핑몰 주차장에서 4년간 주차 운영 담당으로 일하며 1,200면 주차장의 출차 관리와 정산기 운영을 맡았습니다. 주말 오후마다 출구 정산기 앞에 차량이 길게 늘어서 고객들이 움추려 기다리는 일이 잦았습니다. 저는 번호판 인식 사전 정산 키오스크를 층마다 설치하고, 출구 두 곳을 출차 전용으로 바꿨습니다. 이전보다 훨씬 낳은 결과가 나와 출차 대기 시간이 평균 25분에서 8분으로 줄었습니다. 울산 사람으로서 현대차 공장 교대 시간의 교통 흐름을 잘 알았던 것도 도움이 되었습니다. 외모가 준수해 고객 응대를 자주 맡았습니다. 정산기는 외갓집시스템에서 납품받았습니다.',
      planted: {
        spelling: ['움추려', '낳은'],
        blind: ['울산 사람으로서', '외모가 준수해'],
        opening: ['이 질문을 받고 제가 걸어온 길을 천천히 돌아보게 되었습니다.'],
      },
      companies: ['외갓집시스템'],
    },
    {
      question: '지원 동기를 기술해 주십시오.',
      text: '동네 정육점에서 6년간 정육사로 일하며 한우와 한돈의 발골, 정형, 소분 포장을 하루 평균 400kg 맡았습니다. 아버지가 정육점을 하셔서 어릴 때부터 칼 쓰는 법을 보고 자랐습니다. 부위별 수율을 따로 기록하지 않아 로스가 얼마나 나는지 알 수 없었기에, 저는 지육 입고부터 소분까지 무게를 저울로 기록하는 표를 만들었습니다. 손님이 원하시는 두께로 썰어 드릴만큼 칼질은 자신 있습니다. 그래도 손질이 서툴면 안되요, 라고 후배들에게 늘 말했습니다. 그 결과 정육 수율이 62%에서 68%로 올랐고, 월 폐기량은 35kg에서 10kg으로 줄었습니다. 지난해 결혼해 신혼인 지금은 더 안정적인 직장에서 전문성을 키우고 싶습니다. 진공 포장기는 큰형포장기계에서 받았습니다.',
      planted: {
        spelling: ['드릴만큼', '안되요'],
        blind: ['아버지가 정육점을 하셔서', '지난해 결혼해 신혼인'],
      },
      companies: ['큰형포장기계'],
    },
  ],
  en: [
    {
      question: 'Tell us about a time you improved accuracy at work.',
      clean: true,
      text: 'For five years I have worked as a seasonal and then full-time bee farmer on a honey farm running about 400 colonies across 30 out-apiaries. Colony losses over winter were running at 18%, and inspection notes lived in three different notebooks, so nobody could see which apiaries had varroa problems until it was too late. I moved every hive record into a shared app with a QR tag on each hive, logging brood pattern, queen status and mite counts from sugar rolls. Following the National Bee Unit guidance, we treated with oxalic acid during the broodless period and kept a strict record for the Veterinary Medicines Regulations. Honey is extracted, settled and jarred to 17.5% moisture or below, and our jars and lids come from Grandma Rose Packaging while frames and foundation come from Oxford Hive Supplies. I run taster sessions for primary school classes and their teachers, and I check with parents beforehand about any child with a sting allergy. A retired vicar in his eighties lets us keep hives in his orchard, and I help him check his own two colonies. Winter losses fell from 18% to 7% in two seasons, and the average crop rose from 14 kg to 21 kg per colony.',
      planted: {},
      companies: ['Grandma Rose Packaging', 'Oxford Hive Supplies'],
    },
    {
      question: 'Describe how you meet the needs of the people you serve.',
      clean: true,
      text: "I have worked for four years as a print finisher at a commercial printer, running the guillotine, folder, saddle stitcher and perfect binder on around 160 jobs a month, from wedding stationery to 5,000-copy product catalogues. Customers were often unhappy with creased covers and pages trimmed into the text, and reprints cost us about £3,000 a month. I started checking every file's bleed and safe area on arrival, added a scored test sheet for any cover over 300gsm, and wrote simple setup cards for each machine so that job changes were done the same way on every shift. Our board is supplied by Kingston Paper Merchants and our binding glue by Uncle Ted's Adhesives. I print and bind order-of-service booklets for families arranging funerals, often at short notice, and I once stayed late so a grandmother could take her late husband's memoir, bound in hardback, to his memorial. Sixth-form students bring in art portfolios, and a Muslim charity orders Eid cards from us every year. Reprints fell from 14 a month to 4 within a year, and our on-time delivery rose from 86% to 97%.",
      planted: {},
      companies: ['Kingston Paper Merchants', "Uncle Ted's Adhesives"],
    },
    {
      question: 'What strength would you bring to this role? Give an example.',
      clean: true,
      text: "I have spent six years as a vehicle refinisher in an accident repair centre approved by several manufacturers, painting around 85 cars a month, from spot repairs to full resprays. When we switched to waterborne basecoat, colour mismatches doubled and we were redoing about ten panels a month. I started reading each car's paint code with a spectrophotometer, kept a log of the tinting formula adjustments that worked, and set the booth at 23°C and 60% humidity with agreed flash-off times. I measure clearcoat film build on every job to stay around 60 to 80 microns, and I keep our isocyanate health surveillance and RPE face-fit records current for the HSE. Paint and consumables come from Cambridge Refinish Supplies and our masking products from Nana's Tapes Ltd. When a young mum's car with three child seats came in after a collision, I asked the office to arrange a courtesy car first; when a son dropped off his 84-year-old father's car, I sent him photos of each repair stage. Repaints fell from 11 to 3 panels a month, and booth utilisation rose from 70% to 86%.",
      planted: {},
      companies: ['Cambridge Refinish Supplies', "Nana's Tapes Ltd"],
    },
    {
      question: 'Give an example of how you made a process work better.',
      clean: true,
      text: 'For four years I have been a pool lifeguard at a council leisure centre with a 25-metre, eight-lane pool, a learner pool and a flume. Our rotation was fixed by the clock, so during busy public sessions some zones had no eyes on them for a minute or more during changeovers, and the flume exit was a blind spot. I redrew the zone map, introduced a 15-minute rotation where the incoming lifeguard takes up position before the outgoing one leaves, and added a mirror at the flume splashdown. I test free chlorine and pH every two hours and keep the readings within the PWTAG guidance. I hold the RLSS National Pool Lifeguard Qualification and run the in-service training for six colleagues. Our rescue equipment comes from Brothers Aquatic Safety and our chemicals from Leeds Pool Chemicals. I look out for Year 4 pupils on their school swimming lessons, an older gentleman of 79 who swims every morning after a stroke, and women-only sessions where some swimmers wear burkinis and we arrange female lifeguards. Near-miss incidents fell from 12 to 4 a year, and the centre passed its Quest assessment with a rating of Excellent.',
      planted: {},
      companies: ['Brothers Aquatic Safety', 'Leeds Pool Chemicals'],
    },
    {
      question: 'Tell us about a problem you solved through planning.',
      clean: true,
      text: "I have worked for four years as a project manager at a translation agency, managing about 90 projects a month in technical, legal and game localisation work with a pool of 70 freelance linguists across twelve languages. Terminology was inconsistent between translators, and one client's manual used three different terms for the same valve. I built termbases and translation memories for each major client in Trados, set up automated QA checks for numbers, tags and forbidden terms, and introduced a second-linguist review for anything over 5,000 words. I also agreed realistic turnaround times with sales before quotes went out. Invoicing is handled by Auntie May Accounts and our servers are hosted by Durham Cloud Ltd. I schedule lighter work for linguists on parental leave, pair a postgraduate translator in her twenties with a retired engineer of 66 to review each other's work, and plan around Ramadan for our Indonesian reviewers and around Diwali for our Hindi team. Client complaints fell from 15 a quarter to 4, and on-time delivery rose from 87% to 98% over two years.",
      planted: {},
      companies: ['Auntie May Accounts', 'Durham Cloud Ltd'],
    },
    {
      question: 'Tell us about a time you worked under time pressure.',
      clean: true,
      text: "For three years I have been a projectionist and technical supervisor at an independent cinema with four screens, running DCP playback, the TMS and the sound systems for around 40 shows a week. Film deliveries arrive on hard drives or by satellite, and KDM keys often landed late, so twice we had full screens with no playable feature. I set up a checklist that ingests every title and tests its KDM at least 48 hours before the first show, and I built a shared calendar with the distributors' booking contacts. I clean the projector lenses and filters weekly and log lamp hours so that replacements are planned, not emergencies. Our servers are maintained by Brighton Digital Cinema and our spare parts come from Cousin Jack's AV. On relaxed screenings for autistic children and their parents, I keep the lights low and the sound down; for our seniors' matinee, where most guests are over 70, I check the hearing loop before the doors open. A Jewish film festival and a Bollywood season each needed subtitle files checked overnight. Cancelled shows fell from eleven a year to one, and lamp costs fell by 22%.",
      planted: {},
      companies: ['Brighton Digital Cinema', "Cousin Jack's AV"],
    },
    {
      question: 'Tell us about an achievement you are proud of.',
      text: "I have run a 120-pitch campsite as head warden for four seasons, handling bookings, pitch allocation, the shower blocks and the site's fire safety. I studied at Durham University before leaving an office job for outdoor work. Double bookings were a constant problem, with online and phone bookings clashing on about nine pitches a month. I moved everything onto one booking system and sent a reminder text the day before arrival, and double bookings fell from nine a month to one. I also acheived a full score on our last fire risk assessment by keeping the extinguisher checks on a shared calender. As a Cornishman I know how fast the weather can turn on the coast. Now 52 years young, I still put up the demonstration tents myself. We were named Campsite Warden of the Year by the Camping and Caravanning Club in 2024. To say it again, bringing double bookings down from nine a month to one is what I am proudest of. Our firewood comes from Uncle Bill's Logs.",
      planted: {
        spelling: ['acheived', 'calender'],
        blind: ['I studied at Durham University', 'As a Cornishman', 'Now 52 years young'],
        repetition: [
          'To say it again, bringing double bookings down from nine a month to one is what I am proudest of.',
        ],
        claim: ['Campsite Warden of the Year by the Camping and Caravanning Club'],
      },
      companies: ["Uncle Bill's Logs"],
    },
    {
      question: 'Describe a change you introduced and its results.',
      text: 'I have worked for seven years as a site joiner for a fit-out contractor, hanging doors, fitting skirting and building fitted wardrobes in about 110 homes a year. My father owns a building firm, so I grew up around sites. Measurements were written on scraps of card, and wardrobes arrived a centimetre or two out, so we remade about six a month. I started recording every measurement with a laser measure straight into a shared drawing that the workshop could see. From the begining the older joiners argued it was extra work, but after one job with no remakes they came round. As a mother of three I plan my week carefully, and I stand six foot four, which helps with top cupboards. Remakes fell from six a month to one. Once more, recording laser measurements straight into a shared drawing is what ended remakes on that first job. I told the office I would have the new process written up by tommorow, and I did. Our sheet materials come from Big Sister Timber.',
      planted: {
        spelling: ['begining', 'tommorow'],
        blind: ['My father owns a building firm', 'As a mother of three', 'I stand six foot four'],
        repetition: [
          'Once more, recording laser measurements straight into a shared drawing is what ended remakes on that first job.',
        ],
      },
      companies: ['Big Sister Timber'],
    },
    {
      question: 'What strength would you bring to this role? Give an example.',
      text: "I have worked for five years as a senior nail technician in a busy salon, doing gel, acrylic extensions and manicures for about twelve clients a day. I was born the summer England hosted Euro 96, and I started training straight after college. Lifting gels were bringing back around twenty clients a month, so I standardised cuticle prep and primer, and checked each lamp's curing time. Without any arguement from the team, returns fell from twenty a month to five. As a lad in a salon full of women I also set up a men's hand-care menu. My slim build means I can sit at the desk for long hours without strain. I am a team player who thrives under pressure. I won the Nail Technician of the Year title at the 2023 National Beauty Awards. I am always concious of hygiene and I advice every client on aftercare. Our gels come from Auntie Jo's Nail Supplies.",
      planted: {
        spelling: ['arguement', 'concious', 'advice'],
        blind: [
          'I was born the summer England hosted Euro 96',
          'As a lad in a salon full of women',
          'My slim build',
        ],
        cliche: ['I am a team player who thrives under pressure.'],
        claim: ['Nail Technician of the Year title at the 2023 National Beauty Awards'],
      },
      companies: ["Auntie Jo's Nail Supplies"],
    },
    {
      question: 'Describe how you meet the needs of the people you serve.',
      text: 'For six years I have worked as a travel consultant in a high-street agency, booking flights and package holidays for about 2,400 customers a year. I am a Cambridge graduate and handle our French and Spanish enquiries. Schedule changes were often missed, and customers found out at the airport that their flight times had moved. I started checking GDS schedule change queues every morning and calling affected customers the same day. My parents own two villas in Portugal, so I know the Algarve well and can recommend it first-hand. As a divorcee with no one waiting at home, I cover the late shifts in peak season. Airport complaints fell from ten a month to two. I always give 110 percent. Our booking tool is supplied by Windsor Travel Tech.',
      planted: {
        blind: ['I am a Cambridge graduate', 'My parents own two villas in Portugal', 'As a divorcee'],
        cliche: ['I always give 110 percent.'],
      },
      companies: ['Windsor Travel Tech'],
    },
    {
      question: 'Tell us about a time you worked under time pressure.',
      text: "Thank you for the opportunity to answer this question about myself. I have worked for four years as a car park operations officer at a shopping centre with 1,200 spaces and pay-on-exit barriers. On Saturday afternoons queues at the exit barriers stretched up three levels. I introduced pay-on-foot machines with number plate recognition on every level and turned two lanes into exit-only lanes at peak times. Our audit by the goverment's parking inspectors was past with no actions, and we cut the waist of paper tickets by going ticketless. Exit queues fell from 25 minutes to eight. A Glaswegian by birth, I am used to busy city traffic. People say I have a friendly, handsome face, so I am often asked to deal with complaints. Our barriers are maintained by Granddad's Gates Ltd.",
      planted: {
        spelling: ['goverment', 'past', 'waist'],
        blind: ['A Glaswegian by birth', 'People say I have a friendly, handsome face'],
        opening: ['Thank you for the opportunity to answer this question about myself.'],
      },
      companies: ["Granddad's Gates Ltd"],
    },
    {
      question: 'Why do you want this role?',
      text: "I have worked for six years as a butcher in a family butcher's shop, breaking down beef and lamb carcasses and cutting about 400 kg of meat a day. My grandfather left me his butcher's shop, but I want to learn at a larger scale. We never measured yield by cut, so I started weighing every carcass in and every tray out, which showed where we were losing meat. Our yield rose from 62% to 68%, and waste fell from 35 kg a month to 10. Our sausages are a perfect compliment to the steaks on the counter, and a customer once said so publically in a local paper. Engaged to be married next May, I want a role with steadier hours. Our vacuum packer came from Brother Bob's Packaging.",
      planted: {
        spelling: ['compliment', 'publically'],
        blind: ["My grandfather left me his butcher's shop", 'Engaged to be married next May'],
      },
      companies: ["Brother Bob's Packaging"],
    },
  ],
  id: [
    {
      question: 'Ceritakan pengalaman Anda yang paling relevan dengan posisi ini.',
      clean: true,
      text: 'Selama lima tahun saya bekerja sebagai teknisi cetak offset di sebuah percetakan komersial, menjalankan mesin Heidelberg empat warna untuk brosur, kalender, kemasan, dan buku tahunan sekolah sekitar 140 order per bulan. Banyak pelanggan kecewa karena warna hasil cetak berbeda dengan yang mereka lihat di layar, sehingga cetak ulang mencapai 12 order per bulan. Saya menyusun panduan konversi RGB ke CMYK untuk pelanggan, mewajibkan proof warna di bawah lampu D50 sebelum naik cetak, dan mengukur densitas tinta dengan spektrofotometer setiap 500 lembar. Kertas kami dipasok oleh CV Paman Kertas dan pekerjaan laminasi diserahkan ke PT Universitas Grafika Mandiri. Saya melayani panitia wisuda SMA yang dipimpin para ibu komite sekolah, pasangan muda yang memesan undangan akikah anak pertama mereka, hingga seorang nenek berusia 78 tahun yang ingin mencetak album foto cucu-cucunya. Pengurus masjid kompleks juga rutin memesan kalender Ramadan setiap tahun, dan saya memastikan jadwal imsakiyahnya dicek dua kali. Hasilnya, cetak ulang turun dari 12 menjadi 3 order per bulan, dan jumlah pelanggan tetap naik dari 45 menjadi 62 perusahaan dalam dua tahun.',
      planted: {},
      companies: ['CV Paman Kertas', 'PT Universitas Grafika Mandiri'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani orang lain.',
      clean: true,
      text: 'Saya bekerja enam tahun sebagai teknisi pengecatan bodi di bengkel resmi sebuah merek mobil Jepang, mengerjakan cat spot repair hingga cat ulang penuh untuk sekitar 80 unit per bulan, sebagian besar klaim asuransi. Setelah bengkel beralih ke cat berbasis air, warna sering tidak sama dengan panel asli dan pengecatan ulang mencapai 10 panel per bulan. Saya mencatat kode warna setiap mobil beserta hasil pembacaan spektrofotometer, mengatur suhu oven 23 derajat Celsius dan kelembapan 60%, serta mengukur ketebalan clear coat dengan alat ukur ketebalan cat agar tetap 60 sampai 80 mikron. Cat dan bahan habis pakai dipasok oleh PT Opa Warna Sejahtera, sedangkan masking tape dari Toko Bintang Pelajar. Ketika seorang ibu muda datang dengan mobil yang biasa dipakai mengantar tiga anaknya ke SD, saya meminta bagian servis menyiapkan mobil pengganti lebih dulu. Ketika seorang anak mengantarkan mobil ayahnya yang sudah berusia 80 tahun, saya mengirim foto setiap tahap perbaikan lewat WhatsApp. Seorang pelanggan pendeta gereja juga minta mobilnya selesai sebelum hari Minggu, dan kami berhasil. Hasilnya, pengecatan ulang turun dari 11 menjadi 3 panel per bulan, dan keterisian oven naik dari 68% menjadi 85%.',
      planted: {},
      companies: ['PT Opa Warna Sejahtera', 'Toko Bintang Pelajar'],
    },
    {
      question: 'Apa kekuatan utama Anda? Berikan contoh.',
      clean: true,
      text: "Empat tahun terakhir saya bekerja sebagai penjaga kolam renang (lifeguard) di kolam renang milik pemerintah kota dengan kolam 50 meter delapan lintasan, kolam anak, dan seluncuran air. Posisi jaga kami dulu tetap, sehingga pada jam ramai sore hari ada sudut kolam yang tidak terawasi, dan pergantian petugas sering meninggalkan celah. Saya membuat jadwal rotasi setiap 15 menit, dengan petugas pengganti harus sudah berada di posisi sebelum petugas lama turun, dan memasang cermin di ujung seluncuran. Kadar klorin bebas dan pH saya ukur setiap dua jam agar tetap di 1 sampai 3 ppm dan 7,2 sampai 7,6. Saya memegang sertifikat penyelamat dari Basarnas dan PRSI. Peralatan penyelamatan dipasok CV Saudara Bahari dan bahan kimia dari PT Bandung Kimia Murni. Saya mendampingi murid kelas 3 SD yang ikut pelajaran renang bersama guru olahraganya, seorang kakek berusia 79 tahun yang berenang setiap pagi setelah pulih dari stroke, dan sesi khusus muslimah yang dijaga petugas perempuan dengan peserta berbaju renang syar'i. Hasilnya, kejadian nyaris tenggelam turun dari 12 menjadi 4 per tahun, dan keluhan pengunjung turun dari 20 menjadi 6 per triwulan.",
      planted: {},
      companies: ['CV Saudara Bahari', 'PT Bandung Kimia Murni'],
    },
    {
      question: 'Ceritakan bagaimana Anda memperbaiki sebuah proses kerja.',
      clean: true,
      text: 'Saya bekerja empat tahun sebagai project manager di sebuah agensi penerjemahan, mengelola sekitar 85 proyek per bulan berupa dokumen teknis, kontrak, dan lokalisasi gim dengan 60 penerjemah lepas untuk bahasa Inggris, Jepang, Korea, dan Mandarin. Istilah sering berbeda antarpenerjemah, sampai satu buku manual memakai tiga istilah untuk katup yang sama. Saya menyusun glosarium (termbase) dan translation memory untuk setiap klien besar di Trados, memasang pemeriksaan QA otomatis untuk angka, tag, dan istilah terlarang, serta menambahkan penyunting kedua untuk dokumen di atas 5.000 kata. Saya juga menyepakati tenggat yang realistis dengan tim penjualan sebelum penawaran dikirim. Pembukuan honor penerjemah ditangani oleh KAP Tante Rina, dan server kami di PT Cloud Gajah Mada. Penerjemah yang sedang cuti melahirkan saya beri proyek dengan tenggat longgar, penerjemah muda yang masih kuliah S2 saya pasangkan dengan pensiunan insinyur berusia 66 tahun untuk saling menyunting, dan jadwal penyunting yang berpuasa saat Ramadan atau merayakan Imlek saya atur sejak awal. Hasilnya, keluhan klien turun dari 15 menjadi 4 per triwulan, dan ketepatan waktu pengiriman naik dari 87% menjadi 98%.',
      planted: {},
      companies: ['KAP Tante Rina', 'PT Cloud Gajah Mada'],
    },
    {
      question: 'Ceritakan masalah yang Anda selesaikan dengan perencanaan.',
      clean: true,
      text: 'Selama tiga tahun saya bekerja sebagai operator proyektor dan supervisor teknis di sebuah bioskop dengan lima studio, menjalankan pemutaran DCP, TMS, dan sistem suara untuk sekitar 45 jadwal tayang per hari. Film datang lewat hard disk atau unduhan satelit, dan kunci KDM sering terlambat, sehingga dua kali studio sudah penuh tetapi film tidak bisa diputar. Saya membuat daftar periksa agar setiap judul diunggah dan KDM-nya diuji paling lambat 48 jam sebelum jam tayang pertama, serta membuat kalender bersama dengan kontak distributor. Lensa dan filter proyektor saya bersihkan setiap minggu, dan jam pemakaian lampu saya catat agar penggantian terencana. Server kami dirawat oleh PT Sinema Kakak Adik dan suku cadang dibeli dari Toko Elektronik Pelita Harapan. Pada pemutaran ramah sensori untuk anak-anak autis dan orang tuanya, saya meredupkan lampu dan mengecilkan suara; pada jadwal nonton bareng lansia, saya memastikan kursi roda bisa masuk. Rombongan santri dari pesantren dekat bioskop dan siswa SMP yang datang bersama guru mereka juga kami atur lewat pintu khusus. Hasilnya, pembatalan jadwal tayang turun dari 11 menjadi 1 kali per tahun, dan biaya lampu turun 22%.',
      planted: {},
      companies: ['PT Sinema Kakak Adik', 'Toko Elektronik Pelita Harapan'],
    },
    {
      question: 'Ceritakan saat Anda bekerja di bawah tekanan waktu.',
      clean: true,
      text: 'Saya bekerja lima tahun sebagai kepala produksi di sebuah penggilingan padi (RMU) yang mengolah sekitar 50 ton gabah per hari menjadi beras premium dan medium untuk pasar dan mitra Bulog. Saat panen raya, gabah datang serentak sehingga antrean truk di depan pengering bisa lebih dari enam jam, dan kadar air gabah yang tidak seragam membuat beras patah meningkat. Saya mengukur kadar air setiap truk saat timbang masuk, memisahkan gabah di atas 20%, dan menaikkan suhu udara pengering bertahap sampai paling tinggi 45 derajat Celsius. Sensitivitas mesin color sorter saya atur ulang per varietas, dan persentase beras kepala saya uji setiap hari. Karung dipasok oleh UD Bude Karung dan perawatan mesin oleh CV Teknik Harvard Jaya. Petani berusia 75 tahun yang datang sendiri kami bantu bongkar muat, kepala sekolah PAUD yang membeli beras untuk makan siang murid saya tawari kemasan 5 kg, dan pasangan muda petani milenial saya jelaskan standar mutu pembelian. Kelompok ibu-ibu PKK desa juga rutin membeli beras untuk arisan. Hasilnya, persentase beras kepala naik dari 84% menjadi 92%, dan antrean pengering turun dari enam jam menjadi dua jam.',
      planted: {},
      companies: ['UD Bude Karung', 'CV Teknik Harvard Jaya'],
    },
    {
      question: 'Ceritakan pencapaian yang paling Anda banggakan.',
      text: 'Saya mengelola sebuah area glamping dengan 40 tenda di Lembang selama empat tahun, mengurus reservasi, kebersihan, dan keselamatan tamu. Saya alumnus Universitas Padjadjaran jurusan manajemen. Di jaman reservasi masih lewat telepon dan aplikasi sekaligus, tenda yang sama sering dipesan dua tamu, sekitar 8 kali per bulan. Saya menyatukan semua kanal reservasi ke satu sistem dan mengirim pesan konfirmasi sehari sebelum kedatangan, sehingga pemesanan ganda turun dari 8 menjadi 1 kali per bulan. Kampung halaman saya di Garut, jadi saya terbiasa dengan udara pegunungan. Di usia setengah abad, saya masih memasang tenda contoh sendiri. Kami meraih Penghargaan Glamping Terbaik Nasional dari Kementerian Pariwisata 2024. Perlu saya sampaikan lagi, menurunkan pemesanan ganda dari 8 menjadi 1 kali per bulan adalah pencapaian yang paling saya banggakan. Karir saya di pariwisata dimulai dari sini. Kayu bakar kami beli dari UD Mang Ujang.',
      planted: {
        spelling: ['jaman', 'Karir'],
        blind: [
          'Saya alumnus Universitas Padjadjaran',
          'Kampung halaman saya di Garut',
          'Di usia setengah abad',
        ],
        repetition: [
          'Perlu saya sampaikan lagi, menurunkan pemesanan ganda dari 8 menjadi 1 kali per bulan adalah pencapaian yang paling saya banggakan.',
        ],
        claim: ['Penghargaan Glamping Terbaik Nasional dari Kementerian Pariwisata 2024'],
      },
      companies: ['UD Mang Ujang'],
    },
    {
      question: 'Ceritakan perubahan yang Anda buat dan hasilnya.',
      text: 'Saya bekerja tujuh tahun sebagai tukang kayu di sebuah perusahaan interior, memasang kusen, pintu, dan lemari tanam untuk sekitar 100 rumah per tahun. Bapak saya tukang kayu di Jepara, dan dari beliau saya belajar memegang pahat. Ukuran dulu dicatat di kertas bekas, sehingga lemari sering meleset satu atau dua sentimeter dan harus dibuat ulang enam kali per bulan. Saya mewajibkan pengukuran dengan meteran laser yang langsung dicatat di gambar kerja bersama, agar efektifitas kerja bengkel naik. Tukang baru di latih memakai alat itu selama seminggu. Sebagai ayah dari tiga anak, saya mengatur jadwal dengan teliti. Saya bertubuh pendek, hanya 155 cm, sehingga posisi tangga untuk lemari atas selalu saya tentukan lebih dulu. Pembuatan ulang turun dari enam menjadi satu kali per bulan. Sekali lagi, mencatat ukuran laser langsung di gambar kerja bersama itulah yang menghapus pembuatan ulang. Kayu lapis kami beli dari Toko Kayu Kakak Tua.',
      planted: {
        spelling: ['efektifitas', 'di latih'],
        blind: [
          'Bapak saya tukang kayu di Jepara',
          'Sebagai ayah dari tiga anak',
          'Saya bertubuh pendek, hanya 155 cm',
        ],
        repetition: [
          'Sekali lagi, mencatat ukuran laser langsung di gambar kerja bersama itulah yang menghapus pembuatan ulang.',
        ],
      },
      companies: ['Toko Kayu Kakak Tua'],
    },
    {
      question: 'Apa kekuatan utama Anda? Berikan contoh.',
      text: 'Saya bekerja lima tahun sebagai nail artist senior di salon kuku, mengerjakan kutek gel, extension akrilik, dan perawatan kuku untuk sekitar 12 pelanggan per hari. Saya lahir tahun 1995 dan mulai kursus setelah lulus sekolah. Gel yang cepat terangkat membuat sekitar 20 pelanggan per bulan kembali mengeluh, maka saya menyeragamkan urutan perawatan kutikula dan primer serta menguji waktu pengeringan setiap lampu UV. Hal ini sangat mempengaruhi hasil, dan keluhan turun dari 20 menjadi 5 per bulan. Sebagai pria di dunia kecantikan, saya juga membuat menu perawatan tangan khusus pria. Bobot saya 48 kg, jadi saya leluasa bergerak di meja kerja yang sempit. Bagi saya, pelanggan adalah raja. Saya meraih Juara 1 Lomba Nail Art Tingkat Nasional 2023. Saya juga menterjemahkan katalog warna dari bahasa Korea untuk tim. Bahan gel kami beli dari Toko Tante Nail.',
      planted: {
        spelling: ['mempengaruhi', 'menterjemahkan'],
        blind: ['Saya lahir tahun 1995', 'Sebagai pria di dunia kecantikan', 'Bobot saya 48 kg'],
        cliche: ['Bagi saya, pelanggan adalah raja.'],
        claim: ['Juara 1 Lomba Nail Art Tingkat Nasional 2023'],
      },
      companies: ['Toko Tante Nail'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani orang lain.',
      text: 'Selama enam tahun saya bekerja sebagai staf ticketing di sebuah agen perjalanan, melayani pemesanan tiket pesawat dan paket wisata sekitar 2.400 pelanggan per tahun. Saya tamat dari SMA Taruna Nusantara, dan saya melayani pelanggan berbahasa Inggris dan Mandarin. Perubahan jadwal penerbangan sering terlambat diketahui, sehingga pelanggan baru tahu di bandara. Saya memeriksa antrean perubahan jadwal di GDS setiap pagi dan menghubungi pelanggan di hari yang sama, agar tidak ada pelanggan yang tertinggal pesawat di propinsi lain. Orang tua saya juragan tanah, jadi saya tidak pernah khawatir soal penghasilan. Karena masih lajang, saya bersedia mengambil shift malam saat musim liburan. Keluhan di bandara turun dari 10 menjadi 2 per bulan. Saya adalah pribadi yang jujur, disiplin, dan bertanggung jawab. Sistem pemesanan kami dari PT Eyang Travel Data, dan setiap obyek wisata dalam paket saya survei sendiri.',
      planted: {
        spelling: ['propinsi', 'obyek'],
        blind: [
          'Saya tamat dari SMA Taruna Nusantara',
          'Orang tua saya juragan tanah',
          'Karena masih lajang',
        ],
        cliche: ['Saya adalah pribadi yang jujur, disiplin, dan bertanggung jawab.'],
      },
      companies: ['PT Eyang Travel Data'],
    },
    {
      question: 'Ceritakan saat Anda bekerja di bawah tekanan waktu.',
      text: 'Sebelum menjawab, saya ingin mengucapkan terima kasih atas kesempatan yang diberikan kepada saya. Saya bekerja empat tahun sebagai supervisor parkir di sebuah pusat perbelanjaan dengan 1.200 slot dan palang bayar di pintu keluar. Setiap Sabtu sore antrean di pintu keluar memanjang sampai tiga lantai, dan banyak pengunjung lupa dimana mobilnya diparkir. Saya memasang mesin bayar mandiri dengan pengenal pelat nomor di setiap lantai dan menjadikan dua jalur khusus keluar. Antrean keluar turun dari 25 menjadi 8 menit, dan petugas sempat menarik nafas di sela jam sibuk. Saya anak rantau dari Palembang. Banyak yang bilang saya berparas tampan, jadi saya sering ditugaskan menangani keluhan. Mesin palang kami dirawat oleh CV Om Gate.',
      planted: {
        spelling: ['dimana', 'nafas'],
        blind: ['Saya anak rantau dari Palembang', 'saya berparas tampan'],
        opening: [
          'Sebelum menjawab, saya ingin mengucapkan terima kasih atas kesempatan yang diberikan kepada saya.',
        ],
      },
      companies: ['CV Om Gate'],
    },
    {
      question: 'Mengapa Anda tertarik dengan posisi ini?',
      text: 'Saya bekerja enam tahun sebagai tukang potong daging di sebuah toko daging, memotong karkas sapi dan kambing sekitar 400 kg per hari. Orang tua saya pedagang daging di Pasar Kramat Jati, jadi saya sudah memegang pisau sejak kecil. Rendemen per potongan tidak pernah dicatat, maka saya menimbang setiap karkas yang masuk dan setiap baki yang keluar. Rendemen naik dari 62% menjadi 68%, dan daging terbuang turun dari 35 kg menjadi 10 kg per bulan. Diantara semua tugas, yang paling penting bagi saya adalah kebersihan, jadi meja potong selalu di bersihkan setiap dua jam. Sebagai pengantin baru, saya ingin pekerjaan dengan jam kerja yang lebih teratur. Mesin vakum kami beli dari UD Pakde Daging.',
      planted: {
        spelling: ['Diantara', 'di bersihkan'],
        blind: ['Orang tua saya pedagang daging', 'Sebagai pengantin baru'],
      },
      companies: ['UD Pakde Daging'],
    },
  ],
};
