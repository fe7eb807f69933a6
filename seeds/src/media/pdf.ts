/** What a signed contract's one-page PDF states. */
export interface ContractSheet {
  number: string;
  title: string;
  /** The two parties as they sign: the provider first. */
  provider: string;
  client: string;
  start: string;
  end: string;
  value: string;
  notice: string;
  signedOn: string;
}

/** PDF's standard fonts speak WinAnsi: dashes and quotes become their ASCII look-alikes, the rest a '?'. */
const ascii = (text: string) =>
  text
    .replace(/[\u2012-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);

const text = (x: number, y: number, size: number, bold: boolean, words: string) =>
  `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td (${ascii(words)}) Tj ET`;

/** A hand-made flourish over a signature line: a few curves, different for each signer. */
const signature = (x: number, y: number, turn: number) =>
  [
    '0.1 0.2 0.55 RG 1.2 w',
    `${x} ${y + 6} m`,
    `${x + 12} ${y + 30 + turn} ${x + 22} ${y - 4} ${x + 34} ${y + 14} c`,
    `${x + 44} ${y + 28} ${x + 52} ${y + 2 + turn} ${x + 66} ${y + 10} c`,
    `${x + 80} ${y + 18} ${x + 92} ${y + 4} ${x + 120} ${y + 12 + turn / 2} c S`,
    '0 0 0 RG 0.6 w',
  ].join('\n');

/**
 * A one-page A4 PDF of a signed contract, written by hand (catalogue, page, two standard fonts, one content
 * stream, cross-reference table): the same sheet gives the same bytes.
 */
export function contractPdf(sheet: ContractSheet): Buffer {
  const rows: [string, string][] = [
    ['Contract number', sheet.number],
    ['Service provider', sheet.provider],
    ['Client', sheet.client],
    ['Term', `${sheet.start} to ${sheet.end}`],
    ['Contract value', sheet.value],
    ['Notice period', sheet.notice],
  ];
  const lines = [
    text(56, 780, 18, true, 'Service Agreement'),
    text(56, 756, 12, false, sheet.title),
    '0.6 w 56 740 m 539 740 l S',
    ...rows.flatMap(([label, value], i) => [
      text(56, 710 - i * 22, 10, true, label),
      text(190, 710 - i * 22, 10, false, value),
    ]),
    text(
      56,
      560,
      10,
      false,
      "The provider performs the services of the attached schedule at the client's sites listed in",
    ),
    text(
      56,
      546,
      10,
      false,
      'it, to the response and resolution times of the service level agreement, for the term above.',
    ),
    text(56, 526, 10, false, 'Signed on behalf of each party by its authorised signatory.'),
    signature(70, 420, 0),
    signature(330, 420, 8),
    '56 410 m 256 410 l S 316 410 m 516 410 l S',
    text(56, 394, 9, true, `For ${sheet.provider}`),
    text(316, 394, 9, true, `For ${sheet.client}`),
    text(56, 380, 9, false, `Authorised signatory, ${sheet.signedOn}`),
    text(316, 380, 9, false, `Authorised signatory, ${sheet.signedOn}`),
    text(56, 60, 8, false, `${sheet.number} - page 1 of 1`),
  ];
  const content = lines.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${ascii(`${sheet.number} ${sheet.title}`)}) /Producer (cmms seed) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
