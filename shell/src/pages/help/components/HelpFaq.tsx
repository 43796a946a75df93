import { Card } from '@aayra/design-system/components';
import { freePlanLimits } from '@aayra/supabase/plan-figures';

const questions = [
  {
    question: 'How does a study session work?',
    answer:
      'From Home, start a new session: choose a subject and topic and run the focus timer (25 minutes is suggested). Then add what you studied, work through the summary, flashcards and quiz made from it, and take a break.',
  },
  {
    question: 'When do my reviews come back?',
    answer:
      'Once a session is complete, Aayra schedules reviews 1, 3, 7, 14, 30 and 90 days later. Due reviews wait for you under Pending Reviews; after the sixth the session is Mastered.',
  },
  {
    question: 'How many sessions can I start?',
    answer:
      `During the ${freePlanLimits.trial} the free plan allows ${freePlanLimits.duringTrial}; after it, ${freePlanLimits.afterTrial}. Premium has no limit. Settings shows your plan and what you have used.`,
  },
  {
    question: 'How do I get reminders?',
    answer:
      'Choose your preferred weekdays and start time on your Profile, then turn on notifications under Settings, Notifications.',
  },
  {
    question: 'Can I leave a session halfway?',
    answer:
      'Yes. Leaving during the focus timer or upload discards the session; leaving during validation keeps it under Incomplete Sessions so you can resume it later.',
  },
] as const;

const detailsStyle = { borderTop: '1px solid var(--aayra-color-border)' } as const;
const summaryStyle = { padding: 'var(--aayra-space-3) 0', cursor: 'pointer', fontWeight: 'var(--aayra-font-weight-medium)' } as const;

/** Native details elements: they open by keyboard and are announced as expandable without any script. */
export function HelpFaq() {
  return (
    <Card as="section" aria-labelledby="help-faq-title">
      <h2 id="help-faq-title" style={{ marginTop: 0 }}>
        Frequently asked questions
      </h2>
      {questions.map(({ question, answer }) => (
        <details key={question} style={detailsStyle}>
          <summary style={summaryStyle}>
            {question}
          </summary>
          <p style={{ margin: '0 0 var(--aayra-space-3)' }}>{answer}</p>
        </details>
      ))}
    </Card>
  );
}
