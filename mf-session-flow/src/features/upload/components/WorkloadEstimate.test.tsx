import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { generateLocalStudySet } from '@aayra/study-set';
import { WorkloadEstimate } from './WorkloadEstimate';

const passage = (name: string) =>
  readFileSync(join(import.meta.dirname, `../../../../../tests/fixtures/study-material/${name}.txt`), 'utf8');

describe('the workload estimate on the upload page', () => {
  afterEach(cleanup);

  it('names the counts of the set the generator makes from the same material, notes and files together', async () => {
    const texts = [passage('biology-photosynthesis'), '', passage('history-first-world-war')];
    const set = generateLocalStudySet(texts.filter(Boolean).map((text) => ({ kind: 'text' as const, text })));
    render(<WorkloadEstimate texts={texts} />);
    const estimate = await screen.findByText(/^About \d+ cards/);
    expect(estimate.textContent).toMatch(
      new RegExp(`^About ${set.flashcards.length} cards and ${set.quiz.length} questions; about \\d+ minutes of review on each review day over the next 90 days$`),
    );
  });

  it('updates as material is removed, and says why when no set can be made yet', async () => {
    const { rerender } = render(<WorkloadEstimate texts={[passage('economics-supply-demand')]} />);
    await screen.findByText(/^About \d+ cards/);
    rerender(<WorkloadEstimate texts={['Cells divide.']} />);
    expect(await screen.findByText(/^No workload estimate yet: This material is too short to build a study set/)).toBeTruthy();
  });

  it('shows nothing while there is no material', () => {
    const { container } = render(<WorkloadEstimate texts={['', '  ']} />);
    expect(container.textContent).toBe('');
  });
});
