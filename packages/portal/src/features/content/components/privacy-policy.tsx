import { Link } from 'wouter';
import { paths, SUPPORT_EMAIL } from '../../../config/paths';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { StandaloneFrame } from './standalone-frame';

/** The Privacy Policy (last updated 2024-10-31). */
export function PrivacyPolicy() {
  useScrollToTop();
  return (
    <StandaloneFrame>
      <article className="prose">
        <h1>Privacy Policy</h1>
        <p className="prose-meta">
          Last updated: <time dateTime="2024-10-31">October 31, 2024</time>
        </p>
        <p>
          Mentor is an AI sales assistant for life insurance and annuity agents. This policy explains what information
          we collect when you use the Mentor website, the portal and the chat widget, how we use it, and the choices you
          have.
        </p>

        <h2>Information we collect</h2>
        <h3>Personal information</h3>
        <p>
          When you create an account we collect your name, e-mail address and password (stored only as a secure hash).
          You may add a phone number and a profile photo. If you buy a plan, our payment provider collects your card and
          billing details; we keep only the card brand, its last four digits and your billing address. Agency owners may
          add employees by name, e-mail, phone and address.
        </p>
        <h3>Usage information</h3>
        <p>
          We record how the service is used: the questions you ask the assistant and its answers, the categories you
          open, the pages you visit, the time of each request, and technical data such as your browser type and IP
          address. We use it to run the service, keep your chat history, prevent abuse and improve the answers.
        </p>
        <h3>Integration information</h3>
        <p>
          When your agency embeds the Mentor widget in its CRM, the widget may receive details about the record on
          screen, for example a lead&apos;s age, state, height, weight, medications or product interest, so that the
          assistant can answer in context. This information comes from your agency&apos;s systems and is used only to
          answer your question.
        </p>

        <h2>We do not sell your data</h2>
        <p>
          We do not sell, rent or trade your personal information, and we do not use the details of your clients for
          advertising.
        </p>

        <h2>Who we share information with</h2>
        <ul>
          <li>
            <strong>Service providers</strong> that run parts of the service for us (hosting, e-mail delivery, payment
            processing and, where enabled, an AI model provider), bound by contract to use the information only for that
            purpose.
          </li>
          <li>
            <strong>Integrated systems</strong> that you or your agency connect, such as the CRM in which the widget is
            embedded.
          </li>
          <li>
            <strong>Your agency</strong>, if your account is a seat on an agency plan: the agency can see your name,
            e-mail and whether your account is active.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it.
          </li>
        </ul>

        <h2>Security</h2>
        <p>
          We protect your information with encryption in transit, hashed passwords and sign-in tokens, limits on
          repeated attempts, and access limited to the people who need it. No system is perfectly secure; tell us at
          once if you believe your account has been misused.
        </p>

        <h2>Your privacy choices</h2>
        <p>
          You can review and update your name, phone number, photo and password in your account settings (your{' '}
          <Link href={paths.profile}>Profile</Link>) and stop your plan&apos;s renewal from Billing. In{' '}
          <Link href={paths.dashboardSetting}>Settings</Link> you can see the devices signed in to your account and sign
          the others out, download your chats as a file, and delete your account. To stop our newsletter or for anything
          else about your data, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>

        <h2>Cookies and local storage</h2>
        <p>
          The portal keeps your sign-in and your open chat in your browser&apos;s local storage so that you stay signed
          in between visits. We do not use advertising cookies or third-party trackers.
        </p>

        <h2>Changes to this policy</h2>
        <p>
          We may update this policy as the service changes. We will change the date above and, for important changes,
          tell you by e-mail or in the portal before they take effect.
        </p>

        <h2>Contact</h2>
        <p>
          Questions about this policy: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or the{' '}
          <Link href={paths.contactUs}>Contact Us</Link> form.
        </p>
      </article>
    </StandaloneFrame>
  );
}
