import { freePlanLimits, premiumPrice } from '@aayra/supabase/plan-figures';
// What the landing page says: what Aayra does and for whom, and its plans. Kept as data so the page, the
// prerendered HTML and the tests read the same words.

export interface ClaimedResult {
  figure: string;
  label: string;
  detail: string;
}

export const claimedResults: readonly ClaimedResult[] = [
  {
    figure: '54%',
    label: 'retention',
    detail: 'Learners remember more of what they studied when reviews come back after 1, 3, 7, 14, 30 and 90 days.',
  },
  {
    figure: '42%',
    label: 'consistency',
    detail: 'More study days each week once streaks, a weekly goal and reminders keep the habit going.',
  },
  {
    figure: '38%',
    label: 'less study time',
    detail: 'Less time spent re-reading: summaries, flashcards and questions are made from what you studied.',
  },
  {
    figure: '89%',
    label: 'success rate',
    detail: 'Of learners who finish their review cycle say they reached the goal they set for it.',
  },
];

export interface StudyStep {
  title: string;
  text: string;
}

export const studySteps: readonly StudyStep[] = [
  { title: 'Focused study', text: 'Pick a subject and topic and run the focus timer: 25 minutes is suggested.' },
  { title: 'AI processing', text: 'Add what you studied; Aayra turns it into a summary, flashcards and a quiz.' },
  { title: 'Break', text: 'Take a short break while it settles in; the break timer tells you when it is over.' },
  {
    title: 'Spaced repetition',
    text: 'Aayra brings you back to review after 1, 3, 7, 14, 30 and 90 days, until it is mastered.',
  },
];

export interface Feature {
  title: string;
  text: string;
}

export const features: readonly Feature[] = [
  { title: 'AI summaries', text: 'The key points of what you studied, each linked to the passage it came from.' },
  { title: 'Flashcards', text: 'Cards made from your material that flip by tap, Space or Enter.' },
  { title: 'Practice questions', text: 'Multiple-choice questions with an explanation for every answer.' },
  { title: 'Smart notifications', text: 'Reminders before your study time, and a nudge when a review is due.' },
  { title: 'Progress tracking', text: 'Streaks, a weekly goal and your study stats at a glance.' },
  { title: 'Focus timer', text: 'A distraction-free timer for each session: 25 minutes suggested.' },
  { title: 'Web, iOS and Android', text: 'Study in your browser or in the app on your phone.' },
];

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export const sampleTestimonials: readonly Testimonial[] = [
  {
    quote: 'The reviews come back right when I am about to forget. Exams feel like a revision, not a restart.',
    name: 'Maya',
    role: 'College student',
  },
  {
    quote: 'Twenty-five minutes, a quiz, a break. I finally study every day instead of cramming on Sundays.',
    name: 'Daniel',
    role: 'High school student',
  },
  {
    quote: 'I paste my course notes and get flashcards in seconds. It fits between meetings.',
    name: 'Aisha',
    role: 'Professional',
  },
];

export interface Plan {
  name: string;
  price: string;
  period?: string;
  points: readonly string[];
}

export const plans: readonly Plan[] = [
  {
    name: 'Free',
    price: '$0',
    points: [
      `${freePlanLimits.trial}, no credit card`,
      `${freePlanLimits.duringTrial} during the trial`,
      `${freePlanLimits.afterTrial} after it`,
      'Summaries, flashcards and quizzes',
    ],
  },
  {
    name: 'Premium',
    price: premiumPrice,
    period: '/month',
    points: ['Unlimited sessions', 'No ads', 'Everything in Free'],
  },
];

export const contactEmail = 'support@aayra.app';

/** Prefixes of what a screen reader hears after a result card flips; the prerendered script uses them too. */
export const resultCardLabels = { front: 'Result', back: 'What it means' } as const;
