import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SelfGrade, type SelfGradeProps } from './SelfGrade';
import { componentDocs } from '../../../.storybook/component-docs';
import { atPhoneWidth } from '../../../.storybook/decorators';

// Grades for real in the story, as the review keeps each card's grade in its state.
function Grading(props: SelfGradeProps) {
  const [value, setValue] = useState(props.value);
  return <SelfGrade value={value} onChange={setValue} />;
}

const meta = {
  title: 'Study/SelfGrade',
  parameters: componentDocs({
    what: "Again / Hard / Good / Easy: the learner's own grade of a flashcard once its answer is shown, the chosen one pressed. The FlashcardViewer shows it under a flipped card during a review and takes the keys 1 to 4.",
    use: 'Inside the FlashcardViewer (its `onGrade`), where a grade feeds the learner’s predicted recall.',
    avoid: 'For quiz answers, which are right or wrong by themselves, or for any rating that is not about recalling a card.',
  }),
  component: SelfGrade,
  render: (args) => <Grading {...args} />,
  args: { value: undefined, onChange: () => undefined },
} satisfies Meta<typeof SelfGrade>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotGraded: Story = {};
export const GradedGood: Story = { args: { value: 3 } };
export const GradedAgainAtPhoneWidth: Story = { args: { value: 1 }, decorators: [atPhoneWidth] };
