import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { LOCALE_TAGS, type LocaleCode } from '../../contracts';

/**
 * The PDF files' shared parts (pdfkit): one font for the five languages, the page, the school's logo, a table.
 * The font is Noto Sans SC from its npm package (@expo-google-fonts/noto-sans-sc, SIL Open Font License): it
 * holds Latin, simplified and traditional Chinese and Japanese kana and kanji, so a child's name in any script
 * prints; pdfkit embeds only the glyphs a file uses. Nothing is fetched at run time.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;
export type FontWeight = keyof typeof FONT_FILES;
const fontPath = (weight: FontWeight) => require.resolve(FONT_FILES[weight]);

export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const ACCENT = '#2563eb';

/** A new document in a language: the two weights registered, regular chosen, the language tagged. */
export function newDocument(
  language: LocaleCode,
  title: string,
  layout: 'portrait' | 'landscape',
): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin: 48,
    font: fontPath('regular'),
    lang: LOCALE_TAGS[language],
    displayTitle: true,
    info: { Title: title, Creator: 'KeyQuest', Producer: 'KeyQuest' },
    bufferPages: true,
  });
  doc.registerFont('regular', fontPath('regular'));
  doc.registerFont('bold', fontPath('bold'));
  doc.font('regular').fillColor(INK);
  return doc;
}

/** The finished document's bytes. */
export function documentBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A stored logo (a data URL of a PNG or JPEG) as bytes pdfkit draws; null without one. */
export function logoBytes(logo: string | null): Buffer | null {
  const match = logo ? /^data:image\/(?:png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(logo) : null;
  return match ? Buffer.from(match[1]!, 'base64') : null;
}

/** A date as the language writes it (27 November 2026, 2026年11月27日). */
export function longDate(language: LocaleCode, at: Date): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

export interface Column<Row> {
  title: string;
  /** A share of the table's width. */
  width: number;
  value: (row: Row) => string;
  align?: 'left' | 'right';
}

/** A table over the page's width, its header repeated on each new page; long cells are cut with an ellipsis. */
export function drawTable<Row>(doc: PDFKit.PDFDocument, columns: Column<Row>[], rows: Row[]): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / total) * width);
  const lineHeight = 18;
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y + lineHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'bold' : 'regular').fontSize(9);
    cells.forEach((cell, index) => {
      doc.text(cell, x + 3, y + 4, {
        width: widths[index]! - 6,
        height: lineHeight - 4,
        ellipsis: true,
        lineBreak: false,
        align: columns[index]!.align ?? 'left',
      });
      x += widths[index]!;
    });
    doc
      .moveTo(left, y + lineHeight)
      .lineTo(left + width, y + lineHeight)
      .lineWidth(bold ? 1 : 0.4)
      .strokeColor(bold ? INK : '#d1d5db')
      .stroke();
    doc.x = left;
    doc.y = y + lineHeight;
  };
  drawRow(
    columns.map((column) => column.title),
    true,
  );
  for (const row of rows)
    drawRow(
      columns.map((column) => column.value(row)),
      false,
    );
  doc.font('regular');
}

/** A report's heading: the logo on the right when there is one, the title, the lines under it. */
export function drawHeading(
  doc: PDFKit.PDFDocument,
  heading: { title: string; lines: string[]; logo: Buffer | null },
): void {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  if (heading.logo)
    doc.image(heading.logo, right - 72, doc.page.margins.top, { fit: [72, 56], align: 'right' });
  doc
    .font('bold')
    .fontSize(18)
    .fillColor(INK)
    .text(heading.title, left, doc.page.margins.top, {
      width: right - left - (heading.logo ? 84 : 0),
    });
  doc.font('regular').fontSize(10).fillColor(MUTED);
  for (const line of heading.lines) doc.text(line, { width: right - left - (heading.logo ? 84 : 0) });
  doc.fillColor(INK);
  doc.y = Math.max(doc.y, doc.page.margins.top + 64) + 12;
  doc.x = left;
}
