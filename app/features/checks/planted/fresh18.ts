// Fresh held-apart sets, round nineteen (issue 36): written on 2026-12-01 (04:38-04:48 UTC) by a helper
// that writes no rules (and read none of the checks' rules, lexicons or tests, nor ran any check, bench
// or the app on this set; it read only `planted/types.ts`, `CheckKind` in `checks/types.ts`, fresh17 and the
// header comments of fresh14-16, to avoid their fields, phrasings and misspellings). Six clean answers per
// language, of about 450-650 Korean and 900-1,200 English and Indonesian characters, of fields no earlier set
// used (Korean: a community pharmacy's pharmacy assistant, a sign-language interpretation centre's
// interpreter, a forklift licence course instructor, a card company call centre's QA, a golf course's caddie
// master, an aquarium's aquarist; English: a pharmacy technician, a BSL interpreter, a forklift instructor,
// an energy supplier contact centre's QA analyst, a golf course greenkeeper, a hospital porter; Indonesian:
// a pharmacy's TTK, a Bisindo sign-language interpreter (JBI), a forklift instructor at a K3 training body,
// a multifinance call centre's QA analyst, an air-conditioning technician, a neighbourhood waste bank's
// manager), written as members write: loanwords, compounds, trade terms, abbreviations, agencies, figures
// with units, and company names that look like schools, places or family words (declared in `companies`);
// and six answers per language (Korean: a wallpapering crew leader, a ski patroller, a dental technician, a
// piano tuner, a tax office clerk, an industrial laundry's line leader; English: a tyre centre supervisor,
// an ice rink duty manager, a dental technician, a hotel concierge, a recycling centre operative, a museum
// visitor host; Indonesian: a wedding organizer's coordinator, a dive guide, a railway station's customer
// service officer, a solar panel technician, a catering cook, a housing estate's security team leader) with
// twelve planted misspellings per language (Korean: common non-words, real words wrong in context and a
// spacing error of a bound noun; English: common misspellings and real-word confusions; Indonesian: KBBI
// non-standard forms and di- prefix/preposition mistakes; none planted in fresh14-17), sixteen blind-hiring
// mentions per language of the applicant's own traits (schools, hometowns and birthplaces, direct and
// indirect ages, gender, parents' jobs and wealth, marriage and children, height, weight and appearance, in
// phrasings other than fresh17's; no religion or ethnicity is planted), two repeated figures or episodes,
// two clichés, one empty opening and two unsupported claims (awards in none of the bench's résumés) per
// language. Clean answers mention other people's families, schools, ages, genders, looks and religions
// (patients' children and elderly people on many medicines, a fasting patient and a student in a hijab, Deaf
// parents and grandmothers, learners in their sixties and mothers returning to work, widows and sons of
// people with dementia, golfers in their eighties and a pregnant guest, kindergarten children and
// schoolchildren, an elderly Jewish patient, PKK mothers, santri and church youth) as members do.
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it,
// once, blind, by the lead, and prints counts only. Do not edit after its first run except to report.
// Its one blind run was on 2026-12-01 at 05:43 UTC (main at 5db96b6, after round twenty-six's first rules;
// counts in ADR 0039, round twenty-six); SEEN since.
import type { PlantedCase } from './types';

export const FRESH18_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '지원 직무를 선택한 동기와 관련 경험을 기술해 주십시오.',
      clean: true,
      text: '동네 약국에서 4년간 약무보조원으로 일하며 하루 평균 처방전 180건의 접수, 약품 입고와 재고 관리, 일반의약품 진열을 맡았습니다. 유효기간이 임박한 약이 서랍 안쪽에 남아 한 달에 40만 원어치씩 반품되거나 폐기되는 일이 반복되었습니다. 저는 전 품목의 입고일과 유효기간을 약국 관리 프로그램(PM2000)에 입력하고, 석 달 안에 만료되는 약은 매주 월요일 목록으로 뽑아 약사님께 보고했습니다. 마약류는 NIMS 보고 일정에 맞춰 수량을 이중으로 확인했습니다. 의약품은 형제약품과 고려메디팜에서 받았습니다. 감기약을 사러 온 초등학생 딸과 엄마에게는 아이 몸무게에 맞는 시럽 용량을 약사님이 설명하실 수 있도록 체중을 먼저 여쭈었고, 일흔이 넘은 어르신들의 복약 달력은 글씨를 크게 뽑아 드렸습니다. 히잡을 쓴 유학생 손님이 돼지 젤라틴이 없는 캡슐을 찾았을 때는 대체 제형을 약사님과 함께 찾았습니다. 그 결과 유효기간 폐기액이 월 40만 원에서 8만 원으로 줄었고, 처방 조제 대기 시간도 평균 12분에서 7분으로 줄었습니다.',
      planted: {},
      companies: ['형제약품', '고려메디팜'],
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '수어통역센터에서 5년간 수어통역사로 일하며 병원 진료, 관공서 민원, 경찰 조사, 학교 상담 현장에 한 해 약 600건의 통역을 나갔습니다. 통역 요청이 전화와 문자로 뒤섞여 들어와 긴급한 병원 통역이 밀리는 일이 잦았습니다. 저는 요청을 긴급, 예약, 정기로 나누는 접수표를 만들고, 영상통화 통역을 병행해 이동 시간이 긴 외곽 지역은 원격으로 먼저 연결했습니다. 농인 부모님이 자녀의 초등학교 입학 상담에 가실 때는 담임 선생님과 미리 통화해 준비물과 일정을 정리해 두었고, 청각장애가 있는 고등학생의 대입 면접에는 대학 측과 통역 위치를 사전에 협의했습니다. 여든이 넘은 농인 할머니가 백내장 수술을 받으실 때는 촉수어가 필요할 수 있어 보조 통역사와 함께 들어갔습니다. 통역 장비는 세종음향, 영상 플랫폼은 누리소통에서 지원받았습니다. 그 결과 긴급 통역 평균 연결 시간이 95분에서 30분으로 줄었고, 이용자 만족도는 4.1점에서 4.7점으로 올랐습니다.',
      planted: {},
      companies: ['세종음향', '누리소통'],
    },
    {
      question: '본인의 강점을 경험과 함께 기술해 주십시오.',
      clean: true,
      text: '건설기계 교육원에서 3년간 지게차 운전기능사 과정 강사로 일하며 한 해 약 350명의 교육생에게 실기와 안전 교육을 했습니다. 교육생 가운데는 정년퇴직 후 재취업을 준비하는 예순 넘은 분들, 물류센터 입사를 앞둔 스무 살 청년, 아이를 어린이집에 맡기고 오는 주부들, 베트남과 네팔에서 온 이주노동자들이 섞여 있었습니다. 저는 코스 주행에서 자주 감점되는 구간을 영상으로 찍어 보여 주고, 한국어가 서툰 분들을 위해 그림 위주의 점검표를 만들었습니다. 3톤 디젤 지게차의 포크 높이, 마스트 경사, 후진 경보음 점검을 매일 수업 전에 함께 했습니다. 장비 정비는 동서중기, 안전모와 조끼는 할머니손안전에서 받았습니다. 산업안전보건법상 특별교육 시간도 빠짐없이 기록했습니다. 그 결과 실기 합격률이 58%에서 81%로 올랐고, 교육 중 안전사고는 3년간 한 건도 없었습니다. 천천히 가르칠수록 빨리 늘었습니다.',
      planted: {},
      companies: ['동서중기', '할머니손안전'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      clean: true,
      text: '카드사 고객센터에서 4년간 QA 담당으로 일하며 상담사 120명의 통화 품질을 평가하고 코칭했습니다. 평가 기준이 평가자마다 달라 같은 통화에 80점과 65점이 나오는 일이 있었고, 상담사들의 불만이 컸습니다. 저는 평가 항목 25개를 15개로 줄이고 항목마다 모범 통화 녹취를 붙인 기준서를 만들었으며, 평가자 네 명이 매주 같은 통화 5건을 따로 채점해 차이를 맞추는 캘리브레이션 회의를 열었습니다. 금융감독원 민원으로 이어질 수 있는 불완전 안내는 별도로 표시했습니다. 녹취 시스템은 한빛콜솔루션, 교육 자료 제작은 엄마손디자인에 맡겼습니다. 아들의 카드 도난을 신고하러 전화한 어머니, 남편 명의 카드를 해지하려는 사별한 부인, 장애인 복지카드 혜택을 묻는 청각장애인 고객의 문자 상담까지 사례를 모아 교육했습니다. 그 결과 평가자 간 점수 차이는 평균 11점에서 3점으로 줄었고, 금감원 민원은 분기 14건에서 5건으로 줄었습니다.',
      planted: {},
      companies: ['한빛콜솔루션', '엄마손디자인'],
    },
    {
      question: '직무 전문성을 보여 줄 수 있는 경험을 기술해 주십시오.',
      clean: true,
      text: '18홀 골프장에서 3년간 캐디 마스터로 일하며 캐디 70명의 배치, 교육, 코스 진행 관리를 맡았습니다. 주말에는 하루 64팀이 나가는데 티오프 간격이 7분으로 빠듯해 전반 9홀에서만 20분씩 밀리는 일이 많았습니다. 저는 홀별 평균 소요 시간을 GPS 카트 기록으로 뽑아 병목이 생기는 파3 홀에 웨이브 플레이를 도입하고, 캐디들에게 거리 측정기 사용과 클럽 전달 순서를 다시 교육했습니다. 낙뢰 경보가 뜨면 10분 안에 전 팀을 클럽하우스로 불러들이는 대피 절차도 만들었습니다. 카트 정비는 삼촌모터스, 캐디 유니폼은 연세어패럴에서 맞췄습니다. 팔순을 맞은 아버지를 모시고 온 세 아들 팀에는 카트 도로 가까이 공을 보내 드리도록 캐디에게 미리 일렀고, 임신 중인 고객이 동반했을 때는 그늘집마다 쉴 시간을 잡았습니다. 그 결과 주말 라운드 평균 시간이 5시간 10분에서 4시간 35분으로 줄었고, 캐디 이직률은 35%에서 18%로 낮아졌습니다.',
      planted: {},
      companies: ['삼촌모터스', '연세어패럴'],
    },
    {
      question: '조직의 문제를 해결한 경험을 기술해 주십시오.',
      clean: true,
      text: '대형 아쿠아리움에서 4년간 아쿠아리스트로 일하며 2,000톤 메인 수조와 40여 개 전시 수조의 수질 관리와 생물 사육을 맡았습니다. 여름철마다 수온이 올라 산호 백화와 어류 질병이 늘었고, 폐사 기록이 담당자마다 다른 양식으로 남아 원인을 찾기 어려웠습니다. 저는 수조별 수온, 염도, 암모니아, 질산염 측정값을 하루 두 번 같은 양식으로 기록하게 하고, 칠러 가동 기준을 26도에서 24.5도로 당겼습니다. 새로 들어온 어류는 3주간 격리 수조에서 검역한 뒤 전시했습니다. 해수염과 여과재는 부산마린, 먹이는 외갓집수산에서 받았습니다. 주말 먹이 주기 설명회에서는 유치원생과 조부모, 휠체어를 탄 관람객이 앞줄에 앉도록 자리를 나눴고, 해양생물학과에 진학하고 싶다는 고등학생에게는 직업 체험 일정을 안내했습니다. 그 결과 여름철 폐사율이 월 4.2%에서 1.1%로 줄었고, 산호 백화는 두 시즌 연속 발생하지 않았습니다.',
      planted: {},
      companies: ['부산마린', '외갓집수산'],
    },
    {
      question: '지원 분야 관련 경험과 성과를 기술해 주십시오.',
      text: '도배 시공팀에서 6년간 팀장으로 일하며 아파트 입주 청소 전 도배와 장판 시공을 한 해 약 300세대 맡았습니다. 올해 마흔셋인 저는 전라도 광주가 고향인데, 처음 일을 배운 곳도 그곳의 작은 지물포였습니다. 예전 현장은 합지와 실크 벽지의 풀 농도를 감으로 맞춰 들뜸 하자가 한 달에 25건씩 나왔습니다. 저는 벽지 종류별 풀 배합표를 만들고, 초배지 시공 후 24시간 건조를 지키도록 공정을 바꿨습니다. 희안한 일은 작은 배합표 한 장에 하자가 절반으로 줄었다는 것입니다. 그 결과 들뜸 하자가 월 25건에서 6건으로 줄었고, 저는 2024년 대한도배협회 올해의 시공팀장상을 받았습니다. 까다로운 현장에서는 관리소장님이 작업 진척을 닥달하셨지만 건조 시간만큼은 양보하지 않았습니다. 여자 도배사로서 무거운 롤을 드는 요령도 후배들에게 알려 주었습니다. 거듭 말씀드리면, 월 25건이던 들뜸 하자를 6건으로 줄인 것이 제 가장 큰 성과입니다. 부자재는 아재지물에서 받았습니다.',
      planted: {
        spelling: ['희안한', '닥달'],
        blind: ['올해 마흔셋', '전라도 광주가 고향', '여자 도배사로서'],
        repetition: ['거듭 말씀드리면, 월 25건이던 들뜸 하자를 6건으로 줄인 것이 제 가장 큰 성과입니다.'],
        claim: ['2024년 대한도배협회 올해의 시공팀장상'],
      },
      companies: ['아재지물'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      text: '스키장에서 다섯 시즌 동안 스키 패트롤로 일하며 슬로프 11면의 안전 순찰, 부상자 응급처치와 이송을 맡았습니다. 한양대 체육학과 졸업생으로 입사했지만 현장에서 배운 것이 훨씬 많았습니다. 첫 시즌에는 부상 신고가 무전과 매표소 전화로 나뉘어 들어와 구조 썰매가 도착하기까지 평균 14분이 걸렸습니다. 저는 슬로프마다 위치 번호 표지판을 세우고, 신고를 상황실 한 곳으로 모았습니다. 제작년 시즌부터는 야간 개장 때에도 패트롤 두 명이 정상에 대기하도록 근무표를 바꿨습니다. 그 결과 구조 도착 시간이 평균 14분에서 6분으로 줄었습니다. 아버지가 국가대표 스키 코치셨던 덕분에 어릴 때부터 눈 위가 익숙했고, 86년 호랑이띠인 저는 후배들을 이끌며 현장 교육을 맡았습니다. 사고 조사 보고서는 반듯이 당일에 작성했습니다. 다시 한 번 강조하자면, 구조 도착 시간을 14분에서 6분으로 단축한 것이 제가 이룬 가장 큰 변화입니다. 구조 장비는 큰형산업에서 납품받았습니다.',
      planted: {
        spelling: ['제작년', '반듯이'],
        blind: ['한양대 체육학과 졸업생으로', '아버지가 국가대표 스키 코치셨던', '86년 호랑이띠'],
        repetition: [
          '다시 한 번 강조하자면, 구조 도착 시간을 14분에서 6분으로 단축한 것이 제가 이룬 가장 큰 변화입니다.',
        ],
      },
      companies: ['큰형산업'],
    },
    {
      question: '본인의 강점을 경험과 함께 기술해 주십시오.',
      text: '치과기공소에서 5년간 치과기공사로 일하며 지르코니아 크라운과 임플란트 보철물을 한 달 평균 400개 제작했습니다. 거래 치과가 30곳이 넘다 보니 색상 지시가 전화, 사진, 메모로 제각각 들어와 재제작이 한 달에 30건 가까이 되었습니다. 저는 셰이드 가이드 사진을 같은 조명에서 찍어 보내도록 치과에 요청하고, CAD 디자인 단계에서 교합 확인을 한 번 더 거쳤습니다. 웬지 같은 실수가 반복된다 싶으면 그 주의 작업 기록을 통채로 다시 살펴보았습니다. 그 결과 재제작이 월 28건에서 9건으로 줄었고, 2023년 전국치과기공경진대회에서 대상을 받았습니다. 초등학생 쌍둥이 엄마인 저는 퇴근 후에도 밀린 디자인을 집에서 마무리하곤 했습니다. 어머니가 치과의사이셔서 어릴 때부터 기공물이 낯설지 않았습니다. 몸무게 48kg의 작은 체구지만 소결로 앞에서 열 시간을 버틸 수 있습니다. 회사와 함께 성장하는 인재가 되겠습니다. 지르코니아 블록은 누님덴탈에서 받았습니다.',
      planted: {
        spelling: ['웬지', '통채로'],
        blind: ['초등학생 쌍둥이 엄마', '어머니가 치과의사이셔서', '몸무게 48kg의 작은 체구'],
        cliche: ['회사와 함께 성장하는 인재가 되겠습니다.'],
        claim: ['2023년 전국치과기공경진대회에서 대상'],
      },
      companies: ['누님덴탈'],
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      text: '피아노 조율사로 7년간 일하며 가정, 학원, 공연장의 피아노를 한 해 약 900대 조율하고 수리했습니다. 외고 출신답게 일본어와 영어로 된 수입 피아노 정비 매뉴얼을 직접 읽으며 기술을 익혔습니다. 조율 예약이 전화로만 들어와 같은 동네를 하루에 두세 번 오가는 일이 많았기에, 저는 지역별로 요일을 정하고 조율 주기 알림 문자를 보냈습니다. 오래된 업라이트 피아노는 습도 때문에 핀이 헐거워지는 경우가 많아, 방문할 때마다 습도계를 가르키는 법부터 설명드렸습니다. 발로 뛰는 성실함으로 무장한 저는 한겨울에도 약속 시간을 어긴 적이 없습니다. 결혼 3년 차에 접어든 지금도 주말 공연장 조율은 빠짐없이 맡고 있습니다. 인상이 선하다는 말을 자주 들어 처음 가는 댁에서도 금세 문을 열어 주십니다. 그 결과 재방문 고객이 45%에서 70%로 늘었습니다. 조율 부품은 고모부악기에서 받았습니다.',
      planted: {
        spelling: ['가르키는'],
        blind: ['외고 출신답게', '결혼 3년 차에 접어든', '인상이 선하다는 말'],
        cliche: ['발로 뛰는 성실함으로 무장한'],
      },
      companies: ['고모부악기'],
    },
    {
      question: '조직의 문제를 해결한 경험을 기술해 주십시오.',
      text: '저는 이 문항에 답하기 위해 오랫동안 고민했고, 제 이야기를 솔직하게 풀어 보려고 합니다. 세무사무소에서 4년간 사무원으로 일하며 개인사업자 150곳의 기장, 부가세 신고 자료 정리, 원천세 신고를 맡았습니다. 신고 기간마다 거래처가 영수증을 한꺼번에 보내와 마감 직전에 야근이 몰렸습니다. 저는 거래처마다 매월 10일까지 자료를 올리는 공유 폴더를 만들고, 늦는 곳에는 카카오톡 알림을 보냈습니다. 내노라하는 큰 거래처도 처음에는 반대했지만, 석 달 뒤에는 먼저 자료를 올려 주었습니다. 마감 전날에는 세무서에 들려 서류를 직접 접수하기도 했습니다. 그 결과 신고 기간 야근이 한 달 60시간에서 15시간으로 줄었고, 가산세 발생은 0건이 되었습니다. 아버지가 세무서장 출신이셔서 어려서부터 세금 이야기가 익숙했고, 집안 형편이 넉넉해 회계 학원도 일찍 다닐 수 있었습니다. 전산 프로그램은 할아버지회계에서 도입했습니다.',
      planted: {
        spelling: ['내노라하는', '들려'],
        blind: ['아버지가 세무서장 출신이셔서', '집안 형편이 넉넉해'],
        opening: ['저는 이 문항에 답하기 위해 오랫동안 고민했고, 제 이야기를 솔직하게 풀어 보려고 합니다.'],
      },
      companies: ['할아버지회계'],
    },
    {
      question: '지원 동기를 기술해 주십시오.',
      text: '산업용 세탁 공장에서 5년간 반장으로 일하며 호텔과 병원 리넨을 하루 12톤씩 세탁, 건조, 다림질해 출고했습니다. 병원 리넨은 감염 관리 기준이 까다로워, 오염 세탁물과 일반 세탁물이 섞이면 한 번에 수백 장을 다시 빨아야 했습니다. 저는 수거 카트 색을 나누고, 오염 세탁물은 80도 이상에서 10분 넘게 세탁하도록 세탁기 프로그램을 고정했습니다. 설레임 반 걱정 반으로 시작한 첫 달에는 반대도 많았지만, 위험을 무릎쓰고 한 주 동안 모든 라인에서 시험 운영해 결과를 보여 드렸습니다. 작업자들이 이 기준을 지킬수 있도록 그림 안내판도 붙였습니다. 그 결과 재세탁 물량이 하루 600장에서 150장으로 줄었습니다. 제주에서 태어나 고등학교 졸업 후 상경한 저는, 키 183cm의 큰 체격 덕분에 무거운 세탁 카트를 옮기는 일도 어렵지 않았습니다. 세제는 큰아버지케미칼에서 받았습니다.',
      planted: {
        spelling: ['설레임', '무릎쓰고', '지킬수'],
        blind: ['제주에서 태어나', '키 183cm의 큰 체격'],
      },
      companies: ['큰아버지케미칼'],
    },
  ],
  en: [
    {
      question: 'Tell us about a time you improved accuracy at work.',
      clean: true,
      text: 'I have worked for four years as a pharmacy technician in a busy community pharmacy that dispenses around 7,500 items a month, including repeat prescriptions through the NHS Electronic Prescription Service and weekly blister packs for care homes. Near-miss errors were being noted on scraps of paper and never reviewed, so the same mix-ups between similar-looking strengths kept happening. I set up a near-miss log with a simple monthly review, moved look-alike, sound-alike medicines such as amlodipine and amitriptyline to separate shelves, and introduced a second accuracy check for every compliance pack. I also run the controlled drugs register checks with the pharmacist every Friday. Stock comes from Cousins Pharma Wholesale and our labels are printed by Eton Labels Ltd. Many of our patients are elderly people on ten or more medicines, and I helped a young father work out the right dose of paracetamol for his two-year-old by weight before the pharmacist counselled him. During Ramadan we talked fasting patients through changing the timing of their doses with their GP. Near-miss errors fell from 38 a month to 12, and care home pack queries halved within a year.',
      planted: {},
      companies: ['Cousins Pharma Wholesale', 'Eton Labels Ltd'],
    },
    {
      question: 'Describe how you meet the needs of the people you serve.',
      clean: true,
      text: "For five years I have worked as a registered British Sign Language interpreter, booked through an agency for about 550 assignments a year in hospitals, job centres, courts, schools and workplaces. Urgent hospital bookings were often lost among routine requests sent by email, text and phone, and Deaf patients sometimes waited hours or went without an interpreter. I proposed a triage system at the agency that separates emergency, same-day and planned bookings, and I joined the video relay rota so that short consultations could be covered remotely while a face-to-face interpreter travelled. I prepare for each assignment by asking for agendas and specialist vocabulary in advance. Our video platform is provided by Northern Signs Relay and our travel is booked through Grandpa Joe's Cabs. I have interpreted for Deaf parents at their daughter's parents' evening, for a Deaf grandmother of 91 consenting to hip surgery, and for a teenager sitting his A-level practical exams. For a DeafBlind client I worked alongside a hands-on interpreting colleague. Average time to cover an urgent hospital request fell from 110 minutes to 35, and client feedback scores rose from 4.0 to 4.6 out of 5.",
      planted: {},
      companies: ['Northern Signs Relay', "Grandpa Joe's Cabs"],
    },
    {
      question: 'What strength would you bring to this role? Give an example.',
      clean: true,
      text: "I have spent three years as a forklift instructor at an accredited training centre, teaching around 300 learners a year on counterbalance, reach and telehandler courses to RTITB standards. My learners include school-leavers starting in warehouses, women returning to work after raising children, agency workers whose first language is Polish or Romanian, and men in their sixties retraining after redundancy. Many failed the practical test on the same few points: travelling with raised forks, poor observation when reversing and rushed pre-use checks. I filmed the test route, broke it into short drills and wrote a one-page pre-use check sheet with pictures for learners with limited English. Every morning I check each truck's chains, tyres, hydraulic hoses and reversing alarm with the learners before any lesson. Our trucks are serviced by Brothers Handling Services and our PPE comes from Oxford Workwear Supplies. I keep LOLER thorough examination records up to date and make sure the yard is marked for pedestrians. Over three years our first-time pass rate rose from 62% to 85%, and we have had no injuries on the training yard.",
      planted: {},
      companies: ['Brothers Handling Services', 'Oxford Workwear Supplies'],
    },
    {
      question: 'Give an example of how you made a process work better.',
      clean: true,
      text: "For four years I have been a quality assurance analyst in a contact centre handling customer calls for an energy supplier, scoring and coaching a team of 140 advisers. Advisers complained that their scores depended on who marked them, and the same call could score 62% with one analyst and 84% with another. I cut our scorecard from 30 criteria to 16, attached an example call to each criterion, and started weekly calibration sessions in which four analysts mark the same five calls and agree the differences. I also added a flag for vulnerable customers so that calls involving Priority Services Register needs were always reviewed. Our call recording is provided by Bristol Speech Analytics and our training videos are produced by Aunt Sally Media. Our coaching examples include a widow closing her late husband's account, a son calling on behalf of his father with dementia, a Deaf customer using text relay, and a student in her first flat who could not read her meter. The gap between analysts fell from an average of 14 points to 4, and complaints escalated to the Energy Ombudsman fell from 22 a quarter to 9.",
      planted: {},
      companies: ['Bristol Speech Analytics', 'Aunt Sally Media'],
    },
    {
      question: 'Tell us about a problem you solved through planning.',
      clean: true,
      text: "I have worked for three years as a greenkeeper at an 18-hole parkland golf course, part of a team of seven looking after 60 hectares of greens, tees, fairways and rough. Disease on the greens, mainly Microdochium patch, cost us several greens every autumn and brought a steady stream of complaints from members. I started recording soil temperature, leaf wetness and rainfall each morning, used the data to time preventive treatments, and changed our mowing and brushing routine to keep dew off the greens early. I also cut back the trees shading the worst-affected greens after agreeing a plan with the club committee. Seed and fertiliser come from Harrow Turf Supplies and our mowers are serviced by Uncle Frank's Machinery. I enjoy the range of people the course brings: juniors from the local primary school on taster days, a couple of members in their eighties who still play nine holes every morning, a ladies' section that runs its own charity day, and golfers who use single-rider buggies. Greens lost to disease fell from five in a season to none, and member complaints about greens fell from 41 to 9 in two years.",
      planted: {},
      companies: ['Harrow Turf Supplies', "Uncle Frank's Machinery"],
    },
    {
      question: 'Tell us about a time you worked under time pressure.',
      clean: true,
      text: "For four years I have worked as a hospital porter in a large district general hospital, moving patients, specimens, medical gas cylinders and equipment between wards, theatres and imaging, on an average shift covering about 15 kilometres. Requests were called through to a single phone in the porters' lodge, and urgent theatre transfers were often stuck behind routine jobs. I worked with the helpdesk supervisor to introduce a priority code on the electronic task system and a short radio check-in after every job, so the lodge always knew who was free. I also wrote a checklist for oxygen cylinders and bariatric beds, which are the jobs most often delayed for want of the right kit. Wheelchairs are repaired by Sisters Mobility Ltd and cylinders are delivered by Cambridge Medical Gases. I have taken a frightened boy of six to his MRI scan while his mum walked beside us, a mother of newborn twins to the neonatal unit, and an elderly Jewish patient whose family asked that his move be finished before sunset on Friday. Average response time to urgent requests fell from 19 minutes to 8, and missed theatre start times fell by 70%.",
      planted: {},
      companies: ['Sisters Mobility Ltd', 'Cambridge Medical Gases'],
    },
    {
      question: 'Tell us about an achievement you are proud of.',
      text: 'I have been the supervisor of a busy tyre and exhaust centre for five years, leading six fitters through around 60 vehicles a day, from tyre changes and wheel alignment to MOT preparation. As a proud Geordie, I learnt the trade on Tyneside, and my dad was a bus driver who taught me to look after a vehicle. When I started, comebacks for wheels not torqued correctly were running at 17 a month and customers were losing trust. I commited the team to a re-torque check after every fitting and a signed job card for each car, and we began checking the breaks on every vehicle on the ramp so we could warn customers early. I turned thirty-five this year and still work on the floor most mornings. Comebacks fell from 17 a month to 3, and in 2023 our centre was named Tyre Centre of the Year by the National Tyre Distributors Association. We also made the enviroment of the workshop safer by marking walkways and fitting extraction. Put simply, cutting comebacks from 17 a month to 3 is the thing I am proudest of in my career. Tyres are supplied by Nottingham Rubber Wholesale.',
      planted: {
        spelling: ['commited', 'breaks', 'enviroment'],
        blind: ['As a proud Geordie', 'my dad was a bus driver', 'I turned thirty-five this year'],
        repetition: [
          'Put simply, cutting comebacks from 17 a month to 3 is the thing I am proudest of in my career.',
        ],
        claim: ['Tyre Centre of the Year by the National Tyre Distributors Association'],
      },
      companies: ['Nottingham Rubber Wholesale'],
    },
    {
      question: 'Describe a change you introduced and its results.',
      text: "For three years I have been a duty manager at a public ice rink that hosts public skating, ice hockey, figure skating clubs and school bookings, with up to 600 skaters on a busy Saturday. After three years at St Andrews reading geography, I came back to the rink where I had skated as a child. Skate hire was our bottleneck: queues of 40 minutes at peak times and many complaints. I would strongly reccomend any rink to do what we did: we moved to pre-booked skate sizes online, added a second hire counter, and trained staff to sharpen skates between sessions rather than during them. We also resurfaced the ice with the ice resurfacer every 90 minutes, which lead to fewer falls. Both my parents are dentists, so I grew up hearing about patient safety at the dinner table. Queue times fell from 40 minutes to 12, and falls reported fell from 30 a month to 11. Once again, bringing skate hire queues down from 40 minutes to 12 was the change that made the difference. As a single dad of twins, I understand the families who come every weekend. Our skates come from Granny's Blades Ltd.",
      planted: {
        spelling: ['reccomend', 'lead'],
        blind: [
          'After three years at St Andrews',
          'Both my parents are dentists',
          'As a single dad of twins',
        ],
        repetition: [
          'Once again, bringing skate hire queues down from 40 minutes to 12 was the change that made the difference.',
        ],
      },
      companies: ["Granny's Blades Ltd"],
    },
    {
      question: 'What strength would you bring to this role? Give an example.',
      text: "I have worked for six years as a dental technician in a commercial laboratory, making crowns, bridges and dentures for 35 practices and around 380 units a month. Remakes were our biggest cost, mostly because shade instructions arrived as vague notes or poorly lit photos. I asked each practice to use a standard shade photo protocol, added a second occlusion check at the CAD design stage, and kept a remake log by practice. The improvement was noticable within two months. I was born during the miners' strike of 1984, when my father was out of work, and I learnt then that steady hands earn a steady living. As a woman in a lab full of men, I set up our first mentoring scheme for new technicians. I go above and beyond for every case that crosses my bench. Remakes fell from 31 a month to 10, and I won the Gold Award at the 2022 UK Dental Technology Awards. Petite at five foot, I sit on a raised chair at the furnace. Zirconia discs are supplied by Sheffield Ceramics Co.",
      planted: {
        spelling: ['noticable'],
        blind: [
          "I was born during the miners' strike of 1984",
          'As a woman in a lab full of men',
          'Petite at five foot',
        ],
        cliche: ['I go above and beyond for every case that crosses my bench.'],
        claim: ['Gold Award at the 2022 UK Dental Technology Awards'],
      },
      companies: ['Sheffield Ceramics Co'],
    },
    {
      question: 'Describe how you meet the needs of the people you serve.',
      text: "For four years I have been a concierge at a 180-room city-centre hotel, handling restaurant and theatre bookings, luggage, taxis and whatever guests need at two in the morning. Requests were written in a paper diary, and bookings were sometimes missed at shift change. I moved the team onto a shared log on our property management system, with every request given an owner and a deadline, and I built a list of independant restaurants and tour guides we could trust. I truely believe that every guest deserves a warm welcome and a memorable experience from the moment they arrive. I am a fluent French speaker because my family's farm in Normandy is where I spent every summer. Originally from Belfast, I still hear guests remark on my accent. Missed bookings fell from eight a month to one, and TripAdvisor mentions of the concierge desk doubled within a year. Taxis are arranged through Kensington Cars and theatre tickets through Auntie Pam's Tickets.",
      planted: {
        spelling: ['independant', 'truely'],
        blind: ["my family's farm in Normandy", 'Originally from Belfast'],
        cliche: ['every guest deserves a warm welcome and a memorable experience'],
      },
      companies: ['Kensington Cars', "Auntie Pam's Tickets"],
    },
    {
      question: 'Tell us about a time you worked under time pressure.',
      text: 'Here is my answer to this question, and I hope it gives you a good picture of who I am. For three years I have been a site operative at a household waste recycling centre that takes around 900 cars on a summer weekend. Queues onto the main road were a safety risk and the council wanted them gone. I helped persue a booking system for busy weekends, and I redesigned the signage so that drivers knew which bay to use before they got out of the car. I also wrote a short questionaire for visitors about what slowed them down. We ordered new stationary for the booking desk so that permits could be issued in seconds. I was the first woman in my village to work at the tip, and at 18 stone I can still lift a fridge with one colleague. Weekend queue times fell from 35 minutes to 10, and there were no more tailbacks onto the main road. Skips are supplied by Westminster Skip Hire.',
      planted: {
        spelling: ['persue', 'questionaire', 'stationary'],
        blind: ['the first woman in my village', 'at 18 stone'],
        opening: ['Here is my answer to this question, and I hope it gives you a good picture of who I am.'],
      },
      companies: ['Westminster Skip Hire'],
    },
    {
      question: 'Why do you want this role?',
      text: 'I have worked for four years as a visitor host in a regional museum that welcomes about 120,000 visitors a year, including school groups, families and researchers. The museum was not succesful at getting visitors beyond the ground floor galleries: almost half left without seeing the upper floors. I proposed a simple trail with stamps for children and large-print floor plans, and I started short gallery talks every hour on the upper floors. I also retrained our volunteers to greet visitors at the lift rather than at the front desk. As an old boy of Harrow School, I was taken to museums from an early age, and I want every child to have that chance. Recently married and expecting our first baby in the spring, I now spend my weekends leading family trails. Visits to the upper floors rose from 52% to 78% of visitors, and dwell time grew by 25 minutes on average. Our trail booklets are printed by Nephew Print and our audio guides are supplied by Windsor Sound.',
      planted: {
        spelling: ['succesful'],
        blind: [
          'As an old boy of Harrow School',
          'Recently married',
          'expecting our first baby in the spring',
        ],
      },
      companies: ['Nephew Print', 'Windsor Sound'],
    },
  ],
  id: [
    {
      question: 'Ceritakan pengalaman Anda yang paling relevan dengan posisi ini.',
      clean: true,
      text: 'Selama empat tahun saya bekerja sebagai tenaga teknis kefarmasian (TTK) di sebuah apotek jaringan yang melayani sekitar 220 resep per hari, baik resep umum maupun resep peserta BPJS Kesehatan melalui program rujuk balik. Masalah terbesar kami adalah obat yang mendekati tanggal kedaluwarsa tertumpuk di rak belakang, sehingga setiap bulan kami harus meretur atau memusnahkan obat senilai sekitar Rp6 juta. Saya memasukkan tanggal kedaluwarsa semua item ke sistem kasir apotek, membuat laporan mingguan obat yang akan habis masa pakainya dalam tiga bulan, dan menerapkan prinsip FEFO di gudang. Untuk obat golongan narkotika dan psikotropika, saya menyiapkan laporan SIPNAP setiap bulan bersama apoteker penanggung jawab. Obat kami pasok dari PT Saudara Farma dan PBF Bunda Medika. Pasien kami beragam: ibu yang membawa balita demam dan perlu dosis sirup sesuai berat badan anaknya, kakek berusia 78 tahun dengan tujuh macam obat yang kami bantu dengan kotak obat harian, dan pasien yang berpuasa di bulan Ramadan yang perlu mengatur ulang jam minum obat. Hasilnya, nilai obat kedaluwarsa turun dari Rp6 juta menjadi Rp1,2 juta per bulan, dan waktu tunggu resep turun dari 25 menit menjadi 12 menit.',
      planted: {},
      companies: ['PT Saudara Farma', 'PBF Bunda Medika'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani orang lain.',
      clean: true,
      text: 'Saya bekerja selama lima tahun sebagai juru bahasa isyarat (JBI) di sebuah lembaga layanan disabilitas, menerjemahkan Bisindo di rumah sakit, kantor polisi, pengadilan, sekolah, dan acara pemerintah, dengan sekitar 500 penugasan setiap tahun. Permintaan layanan masuk lewat WhatsApp, telepon, dan surat secara bersamaan, sehingga permintaan mendesak dari IGD sering terlambat ditangani. Saya mengusulkan pembagian permintaan menjadi darurat, hari yang sama, dan terjadwal, serta menyiapkan layanan juru bahasa isyarat lewat panggilan video untuk daerah yang jauh dari kota. Sebelum setiap penugasan, saya meminta daftar istilah dan agenda lebih dulu. Platform video kami didukung oleh PT Nusantara Isyarat dan transportasi kami bekerja sama dengan Koperasi Pakde Transport. Saya pernah mendampingi orang tua Tuli dalam rapat wali murid anak mereka di sekolah dasar, seorang nenek Tuli berusia 85 tahun yang harus menandatangani persetujuan operasi katarak, dan seorang siswa SMA Tuli yang mengikuti seleksi masuk perguruan tinggi negeri. Hasilnya, waktu rata-rata untuk memenuhi permintaan darurat turun dari 120 menit menjadi 40 menit, dan nilai kepuasan pengguna naik dari 4,0 menjadi 4,6.',
      planted: {},
      companies: ['PT Nusantara Isyarat', 'Koperasi Pakde Transport'],
    },
    {
      question: 'Apa kekuatan utama Anda? Berikan contoh.',
      clean: true,
      text: 'Selama tiga tahun saya menjadi instruktur forklift di sebuah lembaga pelatihan K3 yang bekerja sama dengan Kemnaker, melatih sekitar 320 peserta per tahun untuk mendapatkan SIO operator forklift. Peserta kami sangat beragam: lulusan SMK yang baru akan masuk gudang, bapak-bapak berusia 50-an yang terkena PHK dan ingin pindah kerja, ibu rumah tangga yang kembali bekerja setelah anaknya masuk SD, serta pekerja migran yang baru pulang dari Korea. Banyak peserta gagal uji praktik karena hal yang sama: berjalan dengan garpu terangkat, tidak menoleh saat mundur, dan pemeriksaan sebelum operasi yang terburu-buru. Saya merekam lintasan uji, memecahnya menjadi latihan pendek, dan membuat lembar periksa bergambar untuk peserta yang kurang lancar membaca. Setiap pagi saya memeriksa rantai, ban, selang hidrolik, dan alarm mundur forklift diesel 3 ton bersama peserta. Unit forklift kami dirawat oleh CV Kakak Beradik Teknik, sedangkan APD kami beli dari Toko Cendana Safety. Hasilnya, tingkat kelulusan uji praktik pertama naik dari 60% menjadi 84%, dan selama tiga tahun tidak ada satu pun kecelakaan di area latihan.',
      planted: {},
      companies: ['CV Kakak Beradik Teknik', 'Toko Cendana Safety'],
    },
    {
      question: 'Ceritakan bagaimana Anda memperbaiki sebuah proses kerja.',
      clean: true,
      text: 'Saya bekerja empat tahun sebagai analis quality assurance (QA) di call center sebuah perusahaan multifinance, menilai dan membina 130 agen yang menangani keluhan dan penagihan. Para agen merasa nilai mereka tergantung siapa penilainya, karena satu rekaman yang sama bisa mendapat 60 dari satu penilai dan 82 dari penilai lain. Saya menyederhanakan form penilaian dari 28 butir menjadi 15, melampirkan contoh rekaman untuk setiap butir, dan mengadakan sesi kalibrasi mingguan di mana empat penilai menilai lima rekaman yang sama lalu menyamakan hasilnya. Saya juga menambahkan penanda khusus untuk percakapan yang berpotensi menjadi pengaduan ke OJK. Sistem perekaman kami disediakan oleh PT Trisakti Voice Solution, sedangkan video pelatihan dibuat oleh Studio Om Bowo. Contoh rekaman yang kami pakai untuk pelatihan antara lain seorang janda yang ingin menutup kredit almarhum suaminya, seorang anak yang menelepon atas nama ayahnya yang sudah pikun, dan mahasiswi rantau yang bingung membaca tagihan pertamanya. Hasilnya, selisih nilai antarpenilai turun dari rata-rata 13 poin menjadi 4 poin, dan pengaduan ke OJK turun dari 18 per kuartal menjadi 7.',
      planted: {},
      companies: ['PT Trisakti Voice Solution', 'Studio Om Bowo'],
    },
    {
      question: 'Ceritakan masalah yang Anda selesaikan dengan perencanaan.',
      clean: true,
      text: 'Selama empat tahun saya bekerja sebagai teknisi AC di sebuah perusahaan jasa pendingin ruangan yang menangani sekitar 90 unit per minggu, mulai dari AC split rumah tangga, AC kaset di kantor, sampai chiller kecil di klinik. Banyak pelanggan komplain karena unit yang baru dicuci bocor lagi dua minggu kemudian, dan teknisi harus datang ulang tanpa bayaran. Saya mencatat penyebab setiap kunjungan ulang selama tiga bulan dan menemukan bahwa sebagian besar berasal dari selang pembuangan yang tertekuk dan tekanan freon R32 yang tidak diukur. Saya lalu membuat daftar periksa 12 langkah untuk setiap servis, mewajibkan pengukuran tekanan dengan manifold gauge, dan memotret selang pembuangan sebelum pulang. Freon dan suku cadang kami beli dari UD Paman Sejuk dan PT Gadjah Mada Teknik. Pelanggan kami beragam: pasangan muda dengan bayi yang baru lahir dan butuh kamar sejuk, pesantren yang asramanya dihuni 200 santri, dan seorang nenek berusia 80 tahun yang tinggal sendiri dan meminta jadwal servis pagi hari. Hasilnya, kunjungan ulang turun dari 22 menjadi 5 per bulan, dan pelanggan tetap bertambah 35% dalam satu tahun.',
      planted: {},
      companies: ['UD Paman Sejuk', 'PT Gadjah Mada Teknik'],
    },
    {
      question: 'Ceritakan saat Anda bekerja di bawah tekanan waktu.',
      clean: true,
      text: 'Saya bekerja tiga tahun sebagai pengelola bank sampah tingkat kelurahan yang melayani sekitar 1.400 nasabah rumah tangga dan 12 sekolah, dengan penimbangan sampah terpilah dua kali seminggu. Sebelum saya bergabung, pencatatan tabungan sampah dilakukan di buku tulis, antrean penimbangan bisa mencapai dua jam, dan banyak nasabah berhenti datang. Saya memindahkan pencatatan ke aplikasi sederhana di ponsel, membagi jadwal penimbangan per RW, dan menyiapkan daftar harga plastik PET, kardus, dan logam yang diperbarui setiap minggu dari pengepul. Sampah yang terkumpul kami jual ke CV Anak Bangsa Daur Ulang dan PT Bapak Plastik Indonesia. Nasabah kami kebanyakan ibu-ibu PKK yang datang sambil menggendong anak, lansia pensiunan guru yang rajin memilah botol, dan murid SD yang menabung sampah untuk membeli buku. Saya juga melatih remaja masjid dan pemuda gereja di kelurahan kami untuk menjadi petugas timbang pada akhir pekan. Hasilnya, waktu antre penimbangan turun dari dua jam menjadi 25 menit, jumlah nasabah aktif naik dari 600 menjadi 1.400, dan sampah yang terkumpul naik menjadi 9 ton per bulan.',
      planted: {},
      companies: ['CV Anak Bangsa Daur Ulang', 'PT Bapak Plastik Indonesia'],
    },
    {
      question: 'Ceritakan pencapaian yang paling Anda banggakan.',
      text: 'Selama lima tahun saya bekerja sebagai koordinator di sebuah wedding organizer yang menangani sekitar 60 resepsi per tahun, dari pernikahan adat Jawa sampai pesta kebun. Saya genap 35 tahun bulan lalu, dan almamater saya, Universitas Diponegoro, mengajarkan saya cara mengelola acara besar. Dulu jadwal vendor dicatat di grup WhatsApp yang kacau, sehingga katering dan dekorasi sering datang terlambat. Saya membuat rundown digital yang dibagikan ke semua vendor, serta sistim pengingat otomatis H-7, H-3, dan H-1. Aktifitas gladi resik juga saya wajibkan sehari sebelum acara. Hasilnya, keterlambatan vendor turun dari 14 kejadian per bulan menjadi 2, dan saya meraih Juara 1 Wedding Organizer Terbaik se-Jawa Tengah 2023. Sekali lagi saya tegaskan, menurunkan keterlambatan vendor dari 14 kejadian menjadi 2 per bulan adalah pencapaian terbesar saya. Sebagai putra daerah asli Semarang, saya hafal hampir semua gedung resepsi di kota ini. Dekorasi kami dikerjakan oleh Sanggar Eyang Putri.',
      planted: {
        spelling: ['sistim', 'Aktifitas'],
        blind: [
          'genap 35 tahun bulan lalu',
          'almamater saya, Universitas Diponegoro',
          'putra daerah asli Semarang',
        ],
        repetition: [
          'Sekali lagi saya tegaskan, menurunkan keterlambatan vendor dari 14 kejadian menjadi 2 per bulan adalah pencapaian terbesar saya.',
        ],
        claim: ['Juara 1 Wedding Organizer Terbaik se-Jawa Tengah 2023'],
      },
      companies: ['Sanggar Eyang Putri'],
    },
    {
      question: 'Ceritakan perubahan yang Anda buat dan hasilnya.',
      text: 'Saya bekerja empat tahun sebagai pemandu selam di sebuah dive center di Labuan Bajo, memandu sekitar 700 penyelam per tahun di perairan Taman Nasional Komodo. Arus di beberapa titik sangat ekstrim, dan dulu briefing hanya dilakukan singkat diatas kapal. Saya menyusun briefing bergambar untuk setiap titik selam, mewajibkan pemeriksaan buddy sebelum turun, dan membatasi kedalaman penyelam pemula. Saya dibesarkan di Pontianak dan baru belajar menyelam setelah lulus dari Institut Pertanian Bogor. Hasilnya, kejadian penyelam terpisah dari grup turun dari 9 menjadi 1 per musim. Ayah saya seorang perwira polisi air, jadi sejak kecil saya terbiasa dengan disiplin di laut. Saya juga mengurus izin masuk kawasan taman nasional untuk tamu. Perlu saya ulangi, menurunkan kejadian penyelam terpisah dari 9 menjadi 1 per musim adalah hasil kerja saya yang paling penting. Peralatan selam kami sewa dari Toko Abang Dive.',
      planted: {
        spelling: ['ekstrim', 'diatas'],
        blind: [
          'Saya dibesarkan di Pontianak',
          'lulus dari Institut Pertanian Bogor',
          'Ayah saya seorang perwira polisi air',
        ],
        repetition: [
          'Perlu saya ulangi, menurunkan kejadian penyelam terpisah dari 9 menjadi 1 per musim adalah hasil kerja saya yang paling penting.',
        ],
      },
      companies: ['Toko Abang Dive'],
    },
    {
      question: 'Apa kekuatan utama Anda? Berikan contoh.',
      text: 'Saya bekerja tiga tahun sebagai petugas customer service di sebuah stasiun besar, melayani penumpang kereta jarak jauh dan KRL, dengan sekitar 25.000 penumpang per hari. Saat musim mudik, penumpang harus antri di loket pembatalan hingga satu jam. Saya mengusulkan nomor antrean digital dan loket khusus lansia, serta menempelkan himbauan tentang pembatalan tiket lewat aplikasi. Keluhan yang dulu lama di tangani kini selesai dalam hitungan menit. Saya siap bekerja keras, bekerja cerdas, dan bekerja ikhlas di mana pun saya ditempatkan. Hasilnya, waktu antre turun dari 60 menit menjadi 15 menit, dan saya menerima Penghargaan Pelayanan Prima dari Kementerian Perhubungan 2024. Saya lahir saat gempa Jogja 2006, tetapi sudah terbiasa bekerja dengan penumpang dari segala usia. Walaupun saya wanita, saya sanggup berdiri di peron selama shift 12 jam. Dengan berat badan 90 kg, saya kadang diledek teman, tetapi penumpang selalu mudah menemukan saya di keramaian. Seragam kami dijahit oleh Konveksi Adik Manis.',
      planted: {
        spelling: ['antri', 'himbauan', 'di tangani'],
        blind: ['lahir saat gempa Jogja 2006', 'Walaupun saya wanita', 'berat badan 90 kg'],
        cliche: ['Saya siap bekerja keras, bekerja cerdas, dan bekerja ikhlas'],
        claim: ['Penghargaan Pelayanan Prima dari Kementerian Perhubungan 2024'],
      },
      companies: ['Konveksi Adik Manis'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani orang lain.',
      text: 'Selama empat tahun saya bekerja sebagai teknisi panel surya di perusahaan EPC yang memasang PLTS atap untuk rumah, pabrik, dan sekolah, dengan total sekitar 3 MWp terpasang. Banyak pelanggan mengeluh karena produksi listrik turun tanpa sebab dan respon tim kami lambat. Saya membuat sistem pemantauan inverter jarak jauh, jadwal pembersihan modul, dan laporan produksi bulanan untuk setiap pelanggan. Saya bukan sekedar teknisi, karena saya juga menjelaskan tagihan net metering PLN kepada pelanggan. Bagi saya, tantangan adalah peluang untuk terus belajar dan berkembang. Hasilnya, gangguan yang tidak terdeteksi turun dari 15 menjadi 3 per kuartal. Sebagai ibu dua anak, saya mengatur jadwal lapangan agar tetap bisa menjemput mereka sepulang sekolah. Orang tua saya pemilik pabrik tahu terbesar di kecamatan kami, sehingga saya sejak kecil terbiasa dengan mesin. Modul kami dipasok oleh PT Kakek Surya Energi.',
      planted: {
        spelling: ['respon', 'sekedar'],
        blind: ['Sebagai ibu dua anak', 'Orang tua saya pemilik pabrik tahu terbesar'],
        cliche: ['tantangan adalah peluang untuk terus belajar dan berkembang'],
      },
      companies: ['PT Kakek Surya Energi'],
    },
    {
      question: 'Ceritakan saat Anda bekerja di bawah tekanan waktu.',
      text: 'Pada kesempatan yang berbahagia ini, izinkan saya menjawab pertanyaan tersebut dengan sebaik-baiknya. Saya bekerja tiga tahun sebagai koki di usaha katering yang menyiapkan sekitar 1.500 kotak makan siang per hari untuk pabrik dan kantor. Pesanan besar sering datang mendadak, dan dapur kami sempit sehingga beberapa juru masak pernah mengalami cidera karena terpeleset. Saya menata ulang alur dapur, memisahkan area bahan mentah dan matang, serta memastikan lantai selalu kering dan rapih. Pengiriman diluar jam kerja juga saya jadwalkan ulang agar sopir tidak terburu-buru. Hasilnya, waktu persiapan 1.500 kotak turun dari lima jam menjadi tiga setengah jam. Saya sudah menikah dan dikaruniai seorang putri, dan tinggi badan saya 175 cm sehingga mudah menjangkau rak bumbu paling atas. Bahan baku kami beli dari UD Nenek Sayur.',
      planted: {
        spelling: ['cidera', 'rapih', 'diluar'],
        blind: ['Saya sudah menikah dan dikaruniai seorang putri', 'tinggi badan saya 175 cm'],
        opening: [
          'Pada kesempatan yang berbahagia ini, izinkan saya menjawab pertanyaan tersebut dengan sebaik-baiknya.',
        ],
      },
      companies: ['UD Nenek Sayur'],
    },
    {
      question: 'Mengapa Anda tertarik dengan posisi ini?',
      text: 'Saya bekerja empat tahun sebagai komandan regu satpam di sebuah perumahan dengan 1.200 rumah, memimpin 16 anggota dalam tiga shift. Dulu buku tamu ditulis tangan dan sering hilang, sehingga sulit melacak siapa yang keluar masuk kompleks. Saya mengusulkan buku tamu digital di pos jaga, patroli dengan titik pindai QR, dan laporan harian kepada pengurus RW. Semua anggota saya latih ulang tentang penanganan kebakaran kecil dan pertolongan pertama. Hasilnya, kasus pencurian turun dari 7 menjadi 1 per tahun, dan keluhan warga soal tamu tak dikenal hampir hilang. Meski usia saya sudah 41 tahun, saya masih ikut patroli malam. Saya berasal dari keluarga berada, tetapi memilih pekerjaan ini karena senang menjaga orang lain. Kulit saya sawo matang dan berbadan tegap, sehingga warga bilang saya cocok berjaga di gerbang. Perlengkapan satpam kami beli dari Toko Mertua Jaya.',
      planted: {
        blind: [
          'Meski usia saya sudah 41 tahun',
          'Saya berasal dari keluarga berada',
          'Kulit saya sawo matang dan berbadan tegap',
        ],
      },
      companies: ['Toko Mertua Jaya'],
    },
  ],
};
