// Fresh held-apart sets, round nine (issue 36): written on 2026-11-29 (22:06-22:15 UTC) by a helper that
// writes no rules, and committed before any rule or lexicon of the round changed. Clean answers of about
// 430-560 Korean and 850-1,150 English and Indonesian characters, of fields no earlier set used
// (landscape construction, a water treatment works, a public library, physiotherapy, an industrial
// bakery, wind turbine servicing, lift maintenance, land surveying and GIS), written as members write:
// loanwords, compounds, trade terms, abbreviations, agencies, figures with units; and answers with planted
// misspellings (real, common ones: 무릎쓰고, 내노라하는, 꼼꼼이, 통채로, 가르켰고, 번번히, 어떡게, 안았습니다
// for 않았습니다; independant, recomend, noticable, priviledge, arguement, truely, wierd; KBBI's
// non-standard forms: karir, propinsi, efektifitas, menterjemahkan, cidera, kwitansi, faham), blind-hiring
// mentions, repeated figures, empty openings, clichés and unsupported claims, and company names that look
// like schools, places or family words. HELD APART: `npm run bench:checks` only says the set exists;
// `npm run bench:checks -- --blind` runs it, once, and prints counts only. Do not edit after its first run
// except to report.
import type { PlantedCase } from './types';

export const FRESH7_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '직무 관련 경험을 구체적으로 기술해 주십시오.',
      clean: true,
      text: '조경 시공 회사에서 현장 기사로 3년간 아파트 단지의 식재 공사와 하자 보수를 맡았습니다. 준공 후 첫 여름마다 교목이 고사해 하자 보수 비용이 크게 나왔고, 입주민 민원도 끊이지 않았습니다. 저는 고사한 나무의 위치와 수종, 식재 시기를 도면에 표시해 보았고, 지하 주차장 위 인공 지반에 심은 느티나무와 소나무에 피해가 몰려 있다는 것을 확인했습니다. 토심이 얕은데도 배수층과 토양 개량이 설계보다 부족했고, 한여름에 이식한 나무는 뿌리분이 마른 채 반입된 경우가 많았습니다. 저는 반입 검수 때 뿌리분 상태와 수피 손상을 사진으로 남기게 하고, 식재 직후 지주목 설치와 수간 보호, 관수 일정을 공정표에 넣었습니다. 인공 지반 구간에는 관수 호스를 미리 묻고 멀칭을 해 수분이 빨리 마르지 않게 했습니다. 다음 해 같은 규모의 단지에서 고사목이 절반 넘게 줄었고, 관리사무소와의 하자 협의도 수월해졌습니다. 나무는 심는 날보다 심은 뒤의 한 달이 중요하다는 것을 현장에서 배웠습니다.',
      planted: {},
    },
    {
      question: '문제를 해결했던 경험을 기술해 주십시오.',
      clean: true,
      text: '지방자치단체 정수장에서 수처리 운영직으로 일하며 응집과 침전, 여과 공정을 맡았습니다. 장마철마다 원수 탁도가 갑자기 올라가면 응집제 주입량을 제때 바꾸지 못해 침전지 유출수의 탁도가 기준 가까이 치솟곤 했습니다. 저는 지난 5년간의 원수 탁도, 수온, 알칼리도와 응집 시험(Jar Test) 결과를 정리해 탁도 구간별 최적 주입률 표를 만들었습니다. 이 표를 SCADA 화면에 띄워 교대 근무자 누구나 같은 기준으로 주입량을 조정하게 했고, 원수 탁도가 급변하면 경보가 울리도록 설정을 바꿨습니다. 여과지 역세척 주기도 손실 수두와 여과수 탁도를 함께 보고 정하도록 운영 지침을 고쳤습니다. 이듬해 집중호우 때 원수 탁도가 평소의 스무 배까지 올랐지만 정수 탁도는 0.1 NTU 아래로 유지되었고, 약품 사용량도 오히려 줄었습니다. 물은 한순간도 멈출 수 없기에, 누가 근무해도 같은 판단을 내릴 수 있게 만드는 것이 운영자의 몫이라고 생각합니다.',
      planted: {},
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '구립 도서관에서 사서로 일하며 어린이 자료실과 이용자 서비스를 맡았습니다. 다문화 가정이 많은 지역인데도 다국어 그림책은 서가 구석에 있어 거의 대출되지 않았습니다. 저는 주민센터와 가족센터의 도움을 받아 이용자들이 집에서 주로 쓰는 언어를 조사하고, 베트남어와 중국어, 러시아어 그림책을 새로 구입해 어린이 자료실 입구에 별도 코너를 만들었습니다. 책등에는 언어별 색깔 스티커를 붙여 아이들이 스스로 찾을 수 있게 했고, 한국어와 모국어로 함께 읽는 이중 언어 동화 구연을 한 달에 두 번 열었습니다. 회원 가입 안내문과 연체 안내 문자도 네 개 언어로 바꾸었습니다. 반년 뒤 다국어 자료의 대출 건수가 세 배 가까이 늘었고, 부모님들이 자원봉사자로 동화 구연에 참여하기 시작했습니다. 도서관은 책을 빌려주는 곳을 넘어 누구나 자기 말로 환영받는 곳이어야 한다고 생각합니다.',
      planted: {},
    },
    {
      question: '전문성을 발휘한 경험을 기술해 주십시오.',
      clean: true,
      text: '재활병원에서 물리치료사로 일하며 뇌졸중 환자의 보행 훈련을 맡았습니다. 편마비 환자들은 퇴원할 무렵 병동 복도에서는 잘 걸었지만, 집에 돌아가 문턱과 계단에서 넘어져 다시 입원하는 경우가 많았습니다. 저는 버그 균형 척도와 10m 보행 검사 결과를 퇴원 시점과 퇴원 한 달 뒤로 나누어 비교했고, 실내 평지 훈련만으로는 낙상 위험을 충분히 줄이지 못한다는 것을 확인했습니다. 그래서 치료실 한쪽에 문턱과 경사로, 욕실 매트를 재현한 연습 공간을 만들고, 퇴원 2주 전부터 보호자와 함께 집 구조에 맞춘 이동 연습을 했습니다. 작업치료사와 협력해 안전 손잡이 위치와 보조기 사용법도 가정 방문 체크리스트로 정리했습니다. 이후 퇴원 환자의 석 달 내 낙상 재입원이 눈에 띄게 줄었고, 보호자들도 집에서 무엇을 조심해야 하는지 알게 되었다고 말씀해 주셨습니다. 환자가 돌아갈 생활을 보고 치료 목표를 세우는 것이 제 전문성입니다.',
      planted: {},
    },
    {
      question: '분석력을 발휘한 경험을 기술해 주십시오.',
      clean: true,
      text: '제빵 공장의 생산관리팀에서 식빵 라인의 품질과 수율을 맡았습니다. 겨울이 되면 식빵 윗면이 주저앉거나 속결이 거칠어지는 불량이 늘어 출하 전에 폐기하는 양이 많았습니다. 저는 배치별 반죽 온도, 1차 발효 시간, 발효실 습도와 오븐 통과 시간을 생산 일지에서 모아 불량률과 함께 비교했습니다. 그 결과 원료 창고의 밀가루와 물 온도가 계절에 따라 크게 달라지는데도 반죽 시간을 고정해 두어, 반죽 온도가 목표보다 3도 이상 낮은 배치에서 불량이 몰린다는 것을 찾았습니다. 저는 배합수 온도를 계산하는 간단한 시트를 만들어 믹싱 전에 작업자가 물 온도를 맞추게 하고, 반죽 온도가 벗어나면 발효 시간을 조정하는 기준을 작업 표준서에 넣었습니다. HACCP 점검표에도 반죽 온도 기록 칸을 추가했습니다. 그해 겨울 식빵 폐기량은 전년 대비 40% 가까이 줄었고, 영업팀이 받던 거래처의 품질 문의도 줄었습니다. 데이터는 현장의 감을 대신하는 것이 아니라 그 감을 모두가 나누게 해 준다고 생각합니다.',
      planted: {},
    },
    {
      question: '본인의 강점을 기술해 주십시오.',
      clean: true,
      text: '해상 풍력 단지의 유지 보수 기술자로 일하며 3MW급 터빈 20기의 정기 점검과 트러블슈팅을 맡았습니다. 바다 위 터빈은 배를 타고 가야 해서 기상이 나쁘면 며칠씩 접근하지 못했고, 한 번 출동할 때 고장을 해결하지 못하면 발전 손실이 크게 늘었습니다. 저는 SCADA 경보 기록과 진동 데이터를 매일 확인해, 기어박스 베어링 온도와 진동이 함께 오르는 터빈을 미리 골라 점검 순서를 정했습니다. 출동 전에는 고장 코드별로 필요한 부품과 공구, 토크 렌치의 설정 토크를 정리한 점검 키트를 챙겨, 나셀에 올라가서 부품이 없어 돌아오는 일을 없앴습니다. 블레이드 점검에는 드론 촬영을 도입해 로프 작업 횟수를 줄였고, 추락 방지 장비 점검과 구조 훈련도 분기마다 반복했습니다. 그 결과 단지의 가동률이 올랐고, 한 번 출동해 고장을 해결하는 비율도 높아졌습니다. 바람이 허락하는 짧은 시간을 헛되이 쓰지 않도록 미리 준비하는 것이 제 강점입니다.',
      planted: {},
    },
    {
      question: '공공의 이익을 위해 일한 경험을 기술해 주십시오.',
      clean: true,
      text: '승강기 유지 관리 업체에서 점검 기사로 일하며 아파트와 공공시설의 엘리베이터 120여 대를 관리했습니다. 오래된 단지에서는 문이 닫히다 다시 열리거나 층에 멈출 때 단차가 생기는 고장이 잦았고, 갇힘 사고 신고도 한 달에 몇 건씩 들어왔습니다. 저는 고장 접수 기록을 호기별로 정리해 도어 센서 불량과 브레이크 라이닝 마모가 같은 호기에서 반복된다는 것을 확인하고, 월 1회 자체 점검 때 해당 부품을 먼저 살피도록 점검 순서를 바꿨습니다. 부품 교체가 필요한 단지에는 관리사무소에 사진과 함께 교체 사유를 설명해 장기수선계획에 반영되도록 도왔습니다. 한국승강기안전공단의 정기 검사를 앞두고는 비상 통화 장치와 구출 운전 절차를 미리 시험했고, 경비원들께 갇힘 사고 때의 대처 요령을 안내했습니다. 그해 담당 단지의 갇힘 사고는 전년의 절반 아래로 줄었고, 정기 검사도 모두 한 번에 통과했습니다. 매일 아무 일 없이 오르내리는 엘리베이터 뒤에 꼼꼼한 점검이 있다는 것을 자부심으로 여깁니다.',
      planted: {},
    },
    {
      question: '한빛물류에 지원한 동기를 기술해 주십시오.',
      clean: true,
      text: '측량 설계 회사의 공간정보팀에서 RTK 측량과 드론 사진 측량으로 지형도를 만들고, 그 결과를 GIS 데이터로 정리했습니다. 현장에서 받은 좌표와 도면의 좌표계가 달라 성과물이 몇 미터씩 어긋나는 일이 있었고, 발주처가 다시 측량을 요청하는 경우도 있었습니다. 저는 현장마다 기준점 성과와 좌표계 정보를 작업 시작 전에 한 장으로 정리하는 점검표를 만들고, 드론 촬영 때는 지상 기준점을 고르게 배치해 정확도를 검증했습니다. 포인트 클라우드에서 지형을 추출하는 처리 과정도 스크립트로 묶어 사람마다 결과가 다르지 않게 했습니다. 그 뒤로 재측량 요청이 거의 사라졌고, 한 현장의 처리 시간도 이틀에서 반나절로 줄었습니다. 한빛물류가 물류센터 부지 검토와 인바운드 물량에 맞춘 배송 권역 설계를 데이터로 하고 있다는 것을 알게 되어 지원했습니다. 공간 데이터를 다루어 온 경험으로 입지 분석과 배송 경로 최적화에 보탬이 되고 싶습니다.',
      planted: {},
      companies: ['한빛물류'],
    },
    {
      question: '본인의 강점을 기술해 주십시오.',
      text: '어려운 현장이었지만 위험을 무릎쓰고 끝까지 남았습니다. 내노라하는 선배들 사이에서도 점검 기록은 제가 가장 꼼꼼이 남겼고, 고장 난 부품은 통채로 바꾸기 전에 원인부터 찾았습니다.',
      planted: { spelling: ['무릎쓰고', '내노라하는', '꼼꼼이', '통채로'] },
    },
    {
      question: '성과를 낸 경험을 기술해 주십시오.',
      text: '식빵 폐기량을 40% 줄였습니다. 신입 작업자들에게 반죽 온도 맞추는 법을 직접 가르켰고, 번번히 실패하던 겨울 생산도 안정되었습니다. 그 결과 폐기량을 40% 줄였습니다.',
      planted: { spelling: ['가르켰고', '번번히'], repetition: ['40%'] },
    },
    {
      question: '성장 과정을 기술해 주십시오.',
      text: '저는 대전에서 나고 자랐으며 1996년생입니다. 키 178cm에 체격이 좋아 현장 일이 힘들지 않았습니다. 아버지는 건설 회사 임원이시고 형은 소방관입니다. 한양대학교 기계공학과를 졸업했습니다. 고려아연과 광주은행, 삼육식품에서 현장 실습을 했습니다.',
      planted: {
        blind: [
          '대전에서 나고 자랐으며',
          '1996년생',
          '키 178cm',
          '체격이 좋아',
          '아버지는 건설 회사 임원',
          '형은 소방관',
          '한양대학교',
        ],
      },
      companies: ['고려아연', '광주은행', '삼육식품'],
    },
    {
      question: '입사 후 포부를 기술해 주십시오.',
      text: '안녕하십니까, 항상 배우는 자세로 살아온 지원자입니다. 저는 이 회사에 뼈를 묻겠다는 각오로 지원했습니다. 입사하면 일당백의 자세로 현장을 지키겠습니다. 제가 바꾼 점검 순서 하나로 전국의 승강기 사고가 모두 사라졌습니다.',
      planted: {
        opening: ['안녕하십니까, 항상 배우는 자세로 살아온 지원자입니다.'],
        cliche: ['뼈를 묻겠다는 각오', '일당백의 자세'],
        claim: ['제가 바꾼 점검 순서 하나로 전국의 승강기 사고가 모두 사라졌습니다.'],
      },
    },
    {
      question: '본인의 단점을 기술해 주십시오.',
      text: '기혼이고 초등학생 딸이 둘 있어 야근은 어렵습니다. 여자라서 현장 일이 힘들 거라는 말도 들었지만 포기하지 안았습니다. 물려받은 건물이 있어 생활은 여유롭습니다. 다만 처음에는 민원인을 어떡게 대해야 할지 몰라 당황했습니다.',
      planted: {
        blind: ['기혼', '초등학생 딸이 둘', '여자라서', '물려받은 건물이 있어'],
        spelling: ['안았습니다', '어떡게'],
      },
    },
  ],
  en: [
    {
      question: 'Describe a problem you solved at work.',
      clean: true,
      text: 'As a site supervisor for a landscape contractor, I spent three years planting and maintaining the grounds of new apartment complexes. Every first summer after handover, a share of the new trees died, defect repairs cost us heavily and residents kept complaining. I marked each dead tree on the planting plan by species and planting date, and found that most losses were zelkovas and pines planted on the podium deck above underground car parks. The soil there was shallower than designed, the drainage layer was thin, and trees moved in midsummer often arrived with dried-out root balls. I had the crew photograph every root ball and any bark damage at delivery, and added staking, trunk wrapping and a watering schedule to the programme for the weeks after planting. On the podium sections we laid drip lines before planting and mulched every tree pit. The next year, on a complex of the same size, tree losses fell by more than half and defect talks with the management office went smoothly. I learned on site that the month after planting matters more than the day itself.',
      planted: {},
    },
    {
      question: 'Tell us about a time you improved a process.',
      clean: true,
      text: "As a process operator at a municipal water treatment works, I ran coagulation, sedimentation and filtration. Every rainy season, when raw-water turbidity rose suddenly, the shift on duty could not change the coagulant dose quickly enough, and turbidity leaving the clarifiers crept close to the limit. I compiled five years of raw-water turbidity, temperature, alkalinity and jar test results into a table of optimum doses for each turbidity band. We displayed the table on the SCADA screens so that every shift adjusted the dose by the same rule, and I changed the alarms to sound when raw-water turbidity jumped. I also rewrote the operating guide so that filter backwash intervals were set by head loss and filtered-water turbidity together. During a storm the following year, raw-water turbidity reached twenty times its usual level, yet treated water stayed below 0.1 NTU and we used less coagulant than before. Because water never stops, an operator's job is to make sure anyone on shift reaches the same decision.",
      planted: {},
    },
    {
      question: 'Tell us about a time you went beyond for a customer.',
      clean: true,
      text: "As a children's librarian at a district public library, I looked after the children's room and our reader services. Many families in our area speak languages other than Korean at home, yet our multilingual picture books sat in a corner and were hardly ever borrowed. With help from the community centre and the family support centre, I surveyed the languages our readers speak, bought new picture books in Vietnamese, Chinese and Russian, and set up a dedicated shelf at the entrance of the children's room. Coloured stickers on the spines showed each language so that children could find books by themselves, and twice a month we held bilingual storytime sessions read in Korean and in a home language. I also translated the membership form and overdue notices into four languages. Six months later loans of multilingual books had nearly tripled, and parents began volunteering to read at storytime. A library should be more than a place to borrow books; it should welcome everyone in their own language.",
      planted: {},
    },
    {
      question: 'Describe a time your expertise made a difference.',
      clean: true,
      text: 'As a physiotherapist at a rehabilitation hospital, I led gait training for stroke patients. Patients with hemiplegia walked well along the ward corridor by discharge, yet many fell at home on door thresholds and stairs and were readmitted. I compared their Berg Balance Scale scores and 10-metre walk test times at discharge and a month later, and found that practice on level indoor floors alone did not lower their risk of falling enough. So in a corner of the gym I built a practice area with a threshold, a ramp and a bath mat, and from two weeks before discharge I practised transfers and walking with each patient and their carer, matched to the layout of their home. Together with the occupational therapists I turned grab-rail positions and the use of walking aids into a home-visit checklist. Readmissions for falls within three months of discharge dropped noticeably, and carers told us they finally knew what to watch for at home. Setting goals from the life a patient returns to is my expertise.',
      planted: {},
    },
    {
      question: 'Describe a time you used analysis to decide.',
      clean: true,
      text: "In the production control team of an industrial bakery, I was responsible for quality and yield on our sandwich-loaf line. Every winter, more loaves came out with sunken tops and coarse crumb, and a large share was scrapped before dispatch. From the production logs I collected dough temperature, bulk fermentation time, prover humidity and oven dwell time for each batch and compared them with the defect rate. Flour and water in the ingredient store changed temperature with the seasons, yet mixing time was fixed, so defects clustered in batches whose dough was more than 3 °C below target. I built a simple sheet that calculates the water temperature needed before mixing, and added to the work instructions a rule for adjusting fermentation time when dough temperature is off target. We also added a dough-temperature column to the HACCP checklist. That winter, scrapped loaves fell by nearly 40% year on year, and quality queries from the sales team's customers dropped as well. Data does not replace the feel of the floor; it lets everyone share it.",
      planted: {},
    },
    {
      question: 'What is your main strength?',
      clean: true,
      text: 'As a wind turbine technician on an offshore wind farm, I handled scheduled servicing and troubleshooting for twenty 3 MW turbines. The turbines could only be reached by crew transfer vessel, so in bad weather we could not get out for days, and every visit that failed to fix a fault cost a great deal of lost generation. I checked SCADA alarm histories and vibration data every morning, picked out turbines whose gearbox bearing temperature and vibration were rising together, and set the visit order from them. Before each trip I packed a kit for the expected fault codes with the parts, tools and torque wrench settings it needed, so we no longer climbed to the nacelle only to find a part missing. We brought in drone inspections of the blades to cut down on rope access work, and repeated fall-arrest and rescue drills every quarter. Availability across the farm rose, and so did the share of faults fixed on the first visit. Preparing so that a short weather window is never wasted is my main strength.',
      planted: {},
    },
    {
      question: 'Describe work you did for the public good.',
      clean: true,
      text: 'As a lift engineer for a maintenance contractor, I looked after about 120 lifts in apartment blocks and public buildings. In older estates, doors often reopened while closing and cars stopped out of level with the floor, and we received several entrapment calls a month. I sorted the fault log by lift and found that door sensors and worn brake linings failed again and again on the same units, so I moved those parts to the top of our monthly inspection. Where parts needed replacing, I explained the reasons to the management office with photos so the work could go into the long-term repair plan. Before the safety agency’s periodic inspections we tested the emergency intercoms and the rescue procedure, and I showed security staff what to do when someone was trapped. That year entrapments in my buildings fell to less than half of the year before, and every lift passed inspection first time. I take pride in knowing that careful checks stand behind every lift that simply goes up and down each day.',
      planted: {},
    },
    {
      question: 'Why do you want to join Northwind Labs?',
      clean: true,
      text: 'At a land surveying firm I worked in the geospatial team, producing topographic maps from RTK GNSS and drone photogrammetry surveys and delivering them as GIS data. Coordinates collected on site sometimes did not match the coordinate reference system of the drawings, deliverables ended up several metres out, and clients asked us to survey again. I created a one-page checklist that records each site’s control points and coordinate system before work starts, and for drone flights we spread ground control points evenly and checked accuracy against them. I also scripted the processing that extracts terrain from point clouds so results no longer varied from person to person. Requests to resurvey almost disappeared, and processing a site went from two days to half a day. I am applying because Northwind Labs plans warehouse sites and delivery zones with data, and I would like to bring my experience with spatial data to site selection and route optimisation.',
      planted: {},
      companies: ['Northwind Labs'],
    },
    {
      question: 'What is your main strength?',
      text: 'I have always been independant at work. I recomend changes only with data, and the drop in our fault rate was noticable. It was a priviledge to train the new engineers myself.',
      planted: { spelling: ['independant', 'recomend', 'noticable', 'priviledge'] },
    },
    {
      question: 'Describe a project you led.',
      text: 'I cut entrapment calls by 45% in a year. There was an arguement about the budget, but I kept to the plan and truely believed in it. Over that year, entrapment calls fell 45%.',
      planted: { spelling: ['arguement', 'truely'], repetition: ['45%'] },
    },
    {
      question: 'Tell us about yourself.',
      text: "I grew up in Leeds and was born in 1994. I am 185 cm tall, so site work comes easily. My father is a police inspector and my sister is a nurse. I graduated from the University of Manchester. I did placements at Brother Industries, Oxford Instruments and Young's Seafood.",
      planted: {
        blind: [
          'grew up in Leeds',
          'born in 1994',
          '185 cm tall',
          'My father is a police inspector',
          'my sister is a nurse',
          'University of Manchester',
        ],
      },
      companies: ['Brother Industries', 'Oxford Instruments', "Young's Seafood"],
    },
    {
      question: 'What is your biggest achievement?',
      text: 'I am writing to express my interest in this position. I am a go-getter with a proven track record. My checklist single-handedly ended every lift breakdown in the country.',
      planted: {
        opening: ['I am writing to express my interest in this position.'],
        cliche: ['go-getter', 'proven track record'],
        claim: ['My checklist single-handedly ended every lift breakdown in the country.'],
      },
    },
    {
      question: 'Why are you a good fit for this role?',
      text: 'I am divorced and raise my twin daughters alone, so I value steady hours. As a woman in engineering I have had to prove myself. My family is wealthy, so salary matters less to me than learning. It felt wierd at first to lead older colleagues.',
      planted: {
        blind: ['I am divorced', 'my twin daughters', 'As a woman', 'My family is wealthy'],
        spelling: ['wierd'],
      },
    },
  ],
  id: [
    {
      question: 'Ceritakan masalah yang pernah Anda selesaikan di tempat kerja.',
      clean: true,
      text: 'Saya bekerja sebagai pengawas lapangan di kontraktor lanskap selama tiga tahun, menangani penanaman dan pemeliharaan taman di kompleks apartemen baru. Setiap musim kemarau pertama setelah serah terima, sebagian pohon baru mati, biaya perbaikan pada masa pemeliharaan membengkak, dan keluhan penghuni terus berdatangan. Saya menandai setiap pohon yang mati pada gambar rencana tanam menurut jenis dan tanggal tanamnya, lalu menemukan bahwa sebagian besar berada di taman atap di atas parkir bawah tanah. Lapisan tanah di sana lebih tipis daripada rancangan, lapisan drainase kurang, dan bibit yang dipindahkan pada puncak kemarau sering datang dengan bola akar yang kering. Saya meminta tim memotret bola akar dan kerusakan kulit batang setiap kali bibit datang, lalu memasukkan pemasangan ajir, pembungkusan batang, dan jadwal penyiraman ke dalam jadwal kerja. Di area taman atap kami memasang selang irigasi tetes sebelum penanaman dan menutup setiap lubang tanam dengan mulsa. Tahun berikutnya, pohon yang mati berkurang lebih dari separuh.',
      planted: {},
    },
    {
      question: 'Ceritakan saat Anda memperbaiki suatu proses kerja.',
      clean: true,
      text: 'Saya bekerja sebagai operator instalasi pengolahan air di perusahaan daerah air minum (PDAM), menangani proses koagulasi, sedimentasi, dan filtrasi. Setiap musim hujan, ketika kekeruhan air baku naik tiba-tiba, petugas giliran tidak sempat mengubah dosis koagulan sehingga kekeruhan air keluaran bak pengendap hampir menyentuh batas baku mutu. Saya mengolah data kekeruhan, suhu, alkalinitas air baku, dan hasil uji jar selama lima tahun menjadi tabel dosis optimum untuk setiap rentang kekeruhan. Tabel itu kami tampilkan di layar SCADA agar setiap regu menyesuaikan dosis dengan aturan yang sama, dan saya mengubah pengaturan alarm agar berbunyi ketika kekeruhan air baku melonjak. Saya juga merevisi pedoman operasi sehingga jadwal pencucian balik saringan ditentukan dari kehilangan tekanan dan kekeruhan air hasil saringan. Saat banjir tahun berikutnya, kekeruhan air baku mencapai dua puluh kali lipat dari biasanya, tetapi air olahan tetap di bawah 0,1 NTU dan pemakaian koagulan justru berkurang.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda melayani pengguna atau pelanggan.',
      clean: true,
      text: 'Sebagai pustakawan di perpustakaan umum kota, saya mengelola ruang baca anak dan layanan pemustaka. Banyak keluarga di wilayah kami berbicara dalam bahasa daerah di rumah, tetapi buku cerita bergambar berbahasa daerah hanya tersimpan di sudut rak dan hampir tidak pernah dipinjam. Dengan bantuan kantor kelurahan dan para guru PAUD, saya mendata bahasa yang dipakai keluarga pemustaka, lalu membeli buku cerita bergambar dalam bahasa Jawa, Sunda, dan Madura serta menata rak khusus di pintu masuk ruang anak. Punggung buku kami beri stiker warna untuk setiap bahasa agar anak-anak bisa mencarinya sendiri, dan dua kali sebulan kami mengadakan sesi mendongeng dwibahasa dalam bahasa Indonesia dan bahasa daerah. Formulir pendaftaran anggota dan pesan pengingat keterlambatan juga saya terjemahkan ke dalam empat bahasa. Enam bulan kemudian peminjaman buku berbahasa daerah naik hampir tiga kali lipat, dan beberapa orang tua mulai menjadi relawan pendongeng. Menurut saya, perpustakaan bukan sekadar tempat meminjam buku, melainkan tempat setiap orang merasa disambut dalam bahasanya sendiri.',
      planted: {},
    },
    {
      question: 'Ceritakan saat keahlian Anda membuat perbedaan.',
      clean: true,
      text: 'Sebagai fisioterapis di rumah sakit rehabilitasi, saya menangani latihan berjalan bagi pasien stroke. Pasien dengan kelumpuhan separuh badan sudah bisa berjalan dengan baik di lorong bangsal saat pulang, tetapi banyak yang jatuh di ambang pintu dan tangga rumah lalu dirawat kembali. Saya membandingkan skor Berg Balance Scale dan waktu uji jalan 10 meter pasien saat pulang dan sebulan sesudahnya, dan menemukan bahwa latihan di lantai datar dalam ruangan saja tidak cukup menurunkan risiko jatuh. Karena itu, di salah satu sudut ruang latihan saya membuat area latihan berisi ambang pintu, bidang miring, dan keset kamar mandi, dan sejak dua minggu sebelum pulang saya berlatih berpindah dan berjalan bersama pasien serta pendampingnya sesuai dengan denah rumah mereka. Bersama terapis okupasi, saya menyusun daftar periksa kunjungan rumah yang memuat letak pegangan tangan dan cara memakai alat bantu jalan. Kasus rawat ulang akibat jatuh dalam tiga bulan setelah pulang turun dengan jelas, dan keluarga pasien merasa lebih tahu apa yang harus diwaspadai di rumah.',
      planted: {},
    },
    {
      question: 'Ceritakan saat Anda mengambil keputusan berdasarkan analisis.',
      clean: true,
      text: 'Di tim pengendalian produksi sebuah pabrik roti, saya bertanggung jawab atas mutu dan rendemen lini roti tawar. Setiap musim hujan, roti yang bagian atasnya kempis atau pori-porinya kasar bertambah, dan banyak yang harus dibuang sebelum dikirim. Dari catatan produksi saya mengumpulkan suhu adonan, lama fermentasi pertama, kelembapan ruang fermentasi, dan lama adonan di dalam oven untuk setiap angkatan, lalu membandingkannya dengan tingkat cacat. Ternyata suhu tepung dan air di gudang bahan berubah mengikuti cuaca, sementara waktu pengadukan tetap sama, sehingga cacat menumpuk pada angkatan yang suhu adonannya lebih dari 3 °C di bawah target. Saya membuat lembar hitung sederhana untuk menentukan suhu air sebelum pengadukan, dan menambahkan aturan penyesuaian waktu fermentasi ke dalam instruksi kerja bila suhu adonan menyimpang. Kolom suhu adonan juga kami tambahkan ke lembar periksa HACCP. Musim hujan itu roti yang dibuang turun hampir 40% dibandingkan tahun sebelumnya, dan keluhan mutu dari pelanggan tim penjualan ikut berkurang.',
      planted: {},
    },
    {
      question: 'Apa kekuatan utama Anda?',
      clean: true,
      text: 'Sebagai teknisi turbin angin di sebuah pembangkit listrik tenaga bayu di Sulawesi Selatan, saya menangani perawatan berkala dan penanganan gangguan untuk tiga puluh turbin berkapasitas 2,5 MW. Lokasinya berbukit dan jauh dari gudang suku cadang, sehingga setiap kunjungan yang gagal memperbaiki gangguan berarti kehilangan produksi listrik yang besar. Setiap pagi saya memeriksa riwayat alarm SCADA dan data getaran, memilih turbin yang suhu bantalan kotak roda giginya naik bersamaan dengan getarannya, lalu menyusun urutan kunjungan berdasarkan itu. Sebelum berangkat saya menyiapkan paket berisi suku cadang, perkakas, dan nilai setelan kunci torsi untuk setiap kode gangguan yang diperkirakan, sehingga kami tidak lagi naik ke rumah mesin di puncak menara hanya untuk mendapati ada komponen yang tertinggal. Kami mulai memeriksa bilah turbin dengan drone untuk mengurangi pekerjaan dengan tali, dan latihan penahan jatuh serta penyelamatan kami ulangi setiap triwulan. Ketersediaan turbin meningkat, begitu pula persentase gangguan yang selesai pada kunjungan pertama.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja untuk masyarakat.',
      clean: true,
      text: 'Sebagai teknisi lift di perusahaan jasa pemeliharaan, saya merawat sekitar 120 unit lift di rumah susun dan gedung pemerintah. Di gedung-gedung lama, pintu lift sering terbuka kembali saat menutup dan sangkar lift berhenti tidak rata dengan lantai, dan setiap bulan kami menerima beberapa laporan penumpang terjebak. Saya memilah catatan gangguan per unit dan menemukan bahwa sensor pintu dan kampas rem yang aus rusak berulang kali pada unit yang sama, sehingga pemeriksaan kedua komponen itu saya pindahkan ke urutan pertama dalam inspeksi bulanan. Untuk gedung yang komponennya perlu diganti, saya menjelaskan alasannya kepada pengelola gedung dengan foto agar penggantian masuk ke rencana anggaran tahun berikutnya. Menjelang pemeriksaan berkala oleh dinas tenaga kerja, kami menguji interkom darurat dan prosedur evakuasi, dan saya mengajari petugas keamanan cara bertindak bila ada penumpang terjebak. Tahun itu kasus penumpang terjebak di gedung yang saya tangani turun hingga kurang dari separuh, dan semua lift lulus pemeriksaan pada kesempatan pertama.',
      planted: {},
    },
    {
      question: 'Mengapa Anda ingin bergabung dengan PT Mitra Niaga?',
      clean: true,
      text: 'Di sebuah perusahaan jasa survei dan pemetaan, saya bekerja di tim geospasial membuat peta topografi dari pengukuran GNSS RTK dan foto udara drone, lalu menyerahkannya sebagai data SIG. Koordinat yang diambil di lapangan kadang tidak sesuai dengan sistem referensi koordinat pada gambar, sehingga hasil akhirnya bergeser beberapa meter dan klien meminta pengukuran ulang. Saya membuat daftar periksa satu halaman yang mencatat titik kontrol dan sistem koordinat setiap lokasi sebelum pekerjaan dimulai, dan untuk pemotretan udara kami menyebar titik kontrol tanah secara merata lalu menguji ketelitian terhadapnya. Saya juga menyusun skrip untuk mengolah awan titik menjadi model permukaan tanah agar hasilnya tidak berbeda dari satu orang ke orang lain. Permintaan pengukuran ulang hampir hilang, dan waktu pengolahan satu lokasi turun dari dua hari menjadi setengah hari. Saya melamar ke PT Mitra Niaga karena perusahaan ini merencanakan lokasi gudang dan wilayah pengiriman dengan data, dan saya ingin menyumbangkan pengalaman mengolah data spasial untuk pemilihan lokasi dan pengoptimalan rute.',
      planted: {},
      companies: ['PT Mitra Niaga'],
    },
    {
      question: 'Apa kekuatan utama Anda?',
      text: 'Karir saya dimulai di propinsi lain. Saya meningkatkan efektifitas kerja tim dan selalu menterjemahkan pedoman teknis untuk rekan baru.',
      planted: { spelling: ['Karir', 'propinsi', 'efektifitas', 'menterjemahkan'] },
    },
    {
      question: 'Ceritakan proyek yang pernah Anda pimpin.',
      text: 'Saya menurunkan angka cidera kerja sebesar 25%. Saya juga merapikan kwitansi dan laporan harian tim. Hasilnya, angka kecelakaan turun 25%.',
      planted: { spelling: ['cidera', 'kwitansi'], repetition: ['25%'] },
    },
    {
      question: 'Ceritakan tentang diri Anda.',
      text: 'Saya lahir dan besar di Padang, usia saya 28 tahun. Tinggi badan saya 170 cm dan kulit saya putih. Ayah saya pensiunan TNI dan ibu saya guru SD. Saya lulusan Universitas Gadjah Mada. Saya pernah magang di Semen Padang dan Bank Jateng.',
      planted: {
        blind: [
          'lahir dan besar di Padang',
          'usia saya 28 tahun',
          'Tinggi badan saya 170 cm',
          'kulit saya putih',
          'Ayah saya pensiunan TNI',
          'ibu saya guru SD',
          'Universitas Gadjah Mada',
        ],
      },
      companies: ['Semen Padang', 'Bank Jateng'],
    },
    {
      question: 'Apa rencana Anda lima tahun ke depan?',
      text: 'Perkenalkan, saya adalah pelamar untuk posisi ini. Saya orang yang ulet dan haus akan ilmu. Saya siap ditempatkan di mana saja. Berkat daftar periksa saya, tidak ada lagi lift yang rusak di seluruh Indonesia.',
      planted: {
        opening: ['Perkenalkan, saya adalah pelamar untuk posisi ini.'],
        cliche: ['haus akan ilmu', 'siap ditempatkan di mana saja'],
        claim: ['Berkat daftar periksa saya, tidak ada lagi lift yang rusak di seluruh Indonesia.'],
      },
    },
    {
      question: 'Mengapa Anda cocok untuk posisi ini?',
      text: 'Saya sudah bercerai dan memiliki dua anak balita. Sebagai perempuan, saya terbiasa bekerja di lapangan. Keluarga saya cukup berada, jadi gaji bukan hal utama. Saya faham risiko pekerjaan ini.',
      planted: {
        blind: ['sudah bercerai', 'dua anak balita', 'Sebagai perempuan', 'Keluarga saya cukup berada'],
        spelling: ['faham'],
      },
    },
  ],
};
