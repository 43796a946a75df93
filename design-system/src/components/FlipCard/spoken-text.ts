/**
 * Marks a part of a face that the announcement leaves out: a visible label such as "Answer", which
 * the announcement's own prefix already says ("Answer: ..."), so it is not read twice.
 */
export const UNSPOKEN_ATTRIBUTE = 'data-unspoken';

/**
 * The words of a card face for the flip announcement. A formula is announced by its LaTeX (kept in
 * the MathML's annotation): the live region is plain text, where the drawn formula's characters
 * alone ("12mv2" for ½mv²) would read as nonsense.
 */
export function spokenText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.hasAttribute(UNSPOKEN_ATTRIBUTE)) return '';
  if (node instanceof Element && node.localName === 'math') {
    return node.querySelector('annotation[encoding="application/x-tex"]')?.textContent ?? node.textContent ?? '';
  }
  return Array.from(node.childNodes, spokenText).join('');
}
