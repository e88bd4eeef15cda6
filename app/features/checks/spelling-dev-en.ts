// Spelling development material, round twenty-two (issue 36), English: written by the rule's author BEFORE any
// rule of the round (see spelling-dev-ko.ts). Not a held-apart set.
import type { DevSet } from './spelling-dev-types';

export const EN_DEV: DevSet = {
  clean: [
    // Electrician
    "I'm a qualified electrician (18th Edition, NVQ Level 3) and spent four years with a contractor fitting out retail units and small offices. A typical job starts with the drawings and a walk-round with the site manager, then first fix: containment, trunking, SWA runs to the sub-mains and the DB. I test as I go with a Megger MFT1741 and fill in the EICs the same day so nothing is left to memory. Last winter we rewired a 1960s bungalow for a housing association in nine working days, with the tenants still living there; we kept one circuit live each night so they had heating and a kettle. I also handle the snagging list at handover and I'm comfortable on a MEWP (IPAF 3a/3b). I'd like to bring that care to your maintenance team.",
    // Dental practice receptionist
    "For the last three years I've run the front desk at a busy NHS and private dental practice with five surgeries. Day to day that means booking on Software of Excellence, taking payments, chasing FP17 claims and making sure recalls go out on time by text and email. When a patient rings in pain I triage using the practice's protocol and squeeze them into the emergency slots, which we hold back every morning. I set up a simple spreadsheet to track failed appointments and, after we started sending reminders 48 hours ahead, the FTA rate dropped from about 9% to under 5%. I've also trained two new receptionists, written the how-to for the card machine and kept the CQC folder up to date before our inspection, which went well.",
    // Warehouse team leader
    'I lead a team of twelve pickers on the night shift at a third-party logistics warehouse serving two online retailers. We work off handheld scanners linked to the WMS, and my job is to balance the waves so the last trailer leaves the dock by 5:30am. When a picker falls behind I look at the pick path first, not the person; re-slotting our fastest 200 SKUs closer to the pack benches cut walking time by roughly a fifth. I run the toolbox talk at the start of each shift, sign off the FLT pre-use checks and do the counterbalance refresher assessments. Accuracy is the number I care about most: we held 99.7% over the peak season, including Black Friday, when volumes tripled.',
    // Council housing officer
    "As a housing officer for a metropolitan borough council I manage a patch of around 450 tenancies, mostly flats in low-rise blocks. Much of the job is tenancy sustainment: spotting arrears early, referring tenants to the welfare benefits team and setting up realistic repayment plans. I carry out introductory tenancy visits and annual checks, and I log everything on Northgate so colleagues can pick up a case if I'm off. Anti-social behaviour cases take the most time; I work with the police's neighbourhood team and use acceptable behaviour contracts before anything goes near court. Last year my patch had the lowest eviction rate in the area office, and I'd like to keep that balance of firmness and support in your role.",
    // Payroll administrator
    "I've been a payroll administrator for four years, processing weekly and monthly payrolls for about 800 employees across three companies on Sage 200 and, more recently, Xero. Each run I reconcile hours from the timesheet system, apply overtime, sickness and holiday pay, and submit the RTI returns to HMRC. I handle auto-enrolment into the workplace pension, P45s for leavers and the year-end P60s. When the minimum wage rose in April I wrote a checklist so every rate change was signed off by a second person before the run. I also answer staff queries by email and phone, and I've found that a short, plain explanation of a payslip saves three follow-up calls.",
    // Bike mechanic in retail
    "I work as a senior mechanic in an independent bike shop and run the workshop diary. Most jobs are services and repairs on commuter and e-bikes: bleeding hydraulic brakes, truing wheels, replacing chains and cassettes, and diagnosing Bosch and Shimano STEPS motors with the dealer software. In spring we book up two weeks ahead, so I introduced a same-day quick-fix slot for punctures and gear indexing, which customers love. I also build up custom wheelsets, look after our stock of tubes, tyres and brake pads, and order parts through the suppliers' trade portals. I'm Cytech Level 2 qualified and I'm happy to explain a repair in plain words so the rider knows what was done and why.",
    // Bus driver, transport
    "I've driven for a regional bus operator for six years, holding a Category D licence and a current Driver CPC. I mainly cover inter-urban routes of 40 to 60 miles, with a mix of concessionary pass holders, students and commuters. Before every duty I walk round the vehicle, check tyres, lights, mirrors and the wheelchair ramp, and report any defects on the app. I keep to the timetable without rushing: our telematics scores put me in the top tenth of the depot for smooth driving. When the road is closed I radio control, agree a diversion and tell passengers clearly what's happening. Helping an older passenger find a seat before I pull away is part of the job as much as the driving.",
    // IT service desk
    "I work on a second-line IT service desk supporting 1,200 users across a housing group's offices and remote staff. Tickets come through ServiceNow; I pick up escalations from first line, mostly Microsoft 365 licensing, Intune device enrolment, Teams telephony and VPN issues. I wrote knowledge-base articles for the ten most common calls, which let first line close more tickets without passing them on. During a laptop refresh I imaged and shipped 300 devices using Autopilot and tracked them in a shared spreadsheet until every user had signed for theirs. I hold ITIL 4 Foundation and AZ-900, and I'm working towards MD-102. I like fixing the cause, not just the symptom, so I log patterns and raise problem records when the same fault keeps returning.",
  ],
  slips: [
    ['The cabinet was recieved on Monday.', 'recieved'],
    ['We had to seperate the waste streams.', 'seperate'],
    ['It is neccessary to sign the permit.', 'neccessary'],
    ['The fault occured twice that week.', 'occured'],
    ['We could accomodate twenty guests.', 'accomodate'],
    ['I kept the definately updated list on the wall.', 'definately'],
    ['Planned maintainance cut breakdowns.', 'maintainance'],
    ['I am responsable for the rota.', 'responsable'],
    ['The enviroment team approved it.', 'enviroment'],
    ['We met the goverment deadline.', 'goverment'],
    ['Our reciept process was slow.', 'reciept'],
    ['I was begining to lead the shift.', 'begining'],
    ['It was a succesful launch.', 'succesful'],
    ['We built a strong buisness case.', 'buisness'],
    ['The calender was shared with the team.', 'calender'],
    ['I gave my collegues a handover note.', 'collegues'],
    ['The tenant was greatful for the help.', 'greatful'],
    ['We tracked the existance of each asset.', 'existance'],
    ['I could of finished earlier.', 'could of'],
    ['Their going to visit the site tomorrow.', 'Their going'],
    ['The new rules will effect every driver.', 'effect'],
    ['I was in charge of the independant review.', 'independant'],
    ['We dealt with it immediatly.', 'immediatly'],
    ['It is a priviledge to serve the public.', 'priviledge'],
    ['Thier feedback was positive.', 'Thier'],
  ],
};
