import { formatMoney } from '@oriel/core';
import { pdfDocument, type PdfLine } from '../lib/pdf';
import type { DownloadFile } from './attestation';
import type { ResolvedDocument } from './documents';
import type { OrganiserRow } from './organiser';

/** A registration document as a PDF: who, what, when, the amounts, and the answers of its form with their titles. */
export function registrationDocumentFile({ registration: r, document, answers }: ResolvedDocument, organiser: OrganiserRow, now: Date): DownloadFile {
  const tz = organiser.timezone;
  const day = (d: Date) => new Intl.DateTimeFormat('fr-BE', { timeZone: tz, dateStyle: 'full' }).format(new Date(d));
  const time = (d: Date) => new Intl.DateTimeFormat('fr-BE', { timeZone: tz, timeStyle: 'short' }).format(new Date(d));
  const money = (minor: number) => formatMoney(minor, { currency: organiser.currency, locale: 'fr-BE' });
  const dates: { start_at: Date; end_at: Date }[] = r.dates.length ? r.dates : [{ start_at: r.start_at, end_at: r.end_at }];
  const lines: PdfLine[] = [
    { text: document.title, size: 20, bold: true },
    { text: organiser.name, size: 12, gap: 4 },
    { text: 'Participant', bold: true, gap: 18 },
    { text: r.participant },
    { text: `Inscrit·e par ${r.customer}` },
    { text: 'Activité', bold: true, gap: 12 },
    { text: r.activity },
    ...(r.location ? [{ text: r.location }] : []),
    { text: dates.length > 1 ? 'Dates' : 'Date', bold: true, gap: 12 },
    ...dates.map((d) => ({ text: `${day(d.start_at)}, ${time(d.start_at)} – ${time(d.end_at)}` })),
    { text: 'Montants', bold: true, gap: 12 },
    { text: `Total : ${money(r.total_amount)}` },
    ...(r.deposit_amount > 0 ? [{ text: `Acompte : ${money(r.deposit_amount)}` }] : []),
    { text: `Payé : ${money(r.paid_amount)}` },
    { text: `Référence : ${r.reference}` },
  ];
  if (answers.length) {
    lines.push({ text: 'Informations complémentaires', bold: true, gap: 12 });
    for (const a of answers) lines.push({ text: `${a.field.title} : ${a.text}` });
  }
  lines.push({ text: `Document délivré le ${day(now)}.`, size: 9, gap: 24 });
  const slug = document.title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    filename: `${slug || 'document'}-${String(r.reference).replace(/[^\w-]/g, '')}.pdf`,
    contentType: 'application/pdf',
    body: new Uint8Array(pdfDocument(lines, { title: `${document.title} – ${r.participant}`, producer: `${organiser.name} (Oriel)` })),
  };
}
