import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { NETWORK_ERROR, SOME_ERROR_OCCURRED, SUBSCRIBED_SUCCESSFULLY, validateSubscribeEmail } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';
import { subscribe } from '../api/subscribe';

/** The e-mail subscribe box (spec §5 and §8 notices). */
export function SubscribeBox() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const notice = validateSubscribeEmail(email);
    if (notice) {
      notify(notice.severity, notice.message);
      return;
    }
    setSending(true);
    try {
      await subscribe(email);
      notify('success', SUBSCRIBED_SUCCESSFULLY);
      setEmail('');
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.kind === 'api') notify('warning', SOME_ERROR_OCCURRED);
      else notify('error', NETWORK_ERROR);
    } finally {
      setSending(false);
    }
  };

  return (
    <section id="subscribe" className="section subscribe-section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="subscribe-box">
          <div>
            <h2 id={`${id}-title`} className="subscribe-title">
              Sales tips in your inbox
            </h2>
            <p>Underwriting changes, new products and compliance news for agents, once a month.</p>
          </div>
          <form className="subscribe-form" onSubmit={onSubmit} noValidate>
            <label htmlFor={`${id}-email`} className="visually-hidden">
              Email address
            </label>
            <input
              id={`${id}-email`}
              className="input"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="Enter your email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" disabled={sending}>
              Subscribe
            </Button>
          </form>
        </div>
      </div>
    </section>
  );
}
