// Fifth spelling development set, English (issue 36, round twenty-six): built by COVERAGE of the well-known
// lists (the commonly misspelled words and the commonly confused pairs), written BEFORE the round's rules by
// their author. The clean answers use the correct forms of the same words among trade words and figures.
import type { DevSet } from './spelling-dev-types';

export const EN_DEV5: DevSet = {
  clean: [
    // Hospitality
    'At the Harbour Grand Hotel I ran the front desk for three years and handled about 400 check-ins a day in peak season. I learned to separate urgent requests from routine ones, and I could definitely tell when a guest needed a manager rather than a script. When a booking error occurred, I would receive the complaint, apologise and accommodate the guest in an upgraded room where possible. I would recommend our concierge to anyone, and it was necessary to keep their notes current so that the next shift knew what had been promised.',
    // Finance
    'As a junior accountant at Pemberton & Hale I reconciled ledgers for twelve clients and prepared quarterly VAT returns. Its software was older than mine at home, so I wrote macros that cut the month-end close from six days to four. I learned that a small error can affect a whole forecast, and that the effect of one late invoice is bigger than it looks. Our principal, a partner of thirty years, taught me the principle that every figure needs a source document.',
    // Software
    "I am a backend engineer with five years of experience in Go and PostgreSQL. At Lumen Pay I led the migration of our payment ledger to event sourcing, which let us replay any account to any point in time. I lead a weekly review where we read each other's pull requests, and I try to give advice that is specific rather than vague. I advise new hires to write the test first and to commit often. We lose fewer hours to regressions now than we did before the change.",
    // Retail
    'At a stationery shop in Leeds I managed stock of pens, paper and art supplies worth about £80,000. When the delivery van was stationary outside, I checked every box against the receipt before signing. Our window display was meant to complement the seasonal range, and customers often paid us the compliment of photographing it. I kept a calendar of supplier deadlines so that we never ran out of best-sellers in September.',
    // Healthcare
    'I have worked as a staff nurse on a busy surgical ward for four years. Before each dose I check the chart, the wristband and any allergy, and I explain to patients what to expect in plain words. I believe good handovers save lives, so I write them as if the next nurse knows nothing. I achieved my wound care certificate last spring and now train colleagues in dressing changes. It is a privilege to work with a team that is committed to the patient, not the clock.',
    // Construction
    'As a site manager I oversaw the construction of a 60-unit housing scheme from groundworks to handover. I kept the programme on a weekly schedule, chased subcontractors by phone rather than email, and made sure every operative had the right equipment before work began. We finished two weeks ahead of programme and with no reportable accidents. I am independent on site but I also know when to ask the structural engineer for a second opinion.',
    // Marketing
    'At Brightwater Studio I ran paid social campaigns for consumer brands with monthly budgets of up to $50,000. I noticed that short videos outperformed static images, so I moved budget accordingly and raised the click-through rate from 0.9% to 1.6%. I write copy that is clear and grammatical, and I check every occurrence of a brand name against the style guide. I am persistent when a test fails: I change one variable at a time until the cause is clear.',
    // Education
    "I taught secondary science for six years, first in Manchester and then at an international school in Singapore. I planned lessons around questions rather than answers, and I often let students discover a rule before I named it. Whether a class was quiet or lively, I kept the same routine at the beginning of each lesson. My students' exam results rose by eleven percentage points over two years, and the department adopted my practical questionnaire for every year group.",
    // Logistics
    'I coordinate inbound freight at a distribution centre that handles 12,000 pallets a week. I maintain our maintenance log for forklifts and reach trucks, and I liaise with hauliers when a truck is late. I transferred our dock booking from a paper diary to a shared system, which cut waiting time at the gate by a third. It is the kind of work where you notice patterns: the same supplier is late every Friday, so we book them earlier.',
    // Legal
    "As a paralegal at Whitcombe Law I prepared bundles for employment tribunals and drafted witness statements. I learned to be discreet with client files and to keep discrete categories of evidence apart. I sat on the firm's wellbeing council and once helped a colleague find counsel for a housing dispute. Each week I checked whether every deadline in the case management system matched the court's orders.",
    // Laboratory
    'I worked as a laboratory technician in a food testing lab accredited to ISO 17025. I prepared samples, ran HPLC and GC-MS methods, and recorded each result against its batch number. When a result looked wrong, I would rerun the test rather than accept it; except for one instrument fault, every rerun confirmed the first figure. I am comfortable with Excel, LIMS and basic Python for data cleaning.',
    // HR
    'In the HR team at Cartwright Foods I looked after personnel records for 900 staff, including new starters, leavers and absence. Staff morale was low after a restructure, so I ran listening sessions and shared a summary with the board. I learned that a personal note from a manager often matters more than a policy. We were already planning the next survey when the results came back, which meant we could act within a month.',
    // Fitness
    "I am a personal trainer with a level 3 qualification and six years of experience. I design programmes that fit a client's week rather than the other way round, and I teach them to breathe through each lift. Whether a client is training for a marathon or recovering from a knee injury, I set goals they can measure. Most of my clients stay for more than a year, and many come to me through referrals.",
    // Aviation
    "As cabin crew with Northwind Air I flew short- and long-haul routes for five years. I was trained to brake a service trolley on a slope, to handle medical events at altitude and to calm passengers in turbulence. You're never off duty on a long flight, and your tone matters as much as your words. I was promoted to senior crew in my third year.",
    // Closing
    'I would welcome the chance to bring this experience to your team. I am available to start in January and can provide references from my current manager. Thank you for considering my application; I look forward to hearing from you.',
  ],
  slips: [
    // commonly misspelled words
    ['I could definately see the cause of the delay.', 'definately'],
    ['I learned to seperate urgent tasks from routine ones.', 'seperate'],
    ['The outage occured during the night shift.', 'occured'],
    ['I was proud to recieve the employee of the year award.', 'recieve'],
    ['We worked hard to accomodate every guest.', 'accomodate'],
    ['I would reccomend the same approach to any team.', 'reccomend'],
    ['It was neccessary to rebuild the schedule.', 'neccessary'],
    ['I was able to acheive every quarterly target.', 'acheive'],
    ['I beleive good notes save time.', 'beleive'],
    ['I kept a shared calender of supplier deadlines.', 'calender'],
    ['A collegue asked me to review the contract.', 'collegue'],
    ['I showed real committment to the project.', 'committment'],
    ['I made a concious effort to listen first.', 'concious'],
    ['I did not want to embarass the client.', 'embarass'],
    ['I enjoy a fast-paced enviroment.', 'enviroment'],
    ['I worked with foriegn suppliers in six countries.', 'foriegn'],
    ['I advised the local goverment on flood plans.', 'goverment'],
    ['We could not gaurantee delivery in December.', 'gaurantee'],
    ['I am fully independant on site.', 'independant'],
    ['I acted as liason between sales and finance.', 'liason'],
    ['I scheduled the maintainance of every forklift.', 'maintainance'],
    ['The fault was barely noticable at first.', 'noticable'],
    ['I planned every occassion down to the minute.', 'occassion'],
    ['I am persistant when a test fails.', 'persistant'],
    ['It was a priviledge to lead the team.', 'priviledge'],
    ['I designed the customer questionaire.', 'questionaire'],
    ['Every reciept was checked against the order.', 'reciept'],
    ['I refered complex cases to the senior partner.', 'refered'],
    ['I have relevent experience in retail.', 'relevent'],
    ['The launch was very succesful.', 'succesful'],
    ['I worked untill the last box was shipped.', 'untill'],
    ['I enjoy writting clear reports.', 'writting'],
    ['From the begining I kept a log.', 'begining'],
    ['I ran a small buisness for three years.', 'buisness'],
    ['I have good knowlege of tax law.', 'knowlege'],
    ['I am truely grateful for the chance.', 'truely'],
    ['The arguement was settled in one meeting.', 'arguement'],
    ['Each occurence was logged in the tracker.', 'occurence'],
    ['I transfered the records to the new system.', 'transfered'],
    ['I ordered new safety equiptment for the crew.', 'equiptment'],
    ['I replied immediatly to every complaint.', 'immediatly'],
    ['I managed a team of fourty volunteers.', 'fourty'],
    ['I kept our managment informed every week.', 'managment'],
    ['I showed perseverence through a hard year.', 'perseverence'],
    ['I wanted to persue a career in design.', 'persue'],
    ['I work to a tight schedual.', 'schedual'],
    ['I used a similiar method at my last job.', 'similiar'],
    ['Yours sincerly, Anna Reed', 'sincerly'],
    ['I have a tendancy to over-prepare.', 'tendancy'],
    ['We planned for unforseen delays.', 'unforseen'],
    // commonly confused pairs, in context
    ['The team finished there work early.', 'there work'],
    ['The clients said their happy with the results.', 'their happy'],
    ["The company changed it's logo last year.", "it's logo"],
    ['Its been a busy year for our clinic.', 'Its been'],
    ['The new policy will effect every branch.', 'will effect'],
    ['The change had a positive affect on morale.', 'positive affect'],
    ['Sales were higher this year then last year.', 'then last year'],
    ['I did not want to loose a single client.', 'loose a single'],
    ['I believe in the principal of fairness.', 'principal of fairness'],
    ['Our school principle praised the project.', 'school principle'],
    ['The colours compliment each other well.', 'compliment each other'],
    ['I ordered new stationary for the office.', 'new stationary'],
    ['My manager gave me good advise.', 'good advise'],
    ['Last year I lead a team of six engineers.', 'Last year I lead'],
    ['I always try to except feedback gracefully.', 'except feedback'],
    ["I managed a client who's account was overdue.", "who's account"],
    ['I will make sure your satisfied with the service.', 'your satisfied'],
    ['I was to busy to notice the error.', 'to busy'],
    ['I checked weather the data was complete.', 'checked weather'],
    ['I am always discrete with patient records.', 'always discrete'],
    ['I sat on the student counsel for two years.', 'student counsel'],
    ['I took a deep breathe and called the client.', 'deep breathe'],
    ['Staff moral improved after the change.', 'Staff moral'],
    ['I managed all new personal files in HR.', 'new personal files'],
    ['The project was already to launch in May.', 'already to launch'],
    ['I worked there alot during the summer.', 'alot'],
    ['I could of finished sooner with more help.', 'could of'],
    ['The role peaked my interest at once.', 'peaked my interest'],
    ['Irregardless of the weather, we shipped on time.', 'Irregardless'],
    ['We had to brake the project into phases.', 'brake the project'],
  ],
};
