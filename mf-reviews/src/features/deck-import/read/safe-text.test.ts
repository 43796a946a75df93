import { describe, expect, it } from 'vitest';
import { safeText } from './safe-text';

describe('safeText', () => {
  it('keeps the text of a field, a line per block, with entities read', () => {
    expect(safeText('<div><b>H&#8322;O</b> &amp; <i>NaCl</i></div><div>salt&nbsp;water<br>sea</div>')).toEqual({
      text: 'H₂O & NaCl\nsalt water\nsea',
      media: 0,
    });
  });

  it('drops scripts and styles whole and counts images and sounds left out', () => {
    const field = '<script>alert("x")</script>Cell<style>b{color:red}</style> <img src="https://evil.test/a.png" onerror="x()">[sound:cell.mp3]';
    expect(safeText(field)).toEqual({ text: 'Cell', media: 2 });
  });

  it('leaves text that only looks like an entity or a tag as written', () => {
    expect(safeText('a &unknown; b &lt;c&gt; 3 &lt; 4').text).toBe('a &unknown; b <c> 3 < 4');
  });
});
