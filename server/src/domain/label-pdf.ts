/**
 * A sheet of asset labels as a PDF (A4, two columns of seven, like an Avery L7163 sheet): each label
 * holds its lines of text, the first in bold. Only what `POST /hardware/labels` needs; no barcodes.
 */

const PAGE = { width: 595.28, height: 841.89 };
const GRID = { columns: 2, rows: 7, x: [13.25, 301.25], top: 43.05, height: 108, width: 280.8 };
const PER_PAGE = GRID.columns * GRID.rows;

/** PDF string text: Latin-1 only (the standard fonts' range), with its delimiters escaped. */
const pdfText = (s: string) =>
  s
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`)
    .slice(0, 48);

function pageContent(labels: readonly (readonly string[])[]): string {
  const ops: string[] = [];
  labels.forEach((lines, i) => {
    const x = GRID.x[i % GRID.columns]! + 12;
    const top = PAGE.height - GRID.top - Math.floor(i / GRID.columns) * GRID.height - 24;
    lines.slice(0, 4).forEach((line, n) => {
      ops.push(
        `BT /F${n === 0 ? 2 : 1} ${n === 0 ? 14 : 10} Tf ${x.toFixed(2)} ${(top - n * 18).toFixed(2)} Td (${pdfText(line)}) Tj ET`,
      );
    });
  });
  return ops.join('\n');
}

/** The PDF file of the labels, one sheet per fourteen. */
export function labelSheetPdf(labels: readonly (readonly string[])[]): Buffer {
  const pages: (readonly (readonly string[])[])[] = [];
  for (let i = 0; i < labels.length; i += PER_PAGE) pages.push(labels.slice(i, i + PER_PAGE));
  if (pages.length === 0) pages.push([]);
  // Objects: 1 catalog, 2 page tree, 3 and 4 fonts, then a page and its content per sheet.
  const pageIds = pages.map((_, i) => 5 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  for (const [i, page] of pages.entries()) {
    const content = pageContent(page);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  }
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
