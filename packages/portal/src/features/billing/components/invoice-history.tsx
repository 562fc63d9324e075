import { dollarsToCents, formatDollars, formatInvoiceDate } from '@mentor/core';
import type { Invoice } from '@mentor/core';

/** Invoices: date as DD MMM, YYYY, total in dollars, and the PDF (named by the seller's number) in a new tab. */
export function InvoiceHistory({ invoices }: { invoices: Invoice[] }) {
  return (
    <section className="billing-section" aria-labelledby="invoices-title">
      <h2 id="invoices-title" className="billing-section-title">
        Invoice history
      </h2>
      {invoices.length === 0 ? (
        <p className="empty-state">No invoices yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="invoice-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Amount</th>
                <th scope="col" className="invoice-status">
                  Status
                </th>
                <th scope="col">Invoice</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => {
                const date = formatInvoiceDate(invoice.created);
                return (
                  <tr key={invoice._id}>
                    <td>{date}</td>
                    <td>{formatDollars(dollarsToCents(invoice.total))}</td>
                    <td className="invoice-status">{invoice.status}</td>
                    <td>
                      {invoice.invoice_pdf ? (
                        <a
                          href={invoice.invoice_pdf}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-link"
                          aria-label={`PDF of invoice${invoice.number ? ` ${invoice.number}` : ''} of ${date} (opens in a new tab)`}
                        >
                          {/* The seller's number opens the PDF: one column fewer on a phone. */}
                          <span className="invoice-number">{invoice.number ?? 'PDF'}</span>
                        </a>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
