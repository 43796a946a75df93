import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { QuizQuestion, type QuizQuestionProps } from './QuizQuestion';
import { componentDocs } from '../../../.storybook/component-docs';
import { atPhoneWidth, inColumn, rightToLeft } from '../../../.storybook/decorators';
import {
  arabicQuestion,
  clozeQuestion,
  definitionQuestion,
} from '../../../.storybook/learner-examples';

const question = {
  id: 'q1',
  prompt: 'How long after the session is the first review due?',
  options: ['One day', 'Three days', 'One week', 'One month'],
  correctIndex: 0,
  explanation: 'Stage 1 of the review cycle is due the next day.',
};

// Answers for real in the story, as the apps do by keeping the answer in their own state.
function Answering(props: QuizQuestionProps) {
  const [answer, setAnswer] = useState(props.answer);
  return <QuizQuestion {...props} answer={answer} onAnswer={setAnswer} />;
}

const meta = {
  title: 'Study/QuizQuestion',
  parameters: componentDocs({
    what: "The quiz step of the study-set player: 'Question i of N', four options, Submit Answer, then the correct option and a wrong choice marked in words and colour, with the explanation in a status region.",
    use: 'In validation and review, one question at a time; the app keeps the answers and the position.',
    avoid:
      'For survey questions with no right answer, or choices in a form (use a Select or a CheckboxGroup).',
  }),
  component: QuizQuestion,
  render: (args) => <Answering {...args} />,
  args: {
    question,
    index: 0,
    total: 8,
    answer: undefined,
    onAnswer: () => undefined,
    onIndexChange: () => undefined,
  },
  decorators: [inColumn('36rem')],
} satisfies Meta<typeof QuizQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};
export const AnsweredRight: Story = { args: { answer: 0 } };
export const AnsweredWrong: Story = { args: { answer: 2, index: 7 } };
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="ghost">Edit Question</Button>
        <Button variant="ghost">Drop Question</Button>
      </>
    ),
  },
};
export const OwnQuestionWithFormulas: Story = {
  args: {
    question: {
      id: 'q2',
      prompt: 'Which is the kinetic energy of a mass $m$ at speed $v$?',
      options: ['$\\frac{1}{2}mv^2$', '$mv$', '$mgh$', '$ma$'],
      correctIndex: 0,
      explanation: 'Kinetic energy grows with the square of the speed, $v^2$.',
      authoredByLearner: true,
    },
    answer: 0,
  },
};

// The generator's two main shapes: a sentence with its answer blanked, and a definition to name.
export const ClozeQuestion: Story = { args: { question: clozeQuestion } };
export const ClozeQuestionAnsweredWrong: Story = { args: { question: clozeQuestion, answer: 2 } };
export const DefinitionQuestion: Story = { args: { question: definitionQuestion, answer: 1 } };
export const RightToLeft: Story = {
  args: { question: arabicQuestion, answer: 2 },
  decorators: [rightToLeft('ar')],
};
export const AtPhoneWidth: Story = {
  args: { question: definitionQuestion, answer: 0 },
  decorators: [atPhoneWidth],
};
