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
