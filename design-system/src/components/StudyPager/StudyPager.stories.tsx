import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { StudyPager, type StudyPagerProps } from './StudyPager';
import { componentDocs } from '../../../.storybook/component-docs';
import { atPhoneWidth } from '../../../.storybook/decorators';

// Pages for real in the story, as the study-set player does by keeping the position in its state.
function Paging(props: StudyPagerProps) {
  const [index, setIndex] = useState(props.index);
  return (
    <>
      <p>
        Item {index + 1} of {props.total}
      </p>
      <StudyPager {...props} index={index} onIndexChange={setIndex} />
    </>
  );
}

const meta = {
  title: 'Study/StudyPager',
  parameters: componentDocs({
    what: "Previous and Next through a study set's cards or questions, disabled at both ends, followed by the item's own buttons. Used inside the FlashcardViewer and QuizQuestion.",
    use: 'To page one item at a time through a study set, with the position kept by the app.',
    avoid: 'For navigating between pages or steps of a form (use links or Buttons).',
  }),
  component: StudyPager,
  render: (args) => <Paging {...args} />,
  args: { index: 0, total: 8, onIndexChange: () => undefined },
} satisfies Meta<typeof StudyPager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {};
export const Middle: Story = { args: { index: 3 } };
export const Last: Story = { args: { index: 7, itemName: 'Question' } };
export const OnlyOne: Story = { args: { total: 1 } };
export const WithActionsAtPhoneWidth: Story = {
  args: {
    itemName: 'Question',
    children: (
      <>
        <Button variant="ghost">Edit Question</Button>
        <Button variant="ghost">Drop Question</Button>
      </>
    ),
  },
  decorators: [atPhoneWidth],
};
