/**
 * The invoice as a PDF (pdfkit): seller, the organisation billed (with the team's company profile
 * when it has one), the lines, tax, total and how to pay. Made on demand from the invoice row,
 * which keeps the lines and the billed party as they were at purchase. Streams are left
 * uncompressed: an invoice is small, and its text stays searchable by simple tools.
 */
import { formatMoney, INVOICE_STATUS_LABEL, type Invoice } from '@talentbase/shared';
import PDFDocument from 'pdfkit';
import type { BillTo } from './invoices';
import type { PriceTable } from './price-table';

export function renderInvoicePdf(invoice: Invoice, billTo: BillTo, table: PriceTable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      compress: false,
      info: {
        Title: `Invoice ${invoice.number}`,
        Author: table.seller.name,
        Subject: `Invoice ${invoice.number}`,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const money = (cents: number) => formatMoney(cents, invoice.currency);

    doc.fontSize(20).text(`Invoice ${invoice.number}`);
    doc.moveDown(0.3).fontSize(10).fillColor('#444');
    doc.text(`Date: ${invoice.createdAt.slice(0, 10)}`);
    doc.text(`Status: ${INVOICE_STATUS_LABEL[invoice.status]}`);
    if (invoice.paidAt) doc.text(`Paid on: ${invoice.paidAt.slice(0, 10)}`);
    doc.moveDown();
    doc.fillColor('#000').fontSize(11).text('From', { underline: true });
    doc.fontSize(10).text(table.seller.name).text(table.seller.address);
    doc.moveDown();
    doc.fontSize(11).text('Billed to', { underline: true });
    doc.fontSize(10).text(billTo.companyName || billTo.organization);
    if (billTo.companyName && billTo.companyName !== billTo.organization) doc.text(billTo.organization);
    doc.text(`Team: ${billTo.team}`);
    if (billTo.website) doc.text(billTo.website);
    doc.moveDown();

    const x = { desc: 50, qty: 330, unit: 380, amount: 470 };
    const header = doc.y;
    doc.fontSize(10).font('Helvetica-Bold');
    doc.text('Description', x.desc, header).text('Qty', x.qty, header).text('Unit', x.unit, header);
    doc.text('Amount', x.amount, header);
    doc.font('Helvetica');
    for (const line of invoice.lines) {
      const y = doc.y + 6;
      doc.text(line.description, x.desc, y, { width: 270 });
      const after = doc.y;
      doc.text(String(line.quantity), x.qty, y).text(money(line.chargedUnitCents), x.unit, y);
      doc.text(money(line.amountCents), x.amount, y);
      doc.y = Math.max(after, doc.y);
    }
    doc.moveDown();
    const totals: [string, string][] = [
      ['Subtotal', money(invoice.subtotalCents)],
      [`Tax (${invoice.taxRatePercent} %)`, money(invoice.taxCents)],
      ['Total', money(invoice.totalCents)],
    ];
    for (const [label, value] of totals) {
      const y = doc.y + 4;
      if (label === 'Total') doc.font('Helvetica-Bold');
      doc.text(label, x.unit - 40, y).text(value, x.amount, y);
    }
    doc.font('Helvetica').moveDown(2);
    doc.text('', x.desc);
    if (invoice.provider === 'bank_transfer' && invoice.status !== 'paid') {
      const b = table.bankTransfer;
      doc.fontSize(11).text('Payment by bank transfer', x.desc, doc.y, { underline: true });
      doc.fontSize(10);
      doc.text(
        `Please pay ${money(invoice.totalCents)} within ${b.paymentTermDays} days, quoting ${invoice.number}.`,
      );
      doc.text(`Account holder: ${b.accountHolder}`).text(`IBAN: ${b.iban}`);
      if (b.bic) doc.text(`BIC: ${b.bic}`);
      if (b.bankName) doc.text(`Bank: ${b.bankName}`);
    }
    doc.end();
  });
}
