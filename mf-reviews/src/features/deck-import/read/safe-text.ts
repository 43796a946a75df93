// Anki fields are HTML. A card keeps only its text: markup, scripts and styles go, images and
// sounds are left out (and counted), and entities read as the characters they stand for. Written
// by hand because a Web Worker has no DOMParser.

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—',
  hellip: '…', laquo: '«', raquo: '»', ldquo: '“', rdquo: '”', lsquo: '‘', rsquo: '’',
  middot: '·', times: '×', divide: '÷', deg: '°', plusmn: '±', copy: '©', reg: '®', euro: '€',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

export interface SafeText {
  text: string;
  /** Images and sounds the field referred to. */
  media: number;
}

/** The readable text of an HTML field, one line per block or <br>. */
export function safeText(html: string): SafeText {
  let media = 0;
  const text = html
    // Content that is not text for the learner goes whole, whatever it holds.
    .replace(/<(script|style|template|iframe|object|svg|math)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(img|audio|video|source|embed)\b[^>]*>/gi, () => {
      media += 1;
      return ' ';
    })
    .replace(/\[sound:[^\]]*\]/gi, () => {
      media += 1;
      return ' ';
    })
    .replace(/<br\s*\/?>|<\/(div|p|li|tr|h[1-6])\s*>/gi, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  const lines = decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim());
  return { text: lines.join('\n').replace(/\n{3,}/g, '\n\n').trim(), media };
}
