import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawReport } from './draw-report';
import type { ReportLine } from './report-content';

describe('drawReport', () => {
  it('adds pages as the text needs them', async () => {
    const lines: ReportLine[] = [
      { kind: 'title', text: 'A long session' },
      ...Array.from({ length: 150 }, (_, i): ReportLine => ({ kind: 'text', text: `Line ${i} `.repeat(20) })),
    ];
    const pdf = await PDFDocument.load(await drawReport(lines, 'A long session'));
    expect(pdf.getPageCount()).toBeGreaterThan(3);
    expect(pdf.getTitle()).toBe('A long session');
  });

  it('draws text the standard fonts cannot encode without failing', async () => {
    const lines: ReportLine[] = [
      { kind: 'title', text: '細胞 → κύτταρο ✓' },
      { kind: 'text', text: 'Ωmega 😀 café – “quoted” €5' },
    ];
    const pdf = await PDFDocument.load(await drawReport(lines, '細胞'));
    expect(pdf.getPageCount()).toBe(1);
  });
});
