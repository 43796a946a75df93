import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Tabs } from './Tabs';
import { componentDocs } from '../../../.storybook/component-docs';
import { inColumn } from '../../../.storybook/decorators';

const items = [
  { id: 'text', label: 'Text', panel: <p>Paste or type your notes.</p> },
  { id: 'file', label: 'File', panel: <p>PDF, TXT, MD, DOCX, PNG or JPG, up to 10 MB each.</p> },
  { id: 'link', label: 'Link', panel: <p>An http or https address.</p> },
  { id: 'voice', label: 'Voice', panel: <p>Record a voice note.</p> },
];

const meta = {
  title: 'Navigation/Tabs',
  parameters: componentDocs({
    what: 'WAI-ARIA tabs with automatic activation (arrows select), one tab stop, Home/End; hidden panels stay mounted so typed material survives a tab switch.',
    use: "To switch between views of one task: the upload page's Text, File, Link and Voice.",
    avoid: 'To navigate between pages (use links), or for steps in a sequence (use a pager).',
  }),
  component: Tabs,
  args: { label: 'Material type', items, onSelectedChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultSelectedId: 'file' } };
export const WithDisabledTab: Story = {
  args: { items: items.map((item) => (item.id === 'voice' ? { ...item, disabled: true } : item)) },
};
export const Narrow: Story = {
  decorators: [inColumn('15rem')],
};
