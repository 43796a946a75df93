import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StudyText } from './StudyText';

const renderInItem = (text: string) => render(<p data-testid="item">{<StudyText text={text} />}</p>);

describe('StudyText', () => {
  it('shows a formula as MathML once the renderer has loaded, keeping its LaTeX', async () => {
    renderInItem('Kinetic energy is $\\frac{1}{2}mv^2$.');
    // Until the renderer has loaded (the first formula of the page), the formula reads as written.
    expect(screen.getByTestId('item').textContent).toBe('Kinetic energy is $\\frac{1}{2}mv^2$.');
    const formula = await screen.findByText((_content, element) => element?.tagName.toLowerCase() === 'math');
    expect(formula.querySelector('mfrac')).not.toBeNull();
    expect(formula.querySelector('annotation[encoding="application/x-tex"]')?.textContent).toBe('\\frac{1}{2}mv^2');
    // Named by its LaTeX, so a control labelled by a formula alone still has a name.
    expect(formula.getAttribute('aria-label')).toBe('\\frac{1}{2}mv^2');
    expect(screen.getByTestId('item').firstChild?.textContent).toBe('Kinetic energy is ');
  });

  it('shows display formulas as block math', async () => {
    renderInItem('$$E = mc^2$$');
    const formula = await screen.findByText((_content, element) => element?.tagName.toLowerCase() === 'math');
    expect(formula.getAttribute('display')).toBe('block');
  });

  it('never reads words as HTML', () => {
    renderInItem('<img src=x onerror=alert(1)> costs $5 and $10');
    const item = screen.getByTestId('item');
    expect(item.querySelector('img')).toBeNull();
    expect(item.textContent).toBe('<img src=x onerror=alert(1)> costs $5 and $10');
  });

  it('keeps a formula that is not valid LaTeX as written', async () => {
    renderInItem('Broken $\\frac{1}$ and fine $x^2$');
    await screen.findByText((_content, element) => element?.tagName.toLowerCase() === 'math');
    expect(screen.getByTestId('item').textContent).toContain('$\\frac{1}$');
    expect(screen.getByTestId('item').querySelectorAll('math')).toHaveLength(1);
  });

  it('does not turn markup inside a formula into elements', async () => {
    renderInItem('$x < y <img src=x>" onload="alert(1)$');
    const formula = await screen.findByText((_content, element) => element?.tagName.toLowerCase() === 'math');
    expect(screen.getByTestId('item').querySelector('img')).toBeNull();
    expect(formula.getAttribute('aria-label')).toBe('x < y <img src=x>" onload="alert(1)');
    expect(formula.getAttribute('onload')).toBeNull();
  });

  it('shows text without formulas as it is', () => {
    renderInItem('Mitochondria make ATP.');
    expect(screen.getByTestId('item').innerHTML).toBe('Mitochondria make ATP.');
  });
});
