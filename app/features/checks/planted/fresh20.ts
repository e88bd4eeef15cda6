// Fresh held-apart sets, round thirty (issue 36): written on 2026-12-02 (02:57-03:07 UTC) by a helper that
// writes no rules (and read none of the checks' rules, lexicons or tests, nor ran any check, bench or the app
// on this set; it read only `planted/types.ts`, `CheckKind` in `checks/types.ts`, fresh19 whole and the header
// comments of fresh14-18, to avoid their fields, phrasings and misspellings). Six clean answers per language,
// of about 450-650 Korean and 900-1,200 English and Indonesian characters, of fields no earlier set used
// (Korean: a container terminal's ship-to-shore crane driver, a lift maintenance firm's field engineer, a
// Jeju flatfish farm's manager, a city concert hall's sound engineer, a university hospital's clinical
// research coordinator (CRC), a water purifier rental firm's home-care manager; English: a ship-to-shore
// crane driver, a lift engineer, a salmon farm's fish health technician, a regional theatre's sound
// engineer, a clinical research coordinator, a rural postal delivery worker; Indonesian: a quay container
// crane (QCC) operator at Tanjung Priok, a lift technician, a vannamei shrimp farm's technician, a
// performance hall's sound engineer, a CRC, a KAN-accredited calibration laboratory's technician), written
// as members write: loanwords, compounds, trade terms, abbreviations, agencies, figures with units, and
// company names that look like schools, places or family words (declared in `companies`); and six answers
// per language (a hairdresser and colourist, a plumber, a stroke-ward physiotherapist, a theme park's ride
// operations lead, a car wash and valeting manager, a fashion brand's visual merchandiser) with twelve
// planted misspellings per language (Korean: common non-words, real words wrong in context and a spacing
// error of a bound noun; English: common misspellings and real-word confusions; Indonesian: KBBI
// non-standard forms and di- prefix/preposition mistakes; none planted in fresh14-19 as far as their
// headers and fresh19 show), sixteen blind-hiring mentions per language of the applicant's own traits
// (schools, hometowns and birthplaces, direct and indirect ages, gender, parents' jobs and wealth, marriage,
// children and pregnancy, height, weight and appearance, in phrasings other than fresh17-19's; no religion
// or ethnicity is planted), two repeated figures or episodes, two clichés, one empty opening and two
// unsupported claims (awards in none of the bench's résumés) per language. Clean answers mention other
// people's families, schools, ages, genders, looks and religions (a junior's wife giving birth and a
// senior near sixty, marine high school pupils, siblings trapped in a lift and a man of eighty in a
// wheelchair, Sunday church services and a synagogue's Saturday, Jeju's haenyeo elders and Vietnamese women
// workers, kindergarten audiences and a cathedral choir's choirmaster in her seventies, a daughter with her
// mother of 72 and a Muslim participant in Ramadan, a grandmother of ninety with dementia and a Buddhist
// monk, a widow of 91 and a young mum with twins, S3 pupils and a crofter of 82, a married couple of new
// colleagues, vocational school pupils, shrimp peelers fetching children from school, a Chinese-Indonesian
// couple's gold shop, a young woman doctor and a pesantren's kitchen) as members do.
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it,
// once, blind, by the lead, and prints counts only. Do not edit after its first run except to report.
// Its one blind run was on 2026-12-02 at 04:21 UTC (main at 0faaa93, after round thirty's rules; counts in
// ADR 0039, round thirty); SEEN since.
import type { PlantedCase } from './types';

export const FRESH20_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '직무 전문성을 보여 줄 수 있는 경험을 기술해 주십시오.',
      clean: true,
      text: '부산신항 컨테이너 터미널에서 6년간 안벽 크레인(STS) 기사로 일하며 시간당 평균 32박스의 선적과 양하 작업을 맡았습니다. 야간 작업 때 스프레더가 컨테이너 코너 캐스팅에 한 번에 물리지 않아 재시도가 잦았고, 강풍이 불면 흔들림 때문에 생산성이 20% 가까이 떨어졌습니다. 저는 풍속이 초속 15m를 넘으면 트롤리와 호이스트 속도를 단계적으로 낮추는 운전 기준을 정리하고, 신호수와 래싱 작업자의 무전 용어를 통일했습니다. 선석 계획은 TOS 화면으로 미리 확인해 작업 순서를 본선 포맨과 맞췄습니다. 크레인 정비는 형제중공업, 와이어로프 점검은 해운대기술원에 맡겼습니다. 현장 견학을 온 해양고등학교 학생들과 인솔 교사에게는 운전실 영상을 보여 주었고, 아내가 출산을 앞둔 후배 기사의 야간 근무는 제가 대신 맡았습니다. 예순을 앞둔 선배 기사에게는 무릎 부담이 적도록 승강기가 달린 크레인을 배정하자고 건의했습니다. 그 결과 시간당 생산성이 28박스에서 34박스로 올랐고, 스프레더 접촉 사고는 한 해 7건에서 1건으로 줄었습니다.',
      planted: {},
      companies: ['형제중공업', '해운대기술원'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      clean: true,
      text: '승강기 유지관리 업체에서 5년간 현장 기사로 일하며 아파트와 오피스 빌딩의 엘리베이터 140대를 월 1회 정기 점검하고 고장 출동을 맡았습니다. 갇힘 신고가 들어오면 담당 구역 기사만 출동하다 보니 도착까지 평균 38분이 걸렸습니다. 저는 기사들의 위치를 앱으로 공유해 가장 가까운 기사가 출동하게 하고, 자주 멈추는 호기는 도어 센서와 브레이크 라이닝 교체 주기를 6개월에서 4개월로 당겼습니다. 점검 결과는 한국승강기안전공단 시스템에 당일 입력했습니다. 부품은 고려엘리베이터부품, 로프는 사돈기계에서 받았습니다. 멈춘 엘리베이터 안에서 울던 초등학생 남매에게는 인터폰으로 계속 말을 걸며 안심시켰고, 휠체어를 쓰는 여든 살 할아버지가 사는 동에는 점검 시간을 미리 알려 드렸습니다. 교회 예배가 몰리는 일요일 오전에는 상가 건물 점검을 피했습니다. 그 결과 갇힘 출동 도착 시간이 평균 38분에서 17분으로 줄었고, 같은 호기의 반복 고장은 한 해 46건에서 12건으로 줄었습니다.',
      planted: {},
      companies: ['고려엘리베이터부품', '사돈기계'],
    },
    {
      question: '문제를 해결했던 경험을 구체적으로 기술해 주십시오.',
      clean: true,
      text: '제주의 넙치 육상 양식장에서 4년간 양식 관리자로 일하며 수조 48면, 연간 120톤 규모의 사육과 출하를 맡았습니다. 여름철 수온이 26도를 넘으면 에드워드병과 스쿠티카충 감염으로 폐사율이 한 달 9%까지 올랐습니다. 저는 수조별 용존산소, 수온, 사료 섭이량을 태블릿에 기록하게 하고, 수온이 24도를 넘으면 사료량을 30% 줄이고 액화 산소 공급을 늘리는 기준을 만들었습니다. 치어 입식 전에는 국립수산과학원 지침에 따라 백신을 접종했고, 수산질병관리사와 월 2회 검진을 했습니다. 사료는 할머니수산사료, 산소 설비는 서귀포대산업에서 받았습니다. 체험 학습을 온 중학생들과 담임 선생님께 치어 먹이 주기를 보여 드렸고, 일흔이 넘은 해녀 삼촌들께는 출하하고 남은 활어를 나눠 드렸습니다. 베트남에서 온 여성 근로자 두 명을 위해서는 작업 지침을 베트남어로 옮겨 붙였습니다. 그 결과 여름철 월 폐사율이 9%에서 3%로 줄었고, 사료 효율은 1.3에서 1.1로 좋아졌습니다.',
      planted: {},
      companies: ['할머니수산사료', '서귀포대산업'],
    },
    {
      question: '다른 사람과 협업해 성과를 낸 경험을 기술해 주십시오.',
      clean: true,
      text: '시립 공연장에서 5년간 음향 엔지니어로 일하며 1,200석 대극장의 뮤지컬, 오케스트라, 대중가수 공연 음향을 한 해 180회 운영했습니다. 무선 마이크 채널이 40개를 넘는 뮤지컬에서 주파수 간섭으로 대사가 끊기는 사고가 한 시즌에 6건 있었습니다. 저는 리허설 전마다 스펙트럼 분석기로 주파수를 스캔해 배정표를 만들고, 배우별 마이크 교체 시점을 큐시트에 넣어 의상팀, 무대감독과 함께 확인했습니다. 디지털 콘솔의 씬 메모리는 공연마다 백업했고, 객석 중앙에서 측정 마이크로 잔향을 재서 EQ를 맞췄습니다. 장비 임대는 큰아버지음향, 케이블 제작은 이화사운드에 맡겼습니다. 어린이 뮤지컬 때는 유치원생 관객과 부모님들을 위해 음압을 85dB 이하로 낮췄고, 보청기를 쓰는 어르신 관객에게는 히어링 루프 좌석을 안내했습니다. 성가대 연주회를 연 성당 신부님과도 마이크 위치를 함께 정했습니다. 그 결과 무선 마이크 끊김 사고는 시즌 6건에서 0건이 되었고, 관객 음향 불만은 한 해 35건에서 9건으로 줄었습니다.',
      planted: {},
      companies: ['큰아버지음향', '이화사운드'],
    },
    {
      question: '업무를 정확하게 처리하기 위해 노력한 경험을 기술해 주십시오.',
      clean: true,
      text: '대학병원 임상시험센터에서 4년간 임상연구코디네이터(CRC)로 일하며 항암제와 당뇨병 치료제 임상시험 8건의 대상자 방문 일정, 증례기록서(eCRF) 입력, 이상반응 보고를 맡았습니다. 모니터링 방문 때마다 원자료와 eCRF가 일치하지 않는 쿼리가 한 번에 30건 넘게 나왔습니다. 저는 방문마다 원자료를 입력한 당일 동료 CRC와 교차 검토하고, 혈액 검체 채취 시각과 원심분리 시간을 바코드로 기록하게 했습니다. ICH-GCP와 식품의약품안전처 규정에 맞춰 동의서 버전 관리표도 새로 만들었습니다. 검체 운송은 부산대물류, 문서 보관은 삼남매기록관리에 맡겼습니다. 일흔두 살 어머니를 모시고 오는 따님에게는 방문 일정을 달력으로 뽑아 드렸고, 가임기 여성 대상자에게는 피임 기간을 다시 설명했습니다. 금식 채혈이 라마단과 겹친 무슬림 대상자는 의뢰자와 협의해 일정을 옮겼습니다. 그 결과 모니터링당 쿼리가 평균 32건에서 7건으로 줄었고, 대상자 탈락률은 18%에서 9%로 낮아졌습니다.',
      planted: {},
      companies: ['부산대물류', '삼남매기록관리'],
    },
    {
      question: '고객 만족을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '생활가전 렌탈 회사에서 5년간 방문 관리 매니저로 일하며 정수기와 공기청정기 고객 450가구를 석 달 주기로 찾아가 필터 교체와 살균 관리를 했습니다. 방문 약속이 자주 바뀌어 헛걸음하는 일이 한 달 40건이 넘었고, 고객은 필터 교체 시기를 몰라 불만이 쌓였습니다. 저는 방문 이틀 전 알림톡으로 시간을 확인받고, 필터 교체일과 TDS 수치를 사진으로 남겨 고객 앱에 올렸습니다. 고장이 잦은 냉수 탱크는 UV 살균 모듈부터 점검했습니다. 필터는 숙명필터에서 받고, 업무 차량은 외가렌터카에서 빌렸습니다. 맞벌이 부부 고객은 저녁 8시 방문으로 바꿔 드렸고, 갓난아기가 있는 집에서는 마스크를 쓰고 조용히 작업했습니다. 치매가 있는 아흔 살 할머니 댁은 옆 동에 사는 아드님께 미리 연락드렸고, 스님 고객에게는 초하루 법회 날을 피해 방문했습니다. 그 결과 헛걸음 방문이 월 40건에서 8건으로 줄었고, 해지율은 연 12%에서 5%로 낮아졌습니다.',
      planted: {},
      companies: ['숙명필터', '외가렌터카'],
    },
    {
      question: '지원 분야 관련 경험과 성과를 기술해 주십시오.',
      text: '헤어살롱에서 6년간 디자이너로 일하며 커트, 펌, 염색 시술을 하루 평균 10명씩 맡았습니다. 한양대 의류학과를 마친 뒤 미용 자격증을 따 이 길로 들어섰습니다. 염색 후 색이 빠졌다는 재시술 요청이 한 달 15건 가까이 되어, 저는 모발 진단표를 만들고 손상도에 따라 약제 농도와 방치 시간을 나눴습니다. 남성 고객은 구렛나루 길이까지 시술 기록에 남겼습니다. 희안한 색을 원하시는 손님께도 테스트 모발로 결과를 먼저 보여 드렸습니다. 그 결과 재시술 요청이 월 15건에서 4건으로 줄었습니다. 전주에서 유년기를 보낸 저는 손님들과 사투리로 편하게 이야기를 나눕니다. 지천명에 접어든 나이지만 새로운 커트 기법은 지금도 직접 배웁니다. 2024년 대한민국 헤어디자인어워드 금상을 받기도 했습니다. 거듭 강조하자면, 재시술 요청을 월 15건에서 4건으로 줄인 것이 제가 가장 아끼는 성과입니다. 염모제는 막내이모코스메틱에서 받았습니다.',
      planted: {
        spelling: ['구렛나루', '희안한'],
        blind: ['한양대 의류학과를 마친', '전주에서 유년기를 보낸', '지천명에 접어든'],
        repetition: [
          '거듭 강조하자면, 재시술 요청을 월 15건에서 4건으로 줄인 것이 제가 가장 아끼는 성과입니다.',
        ],
        claim: ['2024년 대한민국 헤어디자인어워드 금상'],
      },
      companies: ['막내이모코스메틱'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      text: '설비 시공 업체에서 8년간 배관 기능공으로 일하며 아파트와 상가의 급수, 급탕, 난방 배관 교체를 한 해 약 90건 맡았습니다. 부친이 30년 동안 보일러 대리점을 운영하셔서 어릴 때부터 공구가 낯설지 않았습니다. 누수 위치를 감에 의존해 찾다 보니 바닥을 두세 번씩 깨는 현장이 한 달 5곳이 넘었습니다. 저는 열화상 카메라와 청음식 탐지기로 위치를 먼저 찾고, 수압 시험 결과를 사진으로 남기는 절차를 만들었습니다. 그 뒤로는 바닥을 한 번만 깨고도 수리할수 있게 되었습니다. 삭은 주철관은 부분 수리 대신 한 구간을 통채로 바꾸도록 기준도 고쳤습니다. 초등학생 쌍둥이를 키우는 가장이라 야간 긴급 출동은 조를 짜서 나눠 맡았습니다. 190cm에 가까운 장신이지만 좁은 싱크대 밑 작업도 마다하지 않습니다. 그 결과 바닥을 두 번 이상 깨는 현장이 월 5곳에서 1곳으로 줄었습니다. 앞서 말씀드린 대로, 열화상 카메라로 누수 위치를 먼저 찾으니 바닥을 한 번만 깨면 되었습니다. 배관 자재는 당숙설비자재에서 받았습니다.',
      planted: {
        spelling: ['수리할수', '통채로'],
        blind: [
          '부친이 30년 동안 보일러 대리점을 운영하셔서',
          '초등학생 쌍둥이를 키우는 가장이라',
          '190cm에 가까운 장신',
        ],
        repetition: [
          '앞서 말씀드린 대로, 열화상 카메라로 누수 위치를 먼저 찾으니 바닥을 한 번만 깨면 되었습니다.',
        ],
      },
      companies: ['당숙설비자재'],
    },
    {
      question: '본인의 강점을 경험과 함께 기술해 주십시오.',
      text: '재활병원에서 5년간 물리치료사로 일하며 하루 평균 14명의 환자에게 운동치료와 보행 훈련을 했습니다. 제 나이 마흔하나로, 간호조무사로 일하다 늦게 이 길에 들어섰습니다. 뇌졸증 환자의 보행 훈련 중 낙상이 한 달 3건씩 나와, 저는 보행 벨트 사용을 의무로 하고 버그 균형 척도 점수에 따라 훈련 단계를 나눴습니다. 고관절 수술 환자는 선배의 귀뜸을 받아 체중 부하 시점을 주치의와 미리 확인했습니다. 그 결과 낙상이 월 3건에서 분기 1건으로 줄었습니다. 여자 치료사라 체구가 큰 남성 환자를 옮기기 힘들 거라는 걱정도 들었지만, 슬라이딩 보드로 해결했습니다. 몸무게가 48kg밖에 안 되는 가벼운 몸이지만 이송 기술은 누구에게도 뒤지지 않습니다. 성실함과 책임감은 저의 가장 큰 무기입니다. 2023년 대한물리치료사협회 올해의 치료사상도 받았습니다. 치료 장비는 큰삼촌메디칼에서 받았습니다.',
      planted: {
        spelling: ['뇌졸증', '귀뜸'],
        blind: ['제 나이 마흔하나', '여자 치료사라', '몸무게가 48kg밖에 안 되는'],
        cliche: ['성실함과 책임감은 저의 가장 큰 무기입니다.'],
        claim: ['2023년 대한물리치료사협회 올해의 치료사상'],
      },
      companies: ['큰삼촌메디칼'],
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      text: '테마파크에서 4년간 어트랙션 운영 리더로 일하며 롤러코스터와 회전 기구 6대의 탑승 안전과 대기열 관리를 맡았습니다. 주말 대기 시간이 평균 90분을 넘었고, 탑승 기준 키에 못 미치는 아이들이 줄 끝에서야 돌아가는 일이 잦았습니다. 저는 대기열 입구로 측정대를 옮기고, 앱 예약 탑승제를 도입해 시간대별로 손님을 나눴습니다. 탑승을 기다리는 설레임이 짜증으로 바뀌지 않도록 대기 중 안전 수칙 영상도 틀었습니다. 퇴근길에는 매표소에 들려 다음 날 단체 예약을 확인했습니다. 그 결과 평균 대기 시간이 90분에서 40분으로 줄고, 대기열 민원은 월 30건에서 7건으로 줄었습니다. 경기외고 재학 시절부터 통역 봉사를 해 외국인 손님 안내도 맡았습니다. 집안이 넉넉해 학창 시절 해외 테마파크를 두루 다녀 본 경험도 도움이 되었습니다. 결혼 5년 차인 저는 주말 근무에도 가족의 지지를 받고 있습니다. 저는 귀사에 꼭 필요한 준비된 인재입니다. 안전 장비는 오빠네안전에서 받았습니다.',
      planted: {
        spelling: ['설레임', '들려'],
        blind: ['경기외고 재학 시절', '집안이 넉넉해', '결혼 5년 차인'],
        cliche: ['저는 귀사에 꼭 필요한 준비된 인재입니다.'],
      },
      companies: ['오빠네안전'],
    },
    {
      question: '조직의 문제를 해결한 경험을 기술해 주십시오.',
      text: '어떤 경험을 적을지 오래 고민하다가 이 글을 쓰기 시작했습니다. 손세차와 자동 세차를 함께 하는 세차장에서 3년간 매니저로 일하며 하루 평균 120대의 세차와 실내 클리닝, 직원 9명의 근무를 관리했습니다. 주말이면 손님이 몰려 직원끼리 구역이 겹치고, 마무리 검수가 빠져 물자국 재작업 요청이 한 달 25건 넘게 나왔습니다. 저는 차량 한 대를 세 단계로 나눠 단계별 담당을 정하고, 출고 전 체크리스트 확인을 의무로 했습니다. 꼼꼼한 마무리를 지양하며 검수 시간도 대당 2분 더 두었습니다. 웬지 손님이 적은 평일 오전에 직원이 더 많다는 생각이 들어 예약 데이터를 보니 실제로 그랬고, 두 명을 주말로 옮겼습니다. 그 결과 재작업 요청이 월 25건에서 6건으로 줄었습니다. 인천에서 태어난 저는 항만을 오가는 화물차 손님들의 사정도 잘 압니다. 인상이 험상궂어 처음에는 손님들이 저를 어려워하셨지만, 먼저 웃으며 인사해 단골을 늘렸습니다. 세제는 동생네케미칼에서 받았습니다.',
      planted: {
        spelling: ['지양하며', '웬지'],
        blind: ['인천에서 태어난', '인상이 험상궂어'],
        opening: ['어떤 경험을 적을지 오래 고민하다가 이 글을 쓰기 시작했습니다.'],
      },
      companies: ['동생네케미칼'],
    },
    {
      question: '지원 동기를 기술해 주십시오.',
      text: '패션 브랜드에서 5년간 비주얼 머천다이저(VMD)로 일하며 전국 12개 매장의 쇼윈도와 매장 진열을 시즌마다 바꿨습니다. 어머니가 동대문에서 원단 도매상을 하셔서 어려서부터 옷감을 만지며 자랐습니다. 매장마다 진열이 달라 본사 지침이 제대로 지켜지지 않았고, 신상품이 입고되어도 2주 넘게 창고에 머물렀습니다. 저는 진열 가이드를 사진과 평면도로 만들고, 매장 직원들에게 손가락으로 위치를 가르키며 직접 교육했습니다. 마네킹 착장은 판매 데이터에 따라 주 1회 바꿨습니다. 그 결과 신상품 진열까지 걸리는 기간이 14일에서 3일로 줄고, 매장당 월 매출을 평균 8% 늘였습니다. 내년 봄 출산을 앞두고 있어 출장이 적은 본사 VMD 직무에서 오래 일하고 싶습니다. 행거와 집기는 형수님집기에서 받았습니다.',
      planted: {
        spelling: ['가르키며', '늘였습니다'],
        blind: ['어머니가 동대문에서 원단 도매상을 하셔서', '내년 봄 출산을 앞두고 있어'],
      },
      companies: ['형수님집기'],
    },
  ],
  en: [
    {
      question: 'Tell us about a time you improved safety at work.',
      clean: true,
      text: "I have worked for six years as a ship-to-shore (STS) crane driver at a deep-sea container terminal, averaging 30 moves an hour across two shifts. On nights the spreader often failed to lock onto the corner castings first time, and in gusty winds productivity dropped by nearly 20%. I wrote a wind procedure that steps down trolley and hoist speeds above 15 m/s and stops work at 20 m/s, and I agreed standard radio calls with the lashing gangs and signallers so nobody had to guess. Before each vessel I check the bay plan in the TOS and agree the work sequence with the ship planner and the foreman. I keep my crane tickets and the terminal's LOLER thorough-examination records up to date. Spreader maintenance is done by Sisters Heavy Lift Ltd, and wire rope inspections by Eton Rigging Services. I showed Year 10 students from a maritime academy and their teacher round the cab on a careers day, covered nights for a colleague whose wife had just had twins, and suggested that a driver in his sixties with bad knees be given the crane with the lift rather than the ladder. Productivity rose from 27 to 33 moves an hour, and spreader contact incidents fell from seven a year to one.",
      planted: {},
      companies: ['Sisters Heavy Lift Ltd', 'Eton Rigging Services'],
    },
    {
      question: 'Give an example of how you made a process work better.',
      clean: true,
      text: 'For five years I have worked as a lift engineer for a lift maintenance company, servicing about 140 passenger and goods lifts in housing blocks, offices and a hospital on monthly contracts. When someone was trapped, only the engineer for that area was sent, and the average arrival time was 38 minutes. I pushed for a shared location app so that the nearest engineer takes the call, and for lifts that kept breaking down I brought door sensor and brake lining checks forward from every six months to every four. I record every visit against the LOLER thorough examination and the SAFed guidelines, and I hold an NVQ Level 3 in lift and escalator engineering. Parts come from Harrow Lift Components and ropes from Stepdad Steel Wire Co. I once talked two primary-age siblings through a stoppage over the intercom until I could level the car, and I warn the family of an 80-year-old wheelchair user on the ninth floor before any planned shutdown. For a synagogue in one of our buildings, I avoid Saturday morning works. Arrival times for trapped passengers fell from 38 to 17 minutes, and repeat faults on the same lift fell from 46 to 12 a year.',
      planted: {},
      companies: ['Harrow Lift Components', 'Stepdad Steel Wire Co'],
    },
    {
      question: 'Tell us about a problem you solved at work.',
      clean: true,
      text: "I have spent four years as a fish health technician on a marine salmon farm in the west of Scotland, with twelve pens and around 600,000 fish in each production cycle. In late summer, sea lice and gill disease pushed monthly mortality up to 4%, and treatment decisions were made on gut feeling. I set up weekly lice counts on 20 fish per pen, logged sea temperature and dissolved oxygen in a shared spreadsheet, and agreed with our vet that feeding would be cut by a third whenever oxygen fell below 7 mg/l. We brought in cleaner fish, lumpsuckers and wrasse, and I recorded every treatment for the Fish Health Inspectorate. Feed is delivered by Granny's Marine Feeds and our net cleaning is contracted to St Andrews Aqua Services. I took a class of S3 pupils and their biology teacher out on the boat for a careers visit, and I wrote the safety induction in Polish for two new colleagues, a married couple who joined us together. One of the oldest crofters on the loch, a man of 82, still lets us use his slipway. Monthly mortality fell from 4% to 1.2%, and our feed conversion ratio improved from 1.3 to 1.1.",
      planted: {},
      companies: ["Granny's Marine Feeds", 'St Andrews Aqua Services'],
    },
    {
      question: 'Describe a time you worked as part of a team.',
      clean: true,
      text: "I have been a sound engineer at a 1,200-seat regional theatre for five years, mixing musicals, orchestral concerts and touring bands on about 180 shows a year. On musicals with more than 40 radio mics, frequency clashes caused lines to drop out six times in one season. Before every technical rehearsal I now scan the RF spectrum, build a frequency plan, and put each actor's mic swap into the cue sheet so that wardrobe and stage management know exactly when to change packs. I back up the desk's scene memory after every show and tune the system EQ from measurements taken in the centre of the stalls. We hire extra kit from Uncle Frank's Audio Hire, and our cable looms are made by Winchester Sound Works. For children's shows I keep levels under 85 dB for the sake of the little ones and their parents, and I direct older audience members with hearing aids to the seats on the induction loop. When a cathedral choir performed with us, I worked out mic positions with their choirmaster, a softly spoken woman in her seventies. Radio mic dropouts fell from six in a season to none, and sound complaints from 35 a year to nine.",
      planted: {},
      companies: ["Uncle Frank's Audio Hire", 'Winchester Sound Works'],
    },
    {
      question: 'Tell us how you make sure your work is accurate.',
      clean: true,
      text: "For four years I have worked as a clinical research coordinator in a teaching hospital's research unit, running participant visits, eCRF entry and adverse event reporting for eight oncology and diabetes trials. Every monitoring visit turned up more than 30 queries where the source documents did not match the eCRF. I introduced same-day peer review of each visit's source data by another coordinator, and barcode logging of blood draw and centrifuge times. In line with ICH-GCP and the MHRA's expectations, I rebuilt the consent form version log so that no participant could sign an out-of-date form. Samples are couriered by Oxford Brookes Logistics and our archive is kept by Three Brothers Records. I print visit calendars for a daughter who brings her 72-year-old mother to each appointment, I go through contraception requirements again with female participants of childbearing potential, and when a fasting visit fell during Ramadan for a Muslim participant, I agreed a new date with the sponsor. Queries per monitoring visit fell from an average of 32 to 7, and participant drop-out fell from 18% to 9%.",
      planted: {},
      companies: ['Oxford Brookes Logistics', 'Three Brothers Records'],
    },
    {
      question: 'Give an example of how you put customers first.',
      clean: true,
      text: 'I have worked for five years as a postal delivery worker on a rural round of about 650 addresses, covering 40 miles a day by van and on foot. Parcels that needed a signature were often taken back to the delivery office because nobody was home, and we were leaving about 45 cards a week. I started asking regular customers for a safe place or a named neighbour, checked the handheld for time slots before loading, and reordered the round so that the business park came before lunch and the villages after. I scan every item as delivered, do the van walk-round check every morning, and follow the dog-awareness training after a near miss in my first year. Our fuel cards are handled by Aunt Sally Fleet Ltd and the handhelds are serviced by Bristol College Devices. I know which farm has a son home from university and which bungalow has a widow of 91 who likes her post handed over at the door, and I keep an eye out for a young mum with twins on the estate. The parish vicar leaves a key for church deliveries. Cards left fell from 45 a week to 12, and complaints fell from nine a quarter to two.',
      planted: {},
      companies: ['Aunt Sally Fleet Ltd', 'Bristol College Devices'],
    },
    {
      question: 'Tell us about an achievement you are proud of.',
      text: "I have worked for six years as a stylist and colour technician in a busy town-centre salon, doing cuts, colour and perms for about ten clients a day. After finishing my degree at Bristol, I retrained at a hairdressing academy instead of going into an office. Clients often came back within a fortnight because their colour had faded, and we were redoing about fifteen colours a month. I introduced a hair diagnosis card for every colour client, split developer strengths and processing times by the level of damage, and strand-tested anyone asking for a big change. The difference was noticable within a month, and colour redos fell from fifteen a month to four. Having been raised in Belfast, I can chat to almost anyone in the chair. I sat my GCSEs the year of the London Olympics, and I still go on every advanced cutting course I can. I was named Colour Technician of the Year at the 2024 Northern Hair Awards. As I said above, cutting colour redos from fifteen a month to four is the result I value most. I truely believe the consultation matters more than the cut. Our colour comes from Cousin Amy's Salon Supplies.",
      planted: {
        spelling: ['noticable', 'truely'],
        blind: [
          'After finishing my degree at Bristol',
          'Having been raised in Belfast',
          'I sat my GCSEs the year of the London Olympics',
        ],
        repetition: [
          'As I said above, cutting colour redos from fifteen a month to four is the result I value most.',
        ],
        claim: ['Colour Technician of the Year at the 2024 Northern Hair Awards'],
      },
      companies: ["Cousin Amy's Salon Supplies"],
    },
    {
      question: 'Describe a change you introduced and its results.',
      text: "I have worked for eight years as a plumbing and heating engineer for a building services firm, replacing water, hot water and heating pipework in about 90 flats and shops a year. My mum ran a plumbers' merchant for thirty years, so I knew my way round a compression fitting before I left school. We found leaks by guesswork and lifted floors two or three times on more than five jobs a month. I started locating leaks first with a thermal camera and an acoustic detector, and photographing the pressure guage at the start and end of every test. I also listed the equiptment each van must carry so no job stalled for a missing tool. Old cast-iron runs are now replaced as a whole section rather than patched. Raising a seven-year-old on my own, I share out the night call-outs on a rota. Being barely five foot two, I am the one who fits under the sinks. Jobs where a floor was lifted more than once fell from five a month to one. As I mentioned earlier, finding the leak with a thermal camera first meant we only lifted the floor once. Our fittings come from Nephew & Sons Merchants.",
      planted: {
        spelling: ['guage', 'equiptment'],
        blind: [
          "My mum ran a plumbers' merchant for thirty years",
          'Raising a seven-year-old on my own',
          'Being barely five foot two',
        ],
        repetition: [
          'As I mentioned earlier, finding the leak with a thermal camera first meant we only lifted the floor once.',
        ],
      },
      companies: ['Nephew & Sons Merchants'],
    },
    {
      question: 'What strength would you bring to this role? Give an example.',
      text: "I have worked for five years as a physiotherapist on a stroke rehabilitation ward, seeing about fourteen patients a day for exercise therapy and gait training. Now aged 41, I came to physiotherapy late after ten years as a healthcare assistant. Falls during gait training were running at three a month, so I made gait belts compulsory and graded each patient's programme by their Berg Balance Scale score. I teach patients to breath steadily through each transfer, and I use a metronome so that their walking finds a steady rythm. Falls dropped from three a month to one a quarter. As one of the few male physios on the unit, I often take the heavier transfers. Weighing just eight stone, I rely on slide sheets and technique rather than strength. I always go the extra mile for my patients. I received the 2023 Clinical Excellence Award from the Chartered Society of Physiotherapy. Our walking frames and wheelchairs come from Big Brother Mobility Ltd.",
      planted: {
        spelling: ['breath', 'rythm'],
        blind: ['Now aged 41', 'As one of the few male physios on the unit', 'Weighing just eight stone'],
        cliche: ['I always go the extra mile for my patients.'],
        claim: ['2023 Clinical Excellence Award from the Chartered Society of Physiotherapy'],
      },
      companies: ['Big Brother Mobility Ltd'],
    },
    {
      question: 'Describe how you meet the needs of the people you serve.',
      text: "For four years I have been a ride operations team leader at a theme park, responsible for loading, safety checks and queues on six rides, including two roller coasters. Weekend queues topped 90 minutes, and children under the height limit often found out only at the front. I moved the height check to the queue entrance, introduced virtual queue slots in the park app, and put up screens showing ride safety rules while guests wait. I also stopped letting guests wonder through the exit to reach the photo booth, which had caused two near misses. We added a short questionaire at the exit so guests could tell us what slowed them down. Average queue times fell from 90 to 40 minutes, and queue complaints from 30 a month to seven. Since my days at Gordonstoun I have enjoyed looking after groups. My family's money meant I could spend a gap year visiting parks across the States. Married for twelve years, I have a husband who does not mind my weekend shifts. Failure is simply not in my vocabulary. Our restraints are serviced by Papa Joe's Ride Engineering.",
      planted: {
        spelling: ['wonder', 'questionaire'],
        blind: ['Since my days at Gordonstoun', "My family's money meant", 'Married for twelve years'],
        cliche: ['Failure is simply not in my vocabulary.'],
      },
      companies: ["Papa Joe's Ride Engineering"],
    },
    {
      question: 'Tell us about a time you solved a problem in a team.',
      text: 'I have always believed that every job teaches you something about yourself. For three years I have managed a hand car wash and valeting centre, handling about 120 cars a day and a team of nine. At weekends the team crowded round the same cars, nobody owned the final check, and about 25 cars a month came back with water marks or missed spots. I split each car into three stages with one person responsible for each, and made a handover checklist compulsory before the keys go back. It felt wierd to slow down on a busy Saturday, but we added two minutes per car for the final check. It was quiet a shock to see the booking data: we had more staff on slow weekday mornings than on Saturdays, so I moved two people onto weekends. Comebacks fell from 25 a month to six. Swansea is where I came into the world, and I know the hauliers from the docks well. With my shaved head and broken nose, customers find me intimidating at first, so I always greet them with a smile. Our chemicals come from Godmother Valet Supplies.',
      planted: {
        spelling: ['wierd', 'quiet'],
        blind: ['Swansea is where I came into the world', 'With my shaved head and broken nose'],
        opening: ['I have always believed that every job teaches you something about yourself.'],
      },
      companies: ['Godmother Valet Supplies'],
    },
    {
      question: 'Why do you want this role?',
      text: "I have worked for five years as a visual merchandiser for a fashion brand, changing the windows and floor layouts of twelve stores every season. My father dressed windows at a department store for thirty years, and I learned to steam a rail of coats before I could ride a bike. Each store read head office guidance differently, and new lines sat in the stockroom for more than two weeks. I turned our guidelines into photo-led planograms, trained each store team on the shop floor, and changed mannequin outfits weekly based on sales data. Several store managers told me the new windows peaked their customers' interest, and the footfall counters agreed. Time from delivery to display fell from 14 days to three, and sales per store rose by 8% a month on average. I worked as an independant stylist before this, so I know how much a good window sells. With a baby due in March, I would like a head office role with less travel. Our rails and fixtures come from Auntie Pat's Shopfitting.",
      planted: {
        spelling: ['peaked', 'independant'],
        blind: [
          'My father dressed windows at a department store for thirty years',
          'With a baby due in March',
        ],
      },
      companies: ["Auntie Pat's Shopfitting"],
    },
  ],
  id: [
    {
      question: 'Ceritakan pengalaman Anda meningkatkan keselamatan kerja.',
      clean: true,
      text: 'Selama enam tahun saya bekerja sebagai operator quay container crane (QCC) di sebuah terminal peti kemas di Tanjung Priok, dengan rata-rata 28 boks per jam dalam dua shift. Pada shift malam, spreader sering gagal mengunci corner casting pada percobaan pertama, dan saat angin kencang produktivitas turun hampir 20%. Saya menyusun prosedur angin yang menurunkan kecepatan trolley dan hoist di atas 15 m/detik dan menghentikan kerja di atas 20 m/detik, serta menyeragamkan kode radio dengan tim lashing dan signalman. Sebelum kapal sandar, saya memeriksa bay plan di TOS dan menyepakati urutan bongkar muat dengan ship planner dan foreman. Perawatan spreader dilakukan oleh PT Saudara Teknik Pelabuhan, dan inspeksi wire rope oleh CV Akademi Rigging Nusantara. Saya pernah mengajak siswa SMK pelayaran dan guru pendamping mereka melihat kabin crane saat kunjungan industri, menggantikan shift malam rekan yang istrinya baru melahirkan, dan mengusulkan agar operator senior berusia 58 tahun yang lututnya bermasalah mendapat crane yang dilengkapi lift. Hasilnya, produktivitas naik dari 26 menjadi 32 boks per jam, dan insiden benturan spreader turun dari tujuh menjadi satu per tahun.',
      planted: {},
      companies: ['PT Saudara Teknik Pelabuhan', 'CV Akademi Rigging Nusantara'],
    },
    {
      question: 'Ceritakan bagaimana Anda memperbaiki sebuah proses kerja.',
      clean: true,
      text: 'Saya bekerja lima tahun sebagai teknisi lift di sebuah perusahaan perawatan elevator, merawat sekitar 130 unit lift penumpang dan barang di apartemen, gedung perkantoran, dan satu rumah sakit. Dulu, jika ada penumpang terjebak, hanya teknisi wilayah itu yang dikirim, sehingga waktu tiba rata-rata 40 menit. Saya mengusulkan aplikasi berbagi lokasi agar teknisi terdekat yang berangkat, dan untuk unit yang sering rusak, pemeriksaan sensor pintu dan lapisan rem saya majukan dari enam bulan menjadi empat bulan sekali. Setiap kunjungan saya catat sesuai ketentuan pemeriksaan dan pengujian K3 dari Disnaker. Suku cadang dipasok oleh PT Mertua Elevator Indonesia dan tali baja oleh CV Institut Baja Bandung. Saya pernah menenangkan kakak-adik usia SD yang terjebak lewat interkom sampai kabin bisa saya sejajarkan dengan lantai, dan selalu memberi tahu keluarga seorang nenek pengguna kursi roda berusia 84 tahun di lantai sembilan sebelum ada penghentian terjadwal. Di gedung yang memiliki musala, saya menghindari pekerjaan besar menjelang salat Jumat. Hasilnya, waktu tiba untuk penumpang terjebak turun dari 40 menjadi 17 menit, dan kerusakan berulang pada unit yang sama turun dari 46 menjadi 12 kali per tahun.',
      planted: {},
      companies: ['PT Mertua Elevator Indonesia', 'CV Institut Baja Bandung'],
    },
    {
      question: 'Ceritakan masalah yang berhasil Anda selesaikan.',
      clean: true,
      text: 'Empat tahun saya bekerja sebagai teknisi budi daya di tambak udang vaname intensif di pesisir Lampung dengan 24 kolam berlapis HDPE dan padat tebar 120 ekor per meter persegi. Pada musim kemarau, penyakit AHPND dan white spot membuat kematian udang bisa mencapai 30% dalam satu siklus, dan keputusan pemberian pakan hanya berdasarkan perkiraan. Saya mencatat kadar oksigen terlarut, pH, salinitas, dan suhu setiap kolam dua kali sehari di tablet, lalu mengurangi pakan sepertiga setiap kali oksigen turun di bawah 4 mg/l. Benur hanya kami tebar setelah lulus uji PCR di laboratorium balai KKP, dan kincir air ditambah di kolam yang paling padat. Pakan dipasok oleh PT Nenek Moyang Aquafeed, sedangkan probiotik dari CV Universitas Tambak Lestari. Saya pernah memandu mahasiswa praktik kerja lapangan dari politeknik perikanan bersama dosen mereka, dan membantu seorang petambak berusia 70 tahun yang kolamnya bersebelahan dengan kami. Ibu-ibu dari desa sekitar yang bekerja sebagai pengupas udang saat panen saya beri jadwal yang tidak bentrok dengan jam menjemput anak sekolah. Hasilnya, tingkat kelangsungan hidup naik dari 70% menjadi 86%, dan rasio konversi pakan membaik dari 1,6 menjadi 1,3.',
      planted: {},
      companies: ['PT Nenek Moyang Aquafeed', 'CV Universitas Tambak Lestari'],
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja dalam tim.',
      clean: true,
      text: 'Saya bekerja lima tahun sebagai sound engineer di sebuah gedung pertunjukan berkapasitas 1.200 kursi, menangani tata suara untuk drama musikal, orkestra, dan konser band sekitar 170 pertunjukan per tahun. Pada musikal yang memakai lebih dari 40 mikrofon nirkabel, tabrakan frekuensi membuat dialog terputus enam kali dalam satu musim. Sebelum setiap gladi teknis saya memindai spektrum frekuensi, menyusun rencana frekuensi, dan memasukkan jadwal pergantian mikrofon setiap pemain ke dalam cue sheet agar tim kostum dan stage manager tahu kapan harus menukar pack. Scene memory di konsol digital selalu saya cadangkan setelah setiap pertunjukan. Peralatan tambahan kami sewa dari PT Om Heru Audio dan kabel dibuat oleh CV Trisakti Sound System. Pada pertunjukan anak, tingkat suara saya jaga di bawah 85 dB demi anak-anak TK dan orang tua mereka, dan penonton lansia yang memakai alat bantu dengar saya arahkan ke kursi dengan induction loop. Ketika paduan suara gereja tampil, saya menentukan posisi mikrofon bersama dirigen mereka, seorang ibu berusia 65 tahun. Hasilnya, gangguan mikrofon nirkabel turun dari enam kali per musim menjadi nol, dan keluhan penonton soal suara turun dari 35 menjadi 9 per tahun.',
      planted: {},
      companies: ['PT Om Heru Audio', 'CV Trisakti Sound System'],
    },
    {
      question: 'Bagaimana Anda memastikan ketelitian dalam pekerjaan?',
      clean: true,
      text: 'Empat tahun saya bekerja sebagai koordinator riset klinis (CRC) di unit uji klinis sebuah rumah sakit pendidikan, mengatur jadwal kunjungan subjek, pengisian eCRF, dan pelaporan kejadian tidak diinginkan untuk delapan uji klinis obat kanker dan diabetes. Setiap kunjungan monitoring, ditemukan lebih dari 30 query karena data sumber tidak sama dengan eCRF. Saya menerapkan telaah silang data sumber oleh sesama CRC pada hari yang sama, serta mencatat waktu pengambilan darah dengan barcode. Sesuai pedoman CUKB dari BPOM dan ICH-GCP, saya menyusun ulang daftar versi formulir persetujuan agar tidak ada subjek yang menandatangani versi lama. Sampel dikirim oleh PT Kurir Gadjah Mada Medika dan arsip disimpan oleh CV Tiga Bersaudara Arsip. Saya mencetak kalender kunjungan untuk seorang anak perempuan yang selalu mengantar ibunya yang berusia 72 tahun, menjelaskan ulang ketentuan kontrasepsi kepada subjek perempuan usia subur, dan ketika kunjungan puasa darah jatuh pada bulan Ramadan bagi subjek muslim, saya menjadwalkan ulang bersama sponsor. Hasilnya, rata-rata query per kunjungan monitoring turun dari 32 menjadi 7, dan angka subjek keluar dari studi turun dari 18% menjadi 9%.',
      planted: {},
      companies: ['PT Kurir Gadjah Mada Medika', 'CV Tiga Bersaudara Arsip'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani pelanggan.',
      clean: true,
      text: 'Selama lima tahun saya bekerja sebagai teknisi kalibrasi di sebuah laboratorium kalibrasi yang terakreditasi KAN sesuai ISO/IEC 17025, melakukan kalibrasi timbangan, termometer, manometer, dan pipet untuk sekitar 60 pelanggan per bulan. Pelanggan sering menunggu sertifikat sampai tiga minggu, dan alat yang dibawa pulang kadang tertukar labelnya. Saya memasang label QR pada setiap alat sejak diterima, membuat jadwal kunjungan lapangan per wilayah, dan menyiapkan draf sertifikat langsung dari lembar kerja elektronik sehingga tinggal diperiksa penyelia. Anak timbang standar kelas F1 kami kirim untuk kalibrasi ulang ke SNSU BSN setiap tahun. Kendaraan lapangan disewa dari PT Paman Sam Rental dan perangkat lunak dari CV Politeknik Data Presisi. Toko emas milik sepasang suami istri keturunan Tionghoa kami datangi di luar jam ramai agar mereka tidak kehilangan pembeli, puskesmas yang dipimpin seorang dokter perempuan muda kami dahulukan sebelum program imunisasi anak, dan pesantren yang dapurnya memakai timbangan besar kami layani setelah salat zuhur. Hasilnya, waktu terbit sertifikat turun dari 21 hari menjadi 6 hari, dan keluhan label tertukar turun dari 9 menjadi 1 per triwulan.',
      planted: {},
      companies: ['PT Paman Sam Rental', 'CV Politeknik Data Presisi'],
    },
    {
      question: 'Ceritakan pencapaian yang paling Anda banggakan.',
      text: 'Saya bekerja enam tahun sebagai penata rambut dan colorist di sebuah salon di pusat kota, menangani potong, pewarnaan, dan perm untuk sekitar 10 pelanggan per hari. Gelar sarjana saya dari Universitas Diponegoro, tetapi saya memilih kursus tata rambut setelah wisuda. Banyak pelanggan kembali dalam dua minggu karena warna cepat pudar, sehingga pewarnaan ulang mencapai 15 kali per bulan. Saya membuat kartu diagnosis rambut untuk setiap pelanggan warna, membagi kadar developer dan waktu pemrosesan menurut tingkat kerusakan rambut, dan melakukan tes helai untuk perubahan warna yang drastis. Hasilnya nampak dalam sebulan, dan pewarnaan ulang turun dari 15 menjadi 4 kali per bulan. Saya besar di Pontianak, jadi saya mudah akrab dengan pelanggan dari mana saja. Di usia menjelang pensiun, saya tetap mengikuti setiap pelatihan teknik potong terbaru. Salon kami dikenal punya tim yang handal. Saya meraih Juara Umum Lomba Tata Rambut Nasional HARPI Melati 2024. Seperti yang sudah saya sebutkan, menurunkan pewarnaan ulang dari 15 menjadi 4 kali per bulan adalah hasil yang paling saya banggakan. Cat rambut kami beli dari Toko Cici Salon.',
      planted: {
        spelling: ['nampak', 'handal'],
        blind: [
          'Gelar sarjana saya dari Universitas Diponegoro',
          'Saya besar di Pontianak',
          'Di usia menjelang pensiun',
        ],
        repetition: [
          'Seperti yang sudah saya sebutkan, menurunkan pewarnaan ulang dari 15 menjadi 4 kali per bulan adalah hasil yang paling saya banggakan.',
        ],
        claim: ['Juara Umum Lomba Tata Rambut Nasional HARPI Melati 2024'],
      },
      companies: ['Toko Cici Salon'],
    },
    {
      question: 'Ceritakan perubahan yang Anda buat dan hasilnya.',
      text: 'Saya bekerja delapan tahun sebagai teknisi plumbing di sebuah kontraktor mekanikal, mengganti pipa air bersih, air panas, dan pemanas di sekitar 90 unit apartemen dan ruko per tahun. Ibu saya pemilik toko bangunan di Bekasi, jadi sejak kecil saya sudah mengenal fitting dan pipa PPR. Dulu kebocoran dicari dengan menebak, sehingga lantai sering dibongkar dua sampai tiga kali di lebih dari lima lokasi per bulan. Saya mulai mencari titik bocor dengan kamera termal dan alat deteksi akustik, dan tekanan pipa di ukur di awal dan akhir setiap uji dengan foto sebagai bukti. Sistim pipa besi tua kini diganti satu jalur penuh, bukan ditambal. Sebagai orang tua tunggal dari anak kelas 2 SD, saya membagi panggilan darurat malam dengan rotasi. Dengan tinggi hampir dua meter, saya tetap sanggup bekerja di bawah wastafel yang sempit. Pembongkaran lantai berulang turun dari lima menjadi satu lokasi per bulan. Saya ulangi: mencari titik bocor dengan kamera termal lebih dulu membuat lantai cukup dibongkar sekali. Fitting kami beli dari UD Engkong Pipa.',
      planted: {
        spelling: ['di ukur', 'Sistim'],
        blind: [
          'Ibu saya pemilik toko bangunan',
          'Sebagai orang tua tunggal dari anak kelas 2 SD',
          'Dengan tinggi hampir dua meter',
        ],
        repetition: [
          'Saya ulangi: mencari titik bocor dengan kamera termal lebih dulu membuat lantai cukup dibongkar sekali.',
        ],
      },
      companies: ['UD Engkong Pipa'],
    },
    {
      question: 'Apa kekuatan utama Anda? Berikan contoh.',
      text: 'Saya bekerja lima tahun sebagai fisioterapis di sebuah rumah sakit rehabilitasi, menangani sekitar 14 pasien per hari untuk terapi latihan dan latihan berjalan, sebagian besar pasien stroke dan cidera tulang belakang. Tahun ini saya genap 41 tahun, dan saya masuk ke dunia fisioterapi setelah sepuluh tahun menjadi perawat. Pasien jatuh saat latihan berjalan terjadi tiga kali per bulan, maka saya mewajibkan sabuk latihan berjalan dan membagi program setiap pasien menurut skor Berg Balance Scale. Saya juga memberi keluarga pasien daftar aktifitas sederhana yang aman dilakukan di rumah. Kejadian jatuh turun dari tiga kali per bulan menjadi satu kali per triwulan. Karena saya laki-laki, pasien pria yang berat sering diserahkan kepada saya. Badan saya kurus, hanya 47 kilogram, jadi saya mengandalkan slide sheet dan teknik, bukan tenaga. Saya adalah pekerja keras yang pantang menyerah. Saya menerima Penghargaan Fisioterapis Teladan dari Ikatan Fisioterapi Indonesia tahun 2023. Alat bantu jalan kami beli dari CV Kakek Sehat Medika.',
      planted: {
        spelling: ['cidera', 'aktifitas'],
        blind: [
          'Tahun ini saya genap 41 tahun',
          'Karena saya laki-laki',
          'Badan saya kurus, hanya 47 kilogram',
        ],
        cliche: ['Saya adalah pekerja keras yang pantang menyerah.'],
        claim: ['Penghargaan Fisioterapis Teladan dari Ikatan Fisioterapi Indonesia tahun 2023'],
      },
      companies: ['CV Kakek Sehat Medika'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani orang lain.',
      text: 'Empat tahun saya bekerja sebagai ketua tim operator wahana di sebuah taman hiburan, bertanggung jawab atas pemuatan penumpang, pemeriksaan keselamatan, dan antrean di enam wahana, termasuk dua roller coaster. Pada akhir pekan pengunjung harus antri lebih dari 90 menit, dan anak-anak yang tingginya belum cukup sering baru tahu ketika sudah sampai di depan. Saya memindahkan alat ukur tinggi ke pintu masuk antrean, menerapkan slot antrean virtual di aplikasi, dan memasang layar berisi aturan keselamatan. Sabuk pengaman yang aus kini di ganti setiap tiga bulan, tidak lagi menunggu rusak. Rata-rata waktu tunggu turun dari 90 menjadi 40 menit, dan keluhan soal antrean turun dari 30 menjadi 7 per bulan. Sejak duduk di bangku SMA Negeri 8 Jakarta, saya senang memandu rombongan. Keluarga saya cukup berada, sehingga saya sempat berkeliling taman hiburan di luar negeri saat kuliah. Sudah sepuluh tahun saya berumah tangga, dan pasangan saya mendukung jadwal akhir pekan saya. Bagi saya, tidak ada yang tidak mungkin selama kita mau berusaha. Perawatan wahana kami serahkan kepada PT Bapak Angkasa Teknik.',
      planted: {
        spelling: ['antri', 'di ganti'],
        blind: [
          'Sejak duduk di bangku SMA Negeri 8 Jakarta',
          'Keluarga saya cukup berada',
          'Sudah sepuluh tahun saya berumah tangga',
        ],
        cliche: ['Bagi saya, tidak ada yang tidak mungkin selama kita mau berusaha.'],
      },
      companies: ['PT Bapak Angkasa Teknik'],
    },
    {
      question: 'Ceritakan saat Anda menyelesaikan masalah bersama tim.',
      text: 'Pertanyaan ini membuat saya merenung cukup lama sebelum mulai menulis. Tiga tahun saya mengelola sebuah usaha cuci mobil dan detailing dengan sekitar 120 mobil per hari dan sembilan karyawan. Pada akhir pekan karyawan berkerumun di mobil yang sama, tidak ada yang bertanggung jawab atas pemeriksaan akhir, dan sekitar 25 mobil per bulan kembali karena masih ada bekas air. Saya membagi pengerjaan setiap mobil menjadi tiga tahap dengan satu penanggung jawab per tahap, dan mewajibkan daftar periksa sebelum kunci diserahkan. Pemeriksaan akhir bukan sekedar formalitas, jadi kami menambah dua menit per mobil. Data pemesanan menunjukkan karyawan terbanyak justru berjaga pada pagi hari kerja yang sepi, maka dua orang saya pindahkan ke akhir pekan. Mobil yang kembali turun dari 25 menjadi 6 per bulan, dan nilai ulasan kami kini diatas 4,8. Saya dilahirkan di Manado dan terbiasa melayani pelanggan dari berbagai daerah. Wajah saya terlihat galak, jadi saya selalu menyapa pelanggan dengan senyum lebih dulu. Sabun dan wax kami beli dari Toko Abang Kinclong.',
      planted: {
        spelling: ['sekedar', 'diatas'],
        blind: ['Saya dilahirkan di Manado', 'Wajah saya terlihat galak'],
        opening: ['Pertanyaan ini membuat saya merenung cukup lama sebelum mulai menulis.'],
      },
      companies: ['Toko Abang Kinclong'],
    },
    {
      question: 'Mengapa Anda tertarik dengan posisi ini?',
      text: 'Saya bekerja lima tahun sebagai visual merchandiser untuk sebuah merek fesyen, mengubah etalase dan tata letak 12 toko setiap musim. Ayah saya penjahit kebaya di Pasar Tanah Abang, dan dari beliau saya belajar membaca jatuhnya kain. Setiap toko menafsirkan panduan kantor pusat dengan cara berbeda, dan koleksi baru tertahan di gudang lebih dari dua minggu. Saya mengubah panduan menjadi planogram bergambar, melatih tim toko langsung di lantai penjualan, dan mengganti busana manekin setiap minggu berdasarkan data penjualan. Warna yang terlalu ekstrim saya hindari di etalase depan. Waktu dari barang datang sampai terpajang turun dari 14 hari menjadi 3 hari, dan penjualan per toko naik rata-rata 8% per bulan. Selama pandemi, saya juga memotret produk dirumah untuk toko daring. Saya sedang hamil tujuh bulan, sehingga saya mencari peran di kantor pusat dengan perjalanan dinas yang lebih sedikit. Rak dan perlengkapan toko kami pesan dari CV Adik Manis Display.',
      planted: {
        spelling: ['ekstrim', 'dirumah'],
        blind: ['Ayah saya penjahit kebaya di Pasar Tanah Abang', 'Saya sedang hamil tujuh bulan'],
      },
      companies: ['CV Adik Manis Display'],
    },
  ],
};
