/**
 * A small PDF 1.4 writer without dependencies: lines of text in the standard Helvetica fonts with WinAnsiEncoding, so
 * French accents, the euro sign and typographic quotes print without embedding a font. Streams stay uncompressed (the
 * text can be searched in the file). Enough for the demo's documents; a real deployment renders the organiser's layout.
 */

export interface PdfLine {
  text: string;
  /** points; 11 by default */
  size?: number;
  bold?: boolean;
  /** extra space above the line, in points */
  gap?: number;
}

const PAGE = { width: 595, height: 842, margin: 56 } as const;

/** Unicode code points of the WinAnsi (cp1252) bytes 0x80-0x9F; the rest of Latin-1 maps to itself. */
const WIN_ANSI: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
  // the narrow and thin spaces Intl puts in French amounts and dates print as a no-break space
  0x202f: 0xa0,
  0x2009: 0xa0,
  0x2007: 0xa0,
};

/** The text's WinAnsi bytes; what the encoding cannot hold becomes "?" (control characters a space). */
export function winAnsi(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20) bytes.push(0x20);
    else if (code < 0x7f || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(WIN_ANSI[code] ?? 0x3f);
  }
  return Buffer.from(bytes);
}

/** A literal string: the bytes as they are (PDF strings are binary), with the three special characters escaped. */
function literal(text: string): Buffer {
  const out: number[] = [0x28];
  for (const b of winAnsi(text)) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out.push(0x5c);
    out.push(b);
  }
  out.push(0x29);
  return Buffer.from(out);
}

/** A text string outside content streams (the info dictionary): UTF-16BE with its byte order mark, in hex. */
function textString(text: string): string {
  return `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

/** Splits a line to fit the page width, on spaces, with Helvetica's average glyph width (about half the size). */
function wrap(text: string, size: number): string[] {
  const max = Math.max(10, Math.floor((PAGE.width - 2 * PAGE.margin) / (size * 0.5)));
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > max) {
      out.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : word;
    while (line.length > max) {
      out.push(line.slice(0, max));
      line = line.slice(max);
    }
  }
  out.push(line);
  return out;
}

/** The pages' content streams: one text object per line, from the top margin down, a new page when full. */
function layout(lines: PdfLine[]): Buffer[] {
  const pages: Buffer[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= line.gap ?? 0;
    for (const part of wrap(line.text, size)) {
      y -= size * 1.4;
      if (y < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin - size * 1.4;
      }
      pages[pages.length - 1]!.push(
        Buffer.from(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 ${PAGE.margin} ${y.toFixed(1)} Tm `, 'latin1'),
        literal(part),
        Buffer.from(' Tj ET\n', 'latin1'),
      );
    }
  }
  return pages.map((parts) => Buffer.concat(parts));
}

/** A complete PDF file: catalog, pages, the two fonts, one content stream per page, an info dictionary, the xref. */
export function pdfDocument(lines: PdfLine[], info: { title: string; producer?: string }): Buffer {
  const streams = layout(lines);
  const objects: Buffer[] = [];
  const add = (...parts: (string | Buffer)[]) => objects.push(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p))));
  const font = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  // 1 catalog, 2 pages, 3 and 4 fonts, 5 info; then a page and its content per page
  const pageIds = streams.map((_, i) => 6 + 2 * i);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${streams.length} >>`);
  add(font('Helvetica'));
  add(font('Helvetica-Bold'));
  add(`<< /Title ${textString(info.title)} /Producer ${textString(info.producer ?? 'Oriel')} >>`);
  for (const [i, stream] of streams.entries()) {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    );
    add(`<< /Length ${stream.length} >>\nstream\n`, stream, '\nendstream');
  }

  // The header's second line holds bytes above 127: tools then treat the file as binary.
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(offset);
    chunks.push(chunk);
    offset += chunk.length;
  }
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}
