import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { id: 'text', label: 'Text', panel: <textarea aria-label="Notes" /> },
  { id: 'file', label: 'File', panel: 'Choose a file' },
  { id: 'link', label: 'Link', panel: 'Paste a link', disabled: true },
  { id: 'voice', label: 'Voice', panel: 'Record' },
];

describe('Tabs', () => {
  it('has one tab stop: the selected tab', () => {
    render(<Tabs label="Material type" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Material type' })).toBeTruthy();
    const tabindexes = screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'));
    expect(tabindexes).toEqual(['0', '-1', '-1', '-1']);
    expect(screen.getByRole('tabpanel', { name: 'Text' })).toBeTruthy();
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping', async () => {
    render(<Tabs label="Material type" items={items} />);
    screen.getByRole('tab', { name: 'Text' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'File' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Voice' }));
    expect(screen.getByRole('tab', { name: 'Voice' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Voice' }).textContent).toBe('Record');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Text' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Voice' }));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Text' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Voice' }));
  });

  it('keeps what was typed in a panel when switching away and back', async () => {
    render(<Tabs label="Material type" items={items} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'mitosis');
    await userEvent.click(screen.getByRole('tab', { name: 'File' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Text' }));
    expect((screen.getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement).value).toBe(
      'mitosis',
    );
  });
});
