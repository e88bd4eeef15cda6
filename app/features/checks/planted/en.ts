// The English planted set (resume: writer/__fixtures__ enAnalyst, applying to Northwind Labs).
import type { PlantedCase } from './types';

const Q_MOTIVE = 'Why do you want to join Northwind Labs, and what would you like to achieve here?';
const Q_FAIL = 'Tell us about a time you failed and what you learned.';
const Q_TEAM = 'Describe a conflict with a colleague and how you resolved it.';

export const EN_CASES: PlantedCase[] = [
  {
    question: Q_FAIL,
    text: 'I had to call off a pricing test at Brightcart Co. after two weeks. I had not checked that the control group recieved the same emails, so the results were useless. I definately learned to write down the setup before a test starts. Since then every test I run has a written plan that a colleague reviews.',
    planted: { spelling: ['recieved', 'definately'] },
  },
  {
    question: Q_MOTIVE,
    text: 'I am a hard-working team player who has been passionate about data since I was a child. I studied at the University of Melbourne and grew up in Adelaide, so I know how retail works in small towns. I want to join Northwind Labs because your teams ship experiments every week. I would like to improve the managment of your experiment backlog.',
    planted: {
      spelling: ['managment'],
      blind: ['University of Melbourne', 'grew up in'],
      cliche: ['hard-working team player', 'passionate about', 'since I was a child'],
    },
    companies: ['Northwind Labs'],
  },
  {
    question: Q_TEAM,
    text: 'The growth team wanted to report signups while I argued for activated accounts. We could of argued for months, so I pulled three months of data and showed both numbers side by side. Activated accounts predicted revenue far better. The growth team agreed to switch the metric within a week. Activated accounts predicted revenue far better than signups did.',
    planted: {
      spelling: ['could of'],
      repetition: ['Activated accounts predicted revenue far better than signups did.'],
    },
    heldOut: true,
  },
  {
    question: Q_MOTIVE,
    text: 'My father was an accountant and my mother ran a bakery, so I grew up with numbers. I am 29 years old and married with two kids. As a woman in analytics I have learned to speak up. I want to join Northwind Labs to build forecasting tools like the ones Goldman Sachs and Stanford Health Care use.',
    planted: { blind: ['My father', 'my mother', '29 years old', 'married', 'As a woman'] },
    companies: ['Goldman Sachs', 'Stanford Health Care'],
  },
  {
    question: Q_FAIL,
    text: 'At Tidewater Health I built a churn early warning model that nobody used at first. The sucess of a model depends on whether people trust it. I sat with the care team for a week to understand thier workflow. Then I rebuilt the alerts so they appeared in the tool they already used. Adoption grew from zero to most of the team within a month.',
    planted: { spelling: ['sucess', 'thier'] },
  },
  {
    question: Q_TEAM,
    text: 'I am 185 cm tall and played basketball in college, which taught me teamwork. I come from a wealthy family, so I could take unpaid internships. My colleague and I disagreed about a dashboard design. We tested both versions with five users and kept the clearer one. I have worked with Boston Consulting Group and Harvard Business Publishing as clients.',
    planted: { blind: ['185 cm', 'wealthy family'] },
    companies: ['Boston Consulting Group', 'Harvard Business Publishing'],
    heldOut: true,
  },
  {
    question: Q_MOTIVE,
    text: 'Northwind Labs builds tools that analysts actually enjoy using. I increased revenue by 300% at Brightcart Co. in one quarter. I want to help your team make experiments cheaper to run. My goal is to improve the comunication between analysts and engineers.',
    planted: {
      spelling: ['comunication'],
      claim: ['I increased revenue by 300% at Brightcart Co. in one quarter.'],
    },
  },
  // Clean answers.
  {
    question: Q_MOTIVE,
    clean: true,
    text: 'I want to join Northwind Labs because your teams treat experiments as the way decisions get made, not as a report at the end. At Brightcart Co. I ran pricing and onboarding tests for two years and learned that most of the value comes from a clear question and a written plan. At Tidewater Health I built a churn early warning model and spent a week with the care team so the alerts fit their workflow. Here I would like to make experiments cheaper to set up, so that product managers can test an idea in days rather than weeks.',
    planted: {},
    companies: ['Northwind Labs'],
  },
  {
    question: Q_FAIL,
    clean: true,
    text: 'The failure I learned most from was a pricing test I had to call off after two weeks. I had not checked that the control group received the same emails as the test group, so the results could not be trusted. I told my manager the same day, stopped the test and wrote down what had gone wrong. Since then every test I run starts with a written plan that a colleague reviews, and I have not had to stop one since.',
    planted: {},
  },
  {
    question: Q_TEAM,
    clean: true,
    heldOut: true,
    text: 'The growth team wanted to report signups as the main metric, while I thought activated accounts told us more. Instead of arguing in meetings, I pulled three months of data and showed both numbers next to revenue. Activated accounts tracked revenue much more closely, and the growth team agreed to switch within a week. I learned that a shared chart settles a disagreement faster than a debate.',
    planted: {},
  },
];
