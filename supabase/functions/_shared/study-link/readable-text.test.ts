import { describe, expect, it } from 'vitest';
import { ARTICLE_PAGE, ARTICLE_SENTENCES, ARTICLE_TITLE, CHROME_WORDS } from './article-page.ts';
import { readableHtml, readablePlainText } from './readable-text.ts';

describe('the readable text of a study link', () => {
  it("keeps an article's sentences and drops navigation, header, footer, sidebar, banner, scripts and styles", () => {
    const { title, text } = readableHtml(ARTICLE_PAGE, 'https://science.example/photosynthesis');
    expect(title).toContain(ARTICLE_TITLE);
    for (const sentence of ARTICLE_SENTENCES) expect(text).toContain(sentence);
    for (const word of CHROME_WORDS) expect(text).not.toContain(word);
    // Paragraphs stay paragraphs, and a sentence wrapped in the source stays one line.
    expect(text).toContain('\n\nCapturing light\n\n');
    expect(text).toContain('and so does nearly every food chain on Earth.');
  });

  it('reads a page with no article in it from its body, still without the page furniture', () => {
    const { title, text } = readableHtml(
      '<html><head><title>Glossary</title></head><body><nav>Home Subscribe</nav><p>Mitosis: one cell divides into two.</p><footer>Copyright</footer></body></html>',
      'https://science.example/glossary',
    );
    expect(title).toBe('Glossary');
    expect(text).toBe('Mitosis: one cell divides into two.');
  });

  it('finds no text in a page that has none', () => {
    expect(readableHtml('<html><body><nav><a href="/">Home</a></nav><script>let x = 1;</script></body></html>', 'https://a.example/').text).toBe('');
  });

  it('takes plain text as it is, named after the file', () => {
    expect(readablePlainText('Line one.\r\nLine two.   \r\n\r\n\r\n\r\nLine three.\n', 'https://a.example/notes/week%201.txt')).toEqual({
      title: 'week 1.txt',
      text: 'Line one.\nLine two.\n\nLine three.',
    });
  });
});
