import { MailIcon } from '../../../components/ui/icons';
import { SUPPORT_EMAIL } from '../../../config/paths';
import { ContactForm } from './contact-form';
import { StandaloneFrame } from './standalone-frame';

/** The public Contact Us page. */
export function ContactPage() {
  return (
    <StandaloneFrame>
      <div className="contact-layout">
        <section className="contact-intro">
          <p className="eyebrow">Contact Us</p>
          <h1 className="section-title">We are here to help</h1>
          <p className="section-lead">
            Questions about plans, Enterprise pricing, your account or the chat widget? Send us a message and we will
            answer by e-mail, usually within one business day.
          </p>
          <p className="contact-direct">
            <MailIcon /> <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </section>
        <div className="card">
          <ContactForm />
        </div>
      </div>
    </StandaloneFrame>
  );
}
