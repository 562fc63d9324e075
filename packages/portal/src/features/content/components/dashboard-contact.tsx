import { formatInvoiceDate } from '@mentor/core';
import { Spinner } from '../../../components/ui/spinner';
import { useList } from '../../../lib/use-list';
import { useUser } from '../../../lib/use-session';
import { getContactList } from '../api/get-contact-list';
import { ContactForm } from './contact-form';

/** Contact Us under the dashboard: the form, and the caller's earlier messages. */
export function DashboardContact() {
  const user = useUser();
  const { items: messages, setItems: setMessages, loading } = useList(getContactList);

  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">Contact Us</h1>
        <p className="page-lead">Send us a question or a suggestion. We answer by e-mail.</p>
      </header>
      <div className="contact-dashboard">
        <div className="card">
          <ContactForm
            initialEmail={user?.email ?? ''}
            onSent={(record) => setMessages((current) => [record, ...current])}
          />
        </div>
        <section className="card" aria-labelledby="earlier-messages">
          <h2 id="earlier-messages" className="form-title">
            Your messages
          </h2>
          {loading ? (
            <Spinner label="Loading your messages" />
          ) : messages.length === 0 ? (
            <p className="empty-state">You have not sent us a message yet.</p>
          ) : (
            <ul className="message-list">
              {messages.map((message) => (
                <li key={message._id} className="message-item">
                  <div className="message-item-head">
                    <strong>{message.subject}</strong>
                    <time dateTime={message.created_on}>{formatInvoiceDate(message.created_on)}</time>
                  </div>
                  <p>{message.notes}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
