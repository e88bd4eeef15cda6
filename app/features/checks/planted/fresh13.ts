// Fresh held-apart sets, round sixteen (issue 36): written on 2026-11-30 (12:00-12:10 UTC) by a helper that
// writes no rules (and read none of the checks' rules, lexicons or tests, nor ran any check on this set),
// and committed before any rule or lexicon of the round changed. Six clean answers per language, of about
// 450-650 Korean and 900-1,200 English and Indonesian characters, of fields no earlier set used (a seed
// bank's conservation work, a theatre's stage management, a water meter reading crew, a ferry's galley, a
// hospital laundry's production, winter road gritting and snow clearing — a toll road's patrol and towing
// in Indonesian), written as members write: loanwords, compounds, trade terms, abbreviations, agencies,
// figures with units, and company names that look like schools, places or family words (declared in
// `companies`); and six answers per language with planted misspellings (real, common ones: 눈쌀, 움추린,
// 추스리고, 비로서, 요컨데, 패쇄, spacing of bound nouns in 본적이 and 납득할만큼, and real words wrong in
// context: 한참 for 한창, 저려 for 절여, 조리며 for 졸이며, 늘여 for 늘려; fourty, vaccum, knowledgable,
// comittee, occurence, indispensible, and real words wrong in context: principle for principal, stationery
// for stationary, reigns for reins; KBBI's non-standard forms: Pebruari, hutang, trampil, hakekat, cabe, the
// particle joined in "apapun", the compound joined in "tanggungjawab", the preposition joined in "diluar"
// and in "kemana"), eleven blind-hiring mentions per language (schools, one as "an Old Etonian", hometowns —
// "토박이", "a Geordie born and bred", "putra daerah" — direct and indirect ages — "외환위기 이듬해에
// 초등학교에 입학한", "쉰둘", "the summer Princess Diana died", "At fifty-one", the year of the monetary
// crisis, "Umur saya 38 tahun" — gender, family members and their jobs, wealth, marital status (single,
// divorced), children, build, religion and appearance), two repeated figures or episodes, two clichés, one
// empty opening and two unsupported claims (figures in none of the bench's résumés: koOps, enAnalyst,
// idFinance). Clean answers mention other people's families, schools and ages (seed donors' grandchildren,
// child performers' guardians and their ages, elderly customers living alone and school gates, school trips'
// allergy lists and families with small children, children's wards, school buses and parents) as members do.
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it,
// once, blind, by the lead, and prints counts only. Do not edit after its first run except to report. Its one
// blind run was on 2026-11-30 at 13:11 UTC (main at a13a782, after round sixteen's rules; counts in ADR 0039,
// round sixteen); SEEN since.
import type { PlantedCase } from './types';

export const FRESH13_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '지원 직무와 관련해 가장 자신 있는 역량을 경험과 함께 기술해 주십시오.',
      clean: true,
      text: '국립 종자은행의 위탁 운영사에서 4년간 종자 보존 담당으로 일하며 벼, 콩, 토종 채소 등 유전자원 2만 3천여 점의 입고와 저장, 발아 검정을 맡았습니다. 장기 저장고는 영하 18도, 상대습도 40% 이하로 관리해야 하는데, 여름철 정전 대비 훈련 때마다 비상 발전기 전환이 늦어 온도 기록이 흔들리곤 했습니다. 저는 3년 치 저장고 온습도 로그를 엑셀로 정리해 문이 열리는 시간대와 온도 상승의 관계를 찾고, 출고 작업을 하루 두 번으로 묶었습니다. 입고 종자는 수분 함량을 5~7%로 건조한 뒤 알루미늄 파우치에 진공 포장했고, 10년 주기 발아 검정에서 발아율이 85% 아래로 떨어진 자원은 증식 포장으로 보냈습니다. 증식 포장의 파종과 수확은 서울대종묘 같은 협력 농가와 일정을 맞추었습니다. 토종 씨앗을 기탁하러 오신 어르신들이 손주들과 함께 오시면, 유리창 너머로 저장고를 보여 드리며 씨앗 한 봉지의 내력을 설명했습니다. 그 결과 저장고 온도 이탈 건수가 한 해 14건에서 1건으로 줄었고, 발아 검정이 밀린 자원도 절반 아래로 줄었습니다. 씨앗을 지키는 일은 오십 년 뒤의 밥상을 지키는 일이라고 생각합니다.',
      planted: {},
      companies: ['서울대종묘'],
    },
    {
      question: '다른 사람과 협업하여 문제를 해결한 경험을 기술해 주십시오.',
      clean: true,
      text: '중극장 규모의 공연장에서 5년간 무대감독으로 일하며 뮤지컬과 연극 40여 편의 셋업과 공연 진행을 맡았습니다. 큐 시트가 조명, 음향, 무대 기계 파트별로 따로 관리되다 보니 전환 장면에서 큐가 어긋나 배우가 암전 속에 서 있는 일이 종종 있었습니다. 저는 파트별 큐를 하나의 콜링 스크립트로 합치고, 인터컴 채널을 전환 장면 전용으로 하나 더 열었습니다. 플라이 바 하중은 공연 전마다 카운터웨이트와 함께 점검표로 확인했고, 반입 첫날에는 세트 도면을 무대 바닥에 1:1로 테이핑해 배우 동선을 미리 맞췄습니다. 조명 장비는 한양무대기술, 특수효과는 형제FX와 리허설 일정을 조율했습니다. 아역 배우가 출연하는 작품에서는 보호자 대기실을 따로 마련하고, 만 12세 이하 배우들이 밤 10시 전에 퇴근할 수 있도록 커튼콜 순서를 바꾸었습니다. 그 결과 시즌당 큐 사고가 11건에서 2건으로 줄었고, 셋업 기간도 닷새에서 사흘로 줄었습니다. 관객이 아무것도 눈치채지 못한 공연이 가장 잘된 공연이라는 것을 배웠습니다.',
      planted: {},
      companies: ['한양무대기술', '형제FX'],
    },
    {
      question: '고객 불편을 줄이기 위해 노력한 경험을 기술해 주십시오.',
      clean: true,
      text: '지방 상수도사업소의 검침 위탁업체에서 3년간 검침 반장으로 일하며 검침원 12명과 수도계량기 4만 5천 전의 월 검침을 맡았습니다. 계량기함이 흙에 묻혀 있거나 겨울에 동파되어 추정 검침이 늘었고, 요금이 평소의 세 배로 나왔다는 민원도 잦았습니다. 저는 검침 PDA 기록 2년 치를 정리해 사용량이 전월보다 50% 이상 늘어난 가구를 자동으로 골라내고, 그 집은 당일 재검침과 누수 확인을 함께 하도록 바꾸었습니다. 동파가 잦은 골목 220곳에는 11월에 보온재를 미리 넣었고, 원격 검침 단말기 시범 설치는 부산계량기와 함께 진행했습니다. 홀로 사시는 어르신 댁의 사용량이 갑자기 0이 되면 주민센터에 알려 안부를 확인하도록 했습니다. 초등학교 앞 구역에서는 아이들 등교 시간을 피해 검침 차량을 세웠습니다. 그 결과 추정 검침 비율이 9%에서 2%로 줄었고, 요금 이의 신청도 한 달 평균 35건에서 8건으로 줄었습니다. 숫자 하나를 정확히 읽는 일이 한 가구의 살림을 지킨다는 것을 배웠습니다.',
      planted: {},
      companies: ['부산계량기'],
    },
    {
      question: '위기 상황에서 안전을 지킨 경험을 기술해 주십시오.',
      clean: true,
      text: '제주를 오가는 카페리 여객선에서 4년간 조리장으로 일하며 하루 두 항차, 승객과 선원 최대 800명의 식사를 책임졌습니다. 파도가 높은 날이면 조리대 위 냄비가 미끄러지고 뷔페 라인이 흔들려 화상 사고와 음식 폐기가 잦았습니다. 저는 기상청 해상 예보를 보고 파고 2.5m가 넘는 항차에는 국물 요리를 빼고 도시락형 메뉴로 바꾸는 기준을 만들었습니다. 식자재는 출항 전 냉장·냉동 창고 온도를 HACCP 일지로 확인한 뒤 실었고, 선내 재고는 항차별로 엑셀에 기록해 남는 양을 줄였습니다. 수산물은 목포수산, 반찬류는 할매반찬과 납품 시간을 출항 두 시간 전으로 맞추었습니다. 수학여행 학생들이 타는 날에는 담임 선생님께 알레르기 명단을 미리 받아 따로 배식했고, 아이를 동반한 가족 승객에게는 맵지 않은 메뉴를 준비했습니다. 그 결과 주방 화상 사고가 한 해 6건에서 0건으로 줄었고, 음식 폐기량도 항차당 40kg에서 15kg으로 줄었습니다. 흔들리는 바다 위에서도 따뜻한 밥 한 끼가 승객에게 가장 큰 안심이 된다는 것을 배웠습니다.',
      planted: {},
      companies: ['목포수산', '할매반찬'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      clean: true,
      text: '병원 린넨 전문 세탁 공장에서 3년간 생산 관리자로 일하며 종합병원 7곳의 환자복, 시트, 수술포 하루 12톤을 맡았습니다. 수술포와 감염 병동 세탁물이 일반 세탁물과 같은 동선으로 들어와 교차 오염 지적을 받았고, 성수기에는 반납 지연으로 병동에 시트가 모자랐습니다. 저는 오염 구역과 청결 구역을 벽으로 나누고, 감염성 세탁물은 수용성 봉투째 80도 이상에서 10분 넘게 세탁하는 공정을 따로 만들었습니다. 연속식 터널 세탁기의 물 사용량과 세제 투입량을 매일 기록해 배치마다 맞추었고, RFID 태그로 병원별 출고와 회수 수량을 집계했습니다. 스팀 보일러 정비는 인천보일러, 세제는 엄마손케미칼과 분기마다 점검했습니다. 병원 감염관리실과는 매달 미생물 검사 결과를 공유했고, 소아 병동에는 아이들이 좋아하는 무늬 환자복을 따로 분류해 보냈습니다. 그 결과 병동 린넨 부족 신고가 월 20건에서 3건으로 줄었고, 물 사용량도 톤당 18% 줄었습니다. 깨끗한 시트 한 장이 감염 관리의 첫 단계라는 것을 배웠습니다.',
      planted: {},
      companies: ['인천보일러', '엄마손케미칼'],
    },
    {
      question: '데이터를 활용해 문제를 해결한 경험을 기술해 주십시오.',
      clean: true,
      text: '강원도의 한 국토관리사무소에서 4년간 제설 반장으로 일하며 국도 120km 구간의 겨울철 제설과 결빙 대응을 맡았습니다. 고갯길과 교량 위는 기온이 조금만 떨어져도 블랙아이스가 생겨 새벽 출근 시간에 추돌 사고가 이어졌습니다. 저는 도로기상정보시스템의 노면 온도 자료 3년 치를 분석해 결빙이 먼저 생기는 구간 17곳을 골라내고, 그곳은 노면 온도가 영상 2도 아래로 내려갈 것으로 예보되면 염수를 미리 뿌리도록 출동 기준을 바꾸었습니다. 제설차 9대의 출동 순서도 교량과 급경사 구간부터로 다시 짰고, 염화칼슘과 모래 적재량은 매일 저녁 창고 재고와 맞추었습니다. 자동 염수 분사 장치 정비는 대관령기계, 제설 자재는 큰집산업에서 받았습니다. 스쿨버스가 다니는 구간은 오전 7시 전에 제설을 끝냈고, 학부모님들께는 마을 이장님을 통해 통학로 상황을 알려 드렸습니다. 그 결과 결빙 구간 교통사고가 겨울철 23건에서 6건으로 줄었고, 염화칼슘 사용량도 15% 줄었습니다. 눈이 그친 뒤가 아니라 내리기 전에 움직여야 한다는 것을 배웠습니다.',
      planted: {},
      companies: ['대관령기계', '큰집산업'],
    },
    {
      question: '실패 경험과 그것을 극복한 과정을 기술해 주십시오.',
      text: '무대감독으로 일한 첫해, 초연 첫날 2막 전환에서 플라이 바가 내려오지 않아 배우들이 암전 속에 1분 넘게 서 있었습니다. 객석에서는 관객들이 눈쌀을 찌푸렸고, 저는 잔뜩 움추린 어깨로 콜을 이어 갔습니다. 공연이 끝난 뒤 마음을 추스리고 인터컴 기록과 큐 시트를 처음부터 다시 보았고, 비로서 와이어 한 줄이 무대 기계 점검표에서 빠져 있었다는 것을 알았습니다. 다음 날부터 점검표에 항목을 더했고, 그 뒤로 같은 사고는 없었습니다.',
      planted: { spelling: ['눈쌀', '움추린', '추스리고', '비로서'] },
    },
    {
      question: '가장 큰 성과를 거둔 경험을 기술해 주십시오.',
      text: '추정 검침 비율을 9%에서 2%로 낮췄습니다. 동파 민원이 한참 몰리던 1월, 골목마다 계량기함을 열어 보니 보온재가 없거나 흙에 묻힌 곳이 많았고, 일부 구역은 공사로 길이 패쇄되어 검침원이 들어가지도 못했습니다. 요컨데 문제는 사람이 아니라 계량기함의 상태였습니다. 저는 11월에 보온재를 미리 넣고 공사 구역은 구청과 일정을 맞추었습니다. 그렇게 한 해를 보내고 나니 추정 검침 비율이 9%에서 2%로 떨어져 있었습니다.',
      planted: { spelling: ['한참', '패쇄', '요컨데'], repetition: ['9%에서 2%로'] },
    },
    {
      question: '성장 과정을 자유롭게 기술해 주십시오.',
      text: '저는 대구 수성구 토박이로, 경북대 사범대를 나와 잠시 교단에 섰다가 종자 보존 일을 시작했습니다. 외환위기 이듬해에 초등학교에 입학한 세대라 아끼고 모으는 습관이 몸에 배어 있습니다. 아버지께서 부산항 도선사로 일하셔서 어릴 때부터 바다와 날씨 이야기를 자주 들었고, 강남에 건물이 두 채 있는 집안이라 진로를 고를 때 돈 걱정은 하지 않았습니다. 그 뒤 대구종묘, 고모네농원, 팔공산씨앗에서 일하며 씨앗을 다루는 법을 익혔습니다.',
      planted: {
        blind: [
          '대구 수성구 토박이로',
          '경북대 사범대를 나와',
          '외환위기 이듬해에 초등학교에 입학한',
          '아버지께서 부산항 도선사로 일하셔서',
          '강남에 건물이 두 채 있는 집안이라',
        ],
      },
      companies: ['대구종묘', '고모네농원', '팔공산씨앗'],
    },
    {
      question: '본인의 성격상 장단점을 기술해 주십시오.',
      text: '쉰둘이라는 나이에도 새벽 세 시 제설 출동을 거른 적이 없고, 여성으로는 처음 제설 반장을 맡았습니다. 미혼이라 밤샘 대기도 부담이 적고, 몸무게가 90kg이 넘는 덩치 덕분에 25kg 염화칼슘 포대도 혼자 나릅니다. 매주 성당에 나가는 천주교 신자라 주일 근무는 미리 조정해 둡니다. 단점은 고집입니다. 염수 살포를 미루다 고갯길에서 추돌 사고가 난 것을 본적이 있어, 동료가 괜찮다고 해도 납득할만큼 노면 온도 자료를 보기 전에는 출동 기준을 바꾸지 않습니다.',
      planted: {
        blind: ['쉰둘', '여성으로는 처음', '미혼이라', '몸무게가 90kg이 넘는 덩치', '천주교 신자'],
        spelling: ['본적이', '납득할만큼'],
      },
    },
    {
      question: '입사 후 이루고 싶은 목표를 기술해 주십시오.',
      text: '이 글을 통해 저라는 사람을 조금이나마 보여 드리고자 합니다. 저는 맡은 바 책임을 다하는 사람이며, 일이 생기면 물불을 가리지 않고 뛰어듭니다. 입사 후에는 병원 린넨 공정의 감염 관리를 책임지는 전문가가 되고 싶습니다. 제가 도입한 RFID 집계 덕분에 회사의 연간 수주액이 3,800억 원 늘었습니다.',
      planted: {
        opening: ['이 글을 통해 저라는 사람을 조금이나마 보여 드리고자 합니다.'],
        cliche: ['맡은 바 책임을 다하는', '물불을 가리지 않고'],
        claim: ['제가 도입한 RFID 집계 덕분에 회사의 연간 수주액이 3,800억 원 늘었습니다.'],
      },
    },
    {
      question: '지원 분야와 관련된 경험을 기술해 주십시오.',
      text: '쌍둥이 남매를 키우는 가장으로 여객선 주방에서 일해 왔습니다. 어느 겨울 항차에 파고가 3m를 넘어 배가 크게 흔들렸고, 저는 즉시 가스 밸브를 잠그고 뜨거운 국솥을 바닥에 내려 고정했습니다. 다음 날 아침 김치를 담그려고 배추를 소금에 저려 두었는데, 승객 식사가 늦을까 마음을 조리며 배식 인원을 두 명 늘여 아침을 제때 마쳤습니다. 다시 말해, 저는 즉시 가스 밸브를 잠그고 뜨거운 국솥을 바닥에 내려 고정했습니다. 제가 짠 식단 덕분에 선사의 연간 승객 수가 2,600만 명 늘었습니다.',
      planted: {
        blind: ['쌍둥이 남매를 키우는 가장으로'],
        spelling: ['저려', '조리며', '늘여'],
        repetition: ['즉시 가스 밸브를 잠그고 뜨거운 국솥을 바닥에 내려 고정했습니다'],
        claim: ['제가 짠 식단 덕분에 선사의 연간 승객 수가 2,600만 명 늘었습니다.'],
      },
    },
  ],
  en: [
    {
      question: 'Describe the skill you are most confident in and how you built it.',
      clean: true,
      text: 'For four years I was a seed conservation technician at a national seed bank in West Sussex, handling the intake, drying, banking and germination testing of around 23,000 accessions of wild plants and crop relatives. The long-term vault has to stay at -20°C, and during power-cut drills the switchover to the standby generator was slow enough to put spikes in the temperature log. I put three years of vault logs into a spreadsheet, matched the spikes to the times the vault door was opened, and grouped all retrievals into two daily windows. Incoming seed was dried to 15% relative humidity before being sealed in foil laminate bags, and any accession whose germination fell below 85% at its ten-year retest was sent for regeneration. Regeneration plots were scheduled with growers such as Cambridge Seed Partners. When volunteers brought their grandchildren along to donate seed saved from their own gardens, I showed the families the vault through the observation window and told them the story of the packet they had brought. Temperature excursions fell from 14 a year to one, and the backlog of overdue germination tests halved. Keeping seed is keeping dinner for people fifty years from now.',
      planted: {},
      companies: ['Cambridge Seed Partners'],
    },
    {
      question: 'Tell us about a time you worked with others to solve a problem.',
      clean: true,
      text: "For five years I was company stage manager at a 600-seat producing theatre in Manchester, running the get-in and the show for more than 40 plays and musicals. Lighting, sound and flying cues were kept in separate documents, so during scene changes a cue would sometimes slip and actors would be left standing in a blackout. I merged every department's cues into one calling script in the prompt book and opened a second comms channel used only for transitions. Before each performance the flys crew and I checked bar loads against the counterweights on a written checklist, and on the first day of every get-in we taped the set's ground plan onto the stage floor at full scale so the cast could walk their moves early. Lighting hire came from Oxford Stage Lighting and pyrotechnics from Brothers FX, and I agreed rehearsal times with both. When a show had child performers, I set up a chaperoned dressing room and moved the curtain call so the under-14s could leave by 10 p.m., as their performance licences required. Cue errors fell from 11 a season to two, and get-ins shrank from five days to three. The best performance is one where the audience notices nothing.",
      planted: {},
      companies: ['Oxford Stage Lighting', 'Brothers FX'],
    },
    {
      question: 'Tell us about a time you improved a service for customers.',
      clean: true,
      text: "For three years I led a meter reading crew of 12 for a water company in the East Midlands, covering about 45,000 domestic meters each cycle. Many meter chambers were buried under soil or cracked by frost, so estimated reads crept up and customers called about bills three times their usual size. I went through two years of handheld-terminal data and built a report that flagged any property whose consumption had jumped by more than 50%; those homes got a re-read and a leak check the same day. In November we fitted insulation to 220 chambers on streets where frost damage kept recurring, and we trialled AMR smart meters together with Derby Metering Services. When an elderly customer living alone suddenly showed zero consumption, we asked the council's welfare team to call round. Near primary schools we parked our vans away from the gates during the morning drop-off, when parents and small children crowd the pavement. Estimated reads fell from 9% to 2%, and billing disputes dropped from 35 a month to eight. Reading one number correctly protects a household's budget, and I took that seriously.",
      planted: {},
      companies: ['Derby Metering Services'],
    },
    {
      question: 'Describe a time you kept people safe in a difficult situation.',
      clean: true,
      text: "For four years I was head chef in the galley of a ro-pax ferry crossing the Irish Sea twice a day, feeding up to 800 passengers and crew per sailing. In heavy weather pans slid across the ranges and the buffet counters rolled, so burns and food waste were common. Using the Met Office shipping forecast, I set a rule that on sailings with waves above 2.5 metres we dropped soups and hot sauces and switched to boxed meals. Before departure I checked the fridge and freezer temperatures in the HACCP log, and I recorded onboard stock for every crossing so that we loaded less of what came back unsold. Fish came from Aberdeen Quay Fisheries and baked goods from Nan's Pantry, both delivered two hours before sailing. When school groups travelled, I asked their teachers for allergy lists in advance and plated those meals separately, and families with toddlers could order a milder children's menu. Galley burns fell from six a year to none, and waste dropped from 40 kg to 15 kg per sailing. On a rolling sea, a warm meal is what reassures passengers most.",
      planted: {},
      companies: ['Aberdeen Quay Fisheries', "Nan's Pantry"],
    },
    {
      question: 'Tell us about a process you improved.',
      clean: true,
      text: "As production supervisor at a healthcare laundry for three years, I handled 12 tonnes a day of patient gowns, sheets and theatre drapes for seven NHS hospitals. Infected linen and theatre drapes came in along the same route as general linen, auditors raised cross-contamination, and in winter late returns left wards short of sheets. I had the soiled and clean sides separated by a wall, and set up a dedicated process in which infectious linen goes into the machine in its soluble bag and is disinfected at 71°C for at least three minutes, as HTM 01-04 requires. I logged water and detergent use on the continuous batch tunnel washer every day, and RFID tags let us count linen out to and back from each hospital. Steam boiler servicing was done by Leeds Boiler Care and chemicals came from Mother Hubbard Supplies, with quarterly reviews for both. I shared monthly microbiology results with each trust's infection control nurses, and we sorted patterned gowns for the children's wards separately. Ward reports of linen shortages fell from 20 a month to three, and water use per tonne dropped by 18%. A clean sheet is the first step of infection control.",
      planted: {},
      companies: ['Leeds Boiler Care', 'Mother Hubbard Supplies'],
    },
    {
      question: 'Describe a time you used data to make a decision.',
      clean: true,
      text: 'For four years I was a winter maintenance supervisor at a county highways depot in Cumbria, responsible for gritting and snow clearing on 120 km of A roads. Bridges and high passes froze first, and a small drop in temperature meant black ice and rear-end collisions in the early commute. I analysed three years of road weather station data, picked out 17 sites where ice formed first, and changed our call-out rule so that those sites were pre-treated with brine whenever the road surface was forecast to fall below 2°C. I reordered the routes of our nine gritters so that bridges and steep gradients came first, and each evening I reconciled rock salt stock in the barn against what the lorries had spread. Spreader calibration was done by Keswick Plant Hire, and salt was supplied by Big Sister Minerals. Roads used by school buses were cleared before 7 a.m., and parents heard about route conditions through the parish council. Winter accidents on the icy sections fell from 23 to six, and salt use dropped by 15%. I learned to move before the snow falls, not after it stops.',
      planted: {},
      companies: ['Keswick Plant Hire', 'Big Sister Minerals'],
    },
    {
      question: 'Tell us about a mistake you made and what you learned from it.',
      text: 'In my first year at the seed bank, a batch of fourty wild orchid accessions failed its germination test because the seed had not been dried properly before sealing. I had trusted a vaccum sealer that was losing pressure, and I did not check the bags. I told my manager the same day, we regenerated the lost accessions from duplicates held at a partner bank, and I asked a more knowledgable colleague to teach me how to test seal integrity. Since then I check every tenth bag.',
      planted: { spelling: ['fourty', 'vaccum', 'knowledgable'] },
    },
    {
      question: 'What is the achievement you are most proud of?',
      text: "I brought estimated meter reads down from 9% to 2%. When the water company's customer comittee asked why bills had tripled on some streets, I traced every occurence of a frost-damaged chamber on our routes and fitted insulation before winter. Over the next year estimated reads fell from 9% to 2%, and the complaints stopped.",
      planted: { spelling: ['comittee', 'occurence'], repetition: ['from 9% to 2%'] },
    },
    {
      question: 'Tell us about your background.',
      text: "I am a Geordie born and bred, and an Old Etonian, which surprises people on a theatre crew. I left school the summer Princess Diana died and went straight into backstage work. My father was a bishop in the Church of England, and my family owns a large estate in Northumberland, so I could afford to work unpaid as an assistant stage manager for two years. Since then I have worked for Newcastle Playhouse Productions, Grandad's Music Hall and Royal Oak Touring.",
      planted: {
        blind: [
          'a Geordie born and bred',
          'an Old Etonian',
          'the summer Princess Diana died',
          'My father was a bishop in the Church of England',
          'my family owns a large estate in Northumberland',
        ],
      },
      companies: ['Newcastle Playhouse Productions', "Grandad's Music Hall", 'Royal Oak Touring'],
    },
    {
      question: 'What are your strengths and weaknesses?',
      text: "At fifty-one I still drive the first gritting run at 3 a.m., and I was the only woman on the depot's call-out rota. Being recently divorced, I can cover nights at short notice, and as a practising Muslim I arrange my Friday prayers around the rota in advance. I am petite, but I lift 25 kg salt bags without help. My weakness is stubbornness: I consider road surface data indispensible, and I will not change our call-out rule until I have seen it, even when the principle reason for a change is saving money.",
      planted: {
        blind: ['At fifty-one', 'the only woman', 'recently divorced', 'a practising Muslim', 'petite'],
        spelling: ['indispensible', 'principle'],
      },
    },
    {
      question: 'Where do you see yourself in five years?',
      text: 'Before anything else, I would like to share a little about who I am. I am detail-oriented and I work well under pressure. In five years I hope to run infection control for a group of healthcare laundries. The RFID system I introduced won the company £74 million in new contracts a year.',
      planted: {
        opening: ['Before anything else, I would like to share a little about who I am.'],
        cliche: ['detail-oriented', 'work well under pressure'],
        claim: ['The RFID system I introduced won the company £74 million in new contracts a year.'],
      },
    },
    {
      question: 'Describe the experience that best prepares you for this role.',
      text: "As a mother of three children under ten, I have cooked in a ferry galley for four years. One winter crossing the ship rolled hard in a force 9 gale, and I shut off the gas at once and lashed the stockpots to the deck. I made sure every trolley was stationery before I left the galley. When the head chef was injured that night, I took over the reigns and served breakfast on time. In short, I shut off the gas at once and lashed the stockpots to the deck. The menus I designed increased the ferry line's passenger numbers by 2.6 million a year.",
      planted: {
        blind: ['a mother of three children under ten'],
        spelling: ['stationery', 'reigns'],
        repetition: ['I shut off the gas at once and lashed the stockpots to the deck'],
        claim: ["The menus I designed increased the ferry line's passenger numbers by 2.6 million a year."],
      },
    },
  ],
  id: [
    {
      question: 'Ceritakan kemampuan utama Anda yang relevan dengan posisi ini.',
      clean: true,
      text: 'Selama empat tahun saya menjadi teknisi konservasi di sebuah bank gen di Bogor, menangani penerimaan, pengeringan, penyimpanan, dan uji daya kecambah sekitar 23.000 aksesi padi, kedelai, dan sayuran lokal. Ruang simpan jangka panjang harus dijaga pada suhu -18°C, tetapi setiap simulasi pemadaman listrik, peralihan ke genset berjalan lambat sehingga catatan suhu melonjak. Saya mengolah data suhu dan kelembapan ruang simpan selama tiga tahun dalam lembar kerja, mencocokkannya dengan jam pintu dibuka, lalu mengelompokkan pengambilan benih menjadi dua kali sehari. Benih yang masuk dikeringkan sampai kadar air 5-7% sebelum dikemas vakum dalam kantong foil, dan aksesi yang daya kecambahnya turun di bawah 85% pada uji ulang sepuluh tahunan dikirim ke kebun perbanyakan. Penanaman ulang saya jadwalkan bersama petani mitra seperti CV Ibu Tani Lestari. Ketika para petani tua datang menitipkan benih lokal bersama cucu mereka, saya menunjukkan ruang simpan dari balik kaca dan menceritakan asal-usul setiap kantong benih. Penyimpangan suhu turun dari 14 menjadi satu kali setahun, dan tunggakan uji daya kecambah berkurang separuhnya. Menjaga benih berarti menjaga makanan lima puluh tahun lagi.',
      planted: {},
      companies: ['CV Ibu Tani Lestari'],
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja sama dengan pihak lain.',
      clean: true,
      text: 'Selama lima tahun saya menjadi stage manager di sebuah gedung pertunjukan berkapasitas 600 kursi di Jakarta Pusat, menangani persiapan panggung dan jalannya lebih dari 40 produksi teater dan musikal. Cue tata cahaya, tata suara, dan mesin panggung dicatat di dokumen terpisah, sehingga saat pergantian adegan cue kadang meleset dan pemain tertinggal di panggung yang gelap. Saya menggabungkan semua cue ke dalam satu naskah pemanggilan, lalu membuka satu saluran interkom tambahan khusus untuk pergantian adegan. Sebelum setiap pertunjukan, beban batang gantung saya periksa bersama kru, dan pada hari pertama loading kami menempelkan denah set berskala penuh di lantai panggung agar pemain bisa berlatih blocking lebih awal. Lampu disewa dari PT Universitas Cahaya Panggung dan efek khusus dari CV Abang Adik Efek. Untuk produksi dengan pemain anak, saya menyiapkan ruang tunggu bagi orang tua mereka dan mengubah urutan curtain call agar anak-anak usia SD bisa pulang sebelum pukul 22.00. Kesalahan cue turun dari 11 menjadi dua per musim, dan masa persiapan panggung berkurang dari lima menjadi tiga hari. Pertunjukan terbaik adalah pertunjukan yang kesalahannya tidak disadari penonton.',
      planted: {},
      companies: ['PT Universitas Cahaya Panggung', 'CV Abang Adik Efek'],
    },
    {
      question: 'Ceritakan upaya Anda meningkatkan layanan bagi pelanggan.',
      clean: true,
      text: 'Selama tiga tahun saya menjadi koordinator pencatat meter di mitra sebuah PDAM di Jawa Tengah, memimpin 12 petugas yang mencatat sekitar 45.000 meter air pelanggan setiap bulan. Banyak boks meter tertimbun tanah atau tertutup pot tanaman, sehingga pencatatan taksiran meningkat dan pelanggan mengeluh tagihannya naik tiga kali lipat. Saya mengolah data aplikasi pencatatan meter selama dua tahun dan membuat laporan yang otomatis menandai rumah dengan pemakaian naik lebih dari 50% dibanding bulan sebelumnya, lalu rumah itu didatangi ulang dan diperiksa kebocorannya pada hari yang sama. Meter yang buram atau macet dilaporkan dengan foto, dan uji coba meter pintar kami lakukan bersama PT Semarang Meter Presisi. Jika pemakaian di rumah lansia yang tinggal sendiri tiba-tiba nol, kami meminta ketua RT untuk menengok. Di depan SD, motor petugas diparkir jauh dari gerbang saat orang tua mengantar anak-anak masuk sekolah. Persentase pencatatan taksiran turun dari 9% menjadi 2%, dan pengaduan tagihan berkurang dari 35 menjadi delapan per bulan. Membaca satu angka dengan benar berarti menjaga keuangan satu keluarga.',
      planted: {},
      companies: ['PT Semarang Meter Presisi'],
    },
    {
      question: 'Ceritakan saat Anda menjaga keselamatan orang lain dalam situasi sulit.',
      clean: true,
      text: 'Selama empat tahun saya menjadi kepala juru masak di dapur kapal feri penumpang rute Surabaya-Makassar, menyiapkan makanan untuk hingga 800 penumpang dan awak setiap pelayaran. Saat gelombang tinggi, panci bergeser di atas kompor dan meja prasmanan ikut berguncang, sehingga luka bakar dan makanan terbuang sering terjadi. Dengan prakiraan tinggi gelombang dari BMKG, saya membuat aturan bahwa pada pelayaran dengan gelombang di atas 2,5 meter, menu berkuah diganti dengan nasi kotak. Sebelum berangkat, suhu lemari pendingin dan pembeku saya periksa dengan catatan HACCP, dan stok di kapal dicatat setiap pelayaran agar bahan yang sering tersisa dikurangi. Ikan dipasok oleh UD Pasar Ikan Paotere dan kue oleh Toko Kue Oma Lina, dan keduanya mengantar dua jam sebelum kapal berangkat. Ketika rombongan study tour sekolah ikut berlayar, saya meminta daftar alergi dari guru pendamping dan menyiapkan porsi mereka terpisah, sedangkan keluarga yang membawa balita bisa memesan menu yang tidak pedas. Luka bakar di dapur turun dari enam kali setahun menjadi nol, dan makanan terbuang berkurang dari 40 kg menjadi 15 kg per pelayaran. Di laut yang bergoyang, makanan hangat paling menenangkan penumpang.',
      planted: {},
      companies: ['UD Pasar Ikan Paotere', 'Toko Kue Oma Lina'],
    },
    {
      question: 'Ceritakan proses kerja yang pernah Anda perbaiki.',
      clean: true,
      text: 'Selama tiga tahun saya menjadi supervisor produksi di perusahaan laundry rumah sakit yang mencuci 12 ton baju pasien, seprai, dan linen operasi per hari untuk tujuh rumah sakit di Surabaya. Linen infeksius dan linen kamar operasi masuk lewat jalur yang sama dengan linen biasa, sehingga berisiko kontaminasi silang, dan pada musim ramai pengembalian linen yang terlambat membuat bangsal kekurangan seprai. Saya memisahkan area kotor dan area bersih dengan dinding, lalu membuat proses khusus agar linen infeksius dimasukkan ke mesin bersama kantong larut airnya dan dicuci pada suhu di atas 70°C. Pemakaian air dan deterjen di mesin cuci terowongan saya catat setiap hari, dan tag RFID dipakai untuk menghitung linen yang keluar dan kembali dari setiap rumah sakit. Perawatan boiler uap dikerjakan oleh PT Bromo Boiler Teknik, dan bahan kimia dipasok CV Ibu Kota Kimia. Hasil uji mikrobiologi saya sampaikan setiap bulan kepada komite PPI rumah sakit, dan baju pasien bermotif untuk bangsal anak dipisahkan tersendiri. Laporan kekurangan linen turun dari 20 menjadi tiga per bulan, dan pemakaian air per ton berkurang 18%. Seprai yang bersih adalah langkah pertama pencegahan infeksi.',
      planted: {},
      companies: ['PT Bromo Boiler Teknik', 'CV Ibu Kota Kimia'],
    },
    {
      question: 'Ceritakan saat Anda menggunakan data untuk mengambil keputusan.',
      clean: true,
      text: 'Selama empat tahun saya menjadi kepala regu layanan lalu lintas di sebuah ruas jalan tol sepanjang 120 km di Jawa Barat, memimpin patroli, mobil derek, dan ambulans jalan tol. Pada arus mudik dan akhir pekan panjang, kendaraan mogok di bahu jalan dan tabrakan beruntun sering membuat antrean sampai belasan kilometer. Saya mengolah data kejadian selama tiga tahun dari pusat kendali, memetakan 17 titik yang paling sering terjadi kendaraan mogok dan kecelakaan, lalu menempatkan mobil derek siaga di dekat titik itu pada jam-jam rawan. Rute patroli delapan kendaraan kami susun ulang agar tanjakan dan jembatan panjang diperiksa lebih dulu, dan stok kerucut lalu lintas serta pasir penyerap oli dicocokkan setiap sore. Perawatan mobil derek dikerjakan oleh bengkel PT Parahyangan Derek Mandiri, dan rambu portabel dipasok CV Kakek Sugih Rambu. Saat rombongan bus sekolah berhenti di rest area, petugas patroli berjaga agar anak-anak turun dan menyeberang dengan aman. Waktu tanggap rata-rata ke lokasi kejadian turun dari 23 menjadi sembilan menit, dan kecelakaan susulan berkurang 15%. Di jalan tol, beberapa menit bisa menentukan keselamatan banyak orang.',
      planted: {},
      companies: ['PT Parahyangan Derek Mandiri', 'CV Kakek Sugih Rambu'],
    },
    {
      question: 'Ceritakan kegagalan yang pernah Anda alami dan cara Anda bangkit.',
      text: 'Pada bulan Pebruari di tahun pertama saya di bank gen, 40 aksesi kedelai gagal uji daya kecambah karena benihnya belum kering benar sebelum dikemas. Saya terlalu percaya pada mesin vakum yang tekanannya sudah melemah dan tidak memeriksa kantongnya satu per satu. Saya merasa punya hutang kepada petani yang menitipkan benih itu, jadi saya melapor kepada atasan hari itu juga, kami memperbanyak ulang aksesi yang hilang dari duplikat di bank mitra, dan saya meminta rekan yang lebih trampil mengajari cara menguji apakah kantong benar-benar kedap. Sejak itu, setiap kantong kesepuluh saya periksa.',
      planted: { spelling: ['Pebruari', 'hutang', 'trampil'] },
    },
    {
      question: 'Ceritakan pencapaian yang paling Anda banggakan.',
      text: 'Saya menurunkan pencatatan taksiran dari 11% menjadi 3%. Awalnya petugas tidak tahu kemana harus pergi lebih dulu, karena rute dibagi menurut urutan nomor pelanggan. Saya kembali ke hakekat pekerjaan pencatat meter, yaitu membaca angka yang benar, lalu menyusun rute menurut boks meter yang paling sering tertimbun. Setahun kemudian, pencatatan taksiran turun dari 11% menjadi 3%.',
      planted: { spelling: ['kemana', 'hakekat'], repetition: ['dari 11% menjadi 3%'] },
    },
    {
      question: 'Ceritakan latar belakang Anda.',
      text: 'Saya putra daerah asli Makassar dan alumni SMA Taruna Nusantara, lalu melanjutkan kuliah seni pertunjukan di Yogyakarta. Saya lahir pada tahun krisis moneter, jadi sejak kecil terbiasa hidup hemat. Ibu saya anggota DPRD provinsi, dan keluarga saya memiliki beberapa kapal penangkap ikan, sehingga saya bisa magang tanpa dibayar di sanggar teater selama dua tahun. Setelah itu saya bekerja di PT Losari Panggung Nusantara, Sanggar Bunda Teater, dan CV Anak Rantau Production.',
      planted: {
        blind: [
          'putra daerah asli Makassar',
          'alumni SMA Taruna Nusantara',
          'lahir pada tahun krisis moneter',
          'Ibu saya anggota DPRD provinsi',
          'keluarga saya memiliki beberapa kapal penangkap ikan',
        ],
      },
      companies: ['PT Losari Panggung Nusantara', 'Sanggar Bunda Teater', 'CV Anak Rantau Production'],
    },
    {
      question: 'Apa kelebihan dan kekurangan diri Anda?',
      text: 'Umur saya 38 tahun, dan sebagai perempuan saya sudah tiga tahun memimpin regu derek di jalan tol. Karena masih lajang, saya bisa dipanggil jaga malam kapan saja. Saya beragama Kristen Protestan, jadi jadwal ibadah hari Minggu selalu saya atur jauh hari. Orang sering bilang saya berkulit putih dan berparas menarik, tetapi di lapangan saya bekerja seperti petugas lain. Kekurangan saya, saya sulit menyerahkan tanggungjawab kepada petugas baru, dan apapun kejadiannya saya cenderung turun sendiri ke lokasi.',
      planted: {
        blind: [
          'Umur saya 38 tahun',
          'sebagai perempuan',
          'masih lajang',
          'beragama Kristen Protestan',
          'berkulit putih dan berparas menarik',
        ],
        spelling: ['tanggungjawab', 'apapun'],
      },
    },
    {
      question: 'Apa target Anda lima tahun setelah bergabung?',
      text: 'Sebelumnya, izinkan saya bercerita sedikit tentang diri saya. Saya memiliki motivasi tinggi serta teliti dan cekatan dalam bekerja. Dalam lima tahun, saya ingin memimpin pengendalian infeksi untuk jaringan laundry rumah sakit. Berkat sistem RFID yang saya terapkan, nilai kontrak perusahaan naik Rp 91 miliar per tahun.',
      planted: {
        opening: ['Sebelumnya, izinkan saya bercerita sedikit tentang diri saya.'],
        cliche: ['memiliki motivasi tinggi', 'teliti dan cekatan'],
        claim: [
          'Berkat sistem RFID yang saya terapkan, nilai kontrak perusahaan naik Rp 91 miliar per tahun.',
        ],
      },
    },
    {
      question: 'Ceritakan pengalaman yang paling mempersiapkan Anda untuk posisi ini.',
      text: 'Sebagai ibu tunggal dengan tiga anak, saya tetap bekerja di dapur kapal feri selama empat tahun. Suatu malam gelombang mencapai empat meter, dan saya segera mematikan gas lalu mengikat panci-panci besar ke lantai dapur. Bahan makanan yang tersimpan diluar lemari pendingin, termasuk cabe dan sayur, langsung saya pindahkan agar tidak berserakan. Singkatnya, saya segera mematikan gas lalu mengikat panci-panci besar ke lantai dapur. Berkat menu yang saya susun, jumlah penumpang perusahaan pelayaran naik 7,3 juta orang per tahun.',
      planted: {
        blind: ['ibu tunggal dengan tiga anak'],
        spelling: ['diluar', 'cabe'],
        repetition: ['saya segera mematikan gas lalu mengikat panci-panci besar ke lantai dapur'],
        claim: [
          'Berkat menu yang saya susun, jumlah penumpang perusahaan pelayaran naik 7,3 juta orang per tahun.',
        ],
      },
    },
  ],
};
