import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StudySummary } from './StudySummary';

const points = ['Cells are the unit of life.', 'Mitochondria make ATP.'];

describe('StudySummary', () => {
  it('lists the key points in order', () => {
    render(<StudySummary points={points} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(points);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('names itself Summary when given a heading level', () => {
    render(<StudySummary points={points} headingLevel={2} />);
    expect(screen.getByRole('region', { name: 'Summary' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Summary' })).toBeTruthy();
  });

  it('says so when there are no key points', () => {
    render(<StudySummary points={[]} empty="This study set has no summary." />);
    expect(screen.getByText('This study set has no summary.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('draws the formulas of a key point', async () => {
    render(<StudySummary points={['Momentum is $p = mv$.']} />);
    const point = screen.getByRole('listitem');
    await waitFor(() => expect(point.querySelector('math')).not.toBeNull());
    expect(point.firstChild?.textContent).toBe('Momentum is ');
  });
});
