import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ReportLine } from './report-content';
import { wrapText } from './wrap-text';

// A4 in points, with margins wide enough for a printer's.
const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const STYLE = {
  title: { size: 18, before: 0, after: 6 },
  heading: { size: 13, before: 14, after: 4 },
  text: { size: 10.5, before: 0, after: 2 },
} as const;
const INDENT = 16;
const LEADING = 1.35;
const REPLACEMENT = '?';

export const UNSHOWN_CHARACTERS_NOTE = `Characters this report's font cannot show are printed as ${REPLACEMENT}.`;

/**
 * The standard fonts every PDF reader has: the text stays real (selectable, searchable) and the
 * file small, with no font file to fetch. They encode only WinAnsi (Western European letters and
 * common punctuation), and pdf-lib throws on anything else; Aayra ships no Unicode font, and one
 * that covers every script a learner may write in is many megabytes. So each character the font
 * cannot encode is printed as "?", and the report then says so, rather than failing or dropping
 * text without a trace.
 */
function encodable(font: PDFFont): (text: string) => { text: string; replaced: boolean } {
  const characters = new Set(font.getCharacterSet());
  return (text) => {
    let replaced = false;
    let out = '';
    for (const character of text.normalize('NFC').replace(/\t/g, ' ')) {
      if (characters.has(character.codePointAt(0) ?? 0)) out += character;
      else {
        out += REPLACEMENT;
        replaced = true;
      }
    }
    return { text: out, replaced };
  };
}

/** The report as a PDF: each block wrapped to the page width, a new page whenever one is full. */
export async function drawReport(lines: readonly ReportLine[], title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Aayra');
  pdf.setProducer('Aayra');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const encode = { regular: encodable(regular), bold: encodable(bold) };
  let anyReplaced = false;

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (line: ReportLine) => {
    const style = STYLE[line.kind];
    const font = line.kind === 'text' ? regular : bold;
    const indent = line.kind === 'text' ? (line.indent ?? 0) * INDENT : 0;
    const { text, replaced } = (line.kind === 'text' ? encode.regular : encode.bold)(line.text);
    anyReplaced ||= replaced;
    const height = style.size * LEADING;
    const width = PAGE.width - 2 * PAGE.margin - indent;
    y -= style.before;
    for (const row of wrapText(text, width, (part) => font.widthOfTextAtSize(part, style.size))) {
      if (y - height < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= height;
      page.drawText(row, { x: PAGE.margin + indent, y: y + (height - style.size) / 2, size: style.size, font, color: rgb(0.1, 0.1, 0.12) });
    }
    y -= style.after;
  };

  lines.forEach(write);
  if (anyReplaced) write({ kind: 'text', text: UNSHOWN_CHARACTERS_NOTE });
  return pdf.save();
}
