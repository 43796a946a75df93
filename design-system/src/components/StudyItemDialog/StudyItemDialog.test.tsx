import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FlashcardDialog } from './FlashcardDialog';
import { QuestionDialog } from './QuestionDialog';

const field = (name: string) => screen.getByRole('textbox', { name });

describe('FlashcardDialog', () => {
  it('says which side is empty, focuses it, and saves nothing', async () => {
    const onSave = vi.fn();
    render(<FlashcardDialog title="Add Flashcard" onSave={onSave} onClose={() => undefined} />);
    await userEvent.type(field('Question side'), 'What is inertia?');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The answer side cannot be empty.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Answer side'));
    expect(field('Answer side').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves both sides, trimmed', async () => {
    const onSave = vi.fn();
    render(<FlashcardDialog title="Add Flashcard" onSave={onSave} onClose={() => undefined} />);
    await userEvent.type(field('Question side'), '  What is inertia? ');
    await userEvent.type(field('Answer side'), 'Resistance to a change in motion');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ front: 'What is inertia?', back: 'Resistance to a change in motion' });
  });

  it('keeps the dialog and what was typed when the save is refused, and says why', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('A flashcard front must be 1 to 1000 characters'));
    render(<FlashcardDialog title="Add Flashcard" initial={{ front: 'Q', back: 'A' }} onSave={onSave} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A flashcard front must be 1 to 1000 characters');
    expect((field('Question side') as HTMLInputElement).value).toBe('Q');
    expect(screen.getByRole('dialog', { name: 'Add Flashcard' })).toBeTruthy();
  });
});

describe('QuestionDialog', () => {
  const fillQuestion = async (options: string[]) => {
    await userEvent.type(field('Question'), 'Which unit measures force?');
    for (const [index, option] of options.entries()) await userEvent.type(field(`Option ${index + 1}`), option);
  };

  it('refuses empty and repeated options, naming each one', async () => {
    const onSave = vi.fn();
    render(<QuestionDialog title="Add Question" onSave={onSave} onClose={() => undefined} />);
    await fillQuestion(['Newton', 'Joule', ' newton ']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Each option must be different.').id).toBe(field('Option 3').getAttribute('aria-describedby'));
    expect(screen.getByText('An option cannot be empty.').id).toBe(field('Option 4').getAttribute('aria-describedby'));
    expect(document.activeElement).toBe(field('Option 3'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses an empty question', async () => {
    const onSave = vi.fn();
    render(<QuestionDialog title="Add Question" onSave={onSave} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The question cannot be empty.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Question'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves four options, the right one and the explanation', async () => {
    const onSave = vi.fn();
    render(<QuestionDialog title="Add Question" onSave={onSave} onClose={() => undefined} />);
    await fillQuestion(['Joule', 'Newton', 'Watt', 'Pascal']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Correct option' }), 'Option 2');
    await userEvent.type(field('Explanation (optional)'), 'Force is measured in newtons.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      prompt: 'Which unit measures force?',
      options: ['Joule', 'Newton', 'Watt', 'Pascal'],
      correctIndex: 1,
      explanation: 'Force is measured in newtons.',
    });
  });
});
