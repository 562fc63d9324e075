import type { MailMessage } from './mailer';

export const escape = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1c2434">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#2347d8">Mentor</p>
<h1 style="margin:0 0 16px;font-size:22px">${escape(title)}</h1>${bodyHtml}
<p style="margin:32px 0 0;font-size:12px;color:#6b7385">Mentor — the AI sales assistant for life-insurance and annuity agents.</p>
</td></tr></table></td></tr></table></body></html>`;
}

/** A link that looks like a button in every mail client. */
export function button(href: string, label: string): string {
  return `<p><a href="${escape(href)}" style="display:inline-block;background:#2347d8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escape(label)}</a></p>`;
}

export type CodePurposeText = 'verify' | 'reset';

/** The e-mail that carries a 4-digit code. The text always reads "Your code is NNNN". */
export function codeEmail(
  to: string,
  name: string | null,
  code: string,
  purpose: CodePurposeText,
  minutes: number,
): MailMessage {
  const why =
    purpose === 'verify'
      ? 'Use it to verify your e-mail address and finish signing up.'
      : 'Use it to reset your password. If you did not ask for a reset, you can ignore this e-mail.';
  const subject = purpose === 'verify' ? 'Your Mentor verification code' : 'Your Mentor password reset code';
  const greeting = name ? `Hi ${name},` : 'Hi,';
  return {
    to,
    subject,
    text: `${greeting}\n\nYour code is ${code}\n\n${why}\nIt expires in ${minutes} minutes.\n\n— Mentor`,
    html: layout(
      subject,
      `<p>${escape(greeting)}</p><p>Your code is <strong style="font-size:28px;letter-spacing:6px">${code}</strong></p>
<p>${escape(why)}</p><p style="color:#6b7385">It expires in ${minutes} minutes.</p>`,
    ),
  };
}

export function welcomeEmail(to: string, name: string, loginUrl: string): MailMessage {
  const subject = 'Welcome to Mentor';
  return {
    to,
    subject,
    text: `Hi ${name},\n\nYour e-mail address is verified and your Mentor account is ready.\nAsk Mentor about underwriting, products, sales and the laws that govern them: ${loginUrl}\n\n— Mentor`,
    html: layout(
      subject,
      `<p>Hi ${escape(name)},</p><p>Your e-mail address is verified and your Mentor account is ready.</p>
<p>Ask Mentor about underwriting, products, sales and the laws that govern them.</p>
${button(loginUrl, 'Open Mentor')}`,
    ),
  };
}

/** An employee's invitation: a single-use link to set a password, valid for `days` days. */
export function invitationEmail(to: string, name: string, agency: string, link: string, days: number): MailMessage {
  const subject = `${agency} invited you to Mentor`;
  return {
    to,
    subject,
    text: `Hi ${name},\n\n${agency} added you to their team on Mentor, the AI sales assistant for life-insurance and annuity agents.\n\nSet your password to start: ${link}\n\nThe link works once and expires in ${days} days. Then log in with ${to} in the portal, or in the Mentor chat of your CRM.\n\n— Mentor`,
    html: layout(
      subject,
      `<p>Hi ${escape(name)},</p><p>${escape(agency)} added you to their team on Mentor, the AI sales assistant for life-insurance and annuity agents.</p>
${button(link, 'Set your password')}
<p style="color:#6b7385">The link works once and expires in ${days} days. Then log in with ${escape(to)} in the portal, or in the Mentor chat of your CRM.</p>`,
    ),
  };
}

/** Sent to someone who already had a Mentor account with a password when an agency adds them. */
export function addedToTeamEmail(to: string, name: string, agency: string, loginUrl: string): MailMessage {
  const subject = `${agency} added you to their team on Mentor`;
  return {
    to,
    subject,
    text: `Hi ${name},\n\n${agency} added you to their team on Mentor. Log in with your account (${to}) to use the agency's plan: ${loginUrl}\n\n— Mentor`,
    html: layout(
      subject,
      `<p>Hi ${escape(name)},</p><p>${escape(agency)} added you to their team on Mentor. Log in with your account (${escape(to)}) to use the agency's plan.</p>
${button(loginUrl, 'Open Mentor')}`,
    ),
  };
}

/** Tells an account's owner that someone used up a code's tries on it, and what to do. */
export function codeGuessingEmail(to: string, name: string, resetUrl: string): MailMessage {
  const subject = 'Someone is trying codes on your Mentor account';
  const body =
    'Someone entered several wrong codes for your Mentor account, so that code no longer works. If it was you, request a new code. If it was not, your account is safe: codes stop working after a few wrong tries, and only the newest one ever works. You can reset your password at any time.';
  return {
    to,
    subject,
    text: `Hi ${name},\n\n${body}\n\n${resetUrl}\n\n— Mentor`,
    html: layout(subject, `<p>Hi ${escape(name)},</p><p>${escape(body)}</p>${button(resetUrl, 'Reset your password')}`),
  };
}
