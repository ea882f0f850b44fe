import "server-only";
import path from "node:path";
import PDFDocument from "pdfkit";

// Every billing PDF is A4 and set in one embedded font that has Hangul: a subset of Pretendard Regular (OFL-1.1,
// renamed DocSansKR as the licence asks of a modified copy; Latin, Latin-1, punctuation, ₩ and all 11,172 Hangul
// syllables). pdfkit embeds only the glyphs a document uses, so a receipt stays near 30 KB.
const FONT_FILE = path.join(process.cwd(), "lib", "billing", "fonts", "DocSansKR-Regular.otf");
const FONT = "DocSansKR";

export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const INK = "#0f172a";
export const MUTED = "#475569";
const RULE = "#cbd5e1";

export type Pdf = InstanceType<typeof PDFDocument>;

/** Runs `draw` on a new A4 document and answers its bytes. `info` is the document's title and subject. */
export function renderPdf(info: { title: string; subject: string }, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    info: { Title: info.title, Subject: info.subject, Producer: "AdNet console", Creator: "AdNet console" },
    // kept until the end, so a long statement can number its pages "1 / 3"
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont(FONT, FONT_FILE);
  doc.font(FONT).fillColor(INK);
  draw(doc);
  doc.end();
  return done;
}

/** A label and its value on one line, the value right-aligned at the column's end. */
export function row(doc: Pdf, label: string, value: string, options: { x?: number; width?: number; size?: number } = {}) {
  const x = options.x ?? PAGE.margin;
  const width = options.width ?? PAGE.width - 2 * PAGE.margin;
  const y = doc.y;
  doc.fontSize(options.size ?? 10);
  doc.fillColor(MUTED).text(label, x, y, { width: width / 2, lineBreak: false });
  doc.fillColor(INK).text(value, x + width / 2, y, { width: width / 2, align: "right" });
  doc.x = x;
}

export function rule(doc: Pdf, gap = 8) {
  doc.moveDown(0.3);
  const y = doc.y + gap / 2;
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + gap / 2;
}
