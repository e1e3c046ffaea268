import { Hono } from 'hono';
import type { FakeBackend } from '../../adapters/fake/fake-backend';
import { html, sendPage } from './tool-html';

/** /sandbox/mail: the outbox of every e-mail the sandbox 'sent', newest first, with its link. */
export function mailTool(backend: FakeBackend): Hono {
  const tool = new Hono();
  tool.get('/', (c) => {
    const mails = [...backend.world.outbox].reverse();
    const rows = mails.map(
      (mail) =>
        html`<tr>
          <td>${mail.createdAt}</td>
          <td>${mail.to}</td>
          <td>${mail.subject}</td>
          <td>${mail.kind}</td>
          <td>${mail.lang}</td>
          <td>
            <a href="${mail.link}">${mail.kind === 'activation' ? 'Confirm e-mail' : 'Reset password'}</a>
          </td>
        </tr>`,
    );
    const body =
      mails.length === 0
        ? html`<p>No e-mails yet. Register on the site or ask for a password reset.</p>`
        : html`<table>
            <thead>
              <tr>
                <th>Sent</th>
                <th>To</th>
                <th>Subject</th>
                <th>Kind</th>
                <th>Language</th>
                <th>Link</th>
              </tr>
            </thead>
            <tbody>
              ${rows}
            </tbody>
          </table>`;
    return sendPage(c, 'Outbox', body);
  });
  return tool;
}
