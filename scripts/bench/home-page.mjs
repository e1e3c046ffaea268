import { httpGet } from './http-get.mjs';

export const HOME_CARDS = 60;

/** Fails unless `url` answers 200 with the home grid's 60 cards, so we never time an error page. */
export async function assertHomeGrid(url, name) {
  const page = await httpGet(url);
  const cards = page.body.toString('utf8').match(/<li class="card card--/g)?.length ?? 0;
  if (page.status !== 200 || cards !== HOME_CARDS) {
    throw new Error(
      `${name} ${url} answered ${page.status} with ${cards} cards, expected 200 and ${HOME_CARDS}`,
    );
  }
}

/**
 * The performer page of the first card on the English home grid: the page the live chat runs
 * on, measured beside the home page (its first-load JS may grow by at most 5 KB with the chat).
 */
export async function firstProfileRoute(siteUrl) {
  const page = await httpGet(`${siteUrl}/en`);
  const match = /href="(\/en\/profile\/[^"?#]+)"/.exec(page.body.toString('utf8'));
  if (!match) throw new Error(`${siteUrl}/en links to no performer page`);
  return match[1];
}
