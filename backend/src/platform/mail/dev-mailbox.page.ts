import { escapeHtml } from '../http/html';

export interface MailboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  template: string;
  headers: Record<string, string> | null;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
}

/** The dev mailbox: the newest mails of the outbox, each with its text, as a plain page. */
export function devMailboxPage(mails: MailboxRow[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong>
    <span class="status status-${escapeHtml(mail.status)}">${escapeHtml(mail.status)}</span></header>
  <dl>
    <dt>To</dt><dd>${escapeHtml(mail.to_address)}</dd>
    <dt>Kind</dt><dd>${escapeHtml(mail.template)}</dd>
    ${Object.entries(mail.headers ?? {})
      .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
      .join('\n    ')}
    <dt>Queued</dt><dd><time datetime="${mail.created_at.toISOString()}">${mail.created_at.toISOString()}</time></dd>
    ${mail.last_error ? `<dt>Last error</dt><dd>${escapeHtml(mail.last_error)} (${mail.attempts} attempts)</dd>` : ''}
  </dl>
  <pre>${escapeHtml(mail.text_body)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev mailbox - Domain Liquidation</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f8f9fa; color: #212529; margin: 0; }
  main { max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
  .note { background: #fff3bf; border: 2px dashed #f08c00; border-radius: 8px; padding: .75rem 1rem; }
  article { background: #fff; border-radius: 12px; padding: 1rem 1.25rem; margin: 1rem 0;
            box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  header { display: flex; justify-content: space-between; gap: 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; color: #495057; }
  dd { margin: 0; } pre { white-space: pre-wrap; background: #f1f3f5; padding: .75rem; border-radius: 8px; }
  .status { font-size: .85rem; border-radius: 999px; padding: .1rem .6rem; background: #e9ecef; }
  .status-failed { background: #ffe3e3; color: #c92a2a; } .status-sent, .status-logged { background: #d3f9d8; color: #2b8a3e; }
</style>
</head>
<body><main>
<h1>Dev mailbox</h1>
<p class="note">Mail the product queued, newest first. This page exists only outside production; with
SMTP_URL set the same mails are also sent.</p>
${items || '<p>No mail yet.</p>'}
</main></body>
</html>`;
}
