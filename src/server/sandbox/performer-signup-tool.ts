import { Hono } from 'hono';
import { html, sendPage } from './tool-html';

/**
 * /sandbox/performer-signup: the stand-in for a partner's performer sign-up page, which the
 * footer's "Become a model" links to in the default install. It shows what the link brought: the
 * affiliate code and the referral tags (SPEC §1).
 */
export function performerSignupTool(): Hono {
  const tool = new Hono();
  tool.get('/', (c) => {
    const query = new URL(c.req.url).searchParams;
    const rows = [...query].map(
      ([key, value]) =>
        html`<tr>
          <th scope="row">${key}</th>
          <td>${value}</td>
        </tr>`,
    );
    const body = html`<p class="note">
        A partner's performer sign-up page goes here (footerLinks.earnMoney in the white label). Performers
        register with the partner, not on this site.
      </p>
      <table>
        <caption>
          What the link brought
        </caption>
        <tbody>
          ${rows}
        </tbody>
      </table>`;
    return sendPage(c, 'Become a model', body);
  });
  return tool;
}
