import { Hono } from 'hono';
import { list, reply, type SandboxEnv } from './sandbox-context';
import { intParam, jsonBody, optInt, reqInt, reqString } from './sandbox-input';
import { plainQuery } from './sandbox-query';
import { addSpendingLimitsRoutes } from './spending-limits-routes';

/** `GET /wallet-history?from=&to=&page=` (our addition, docs/api.md): a page of the member's statement. */
const walletHistory = reply(async (c, ports) => {
  const query = plainQuery(c.req.url);
  const { entries, nextPage } = await ports.member.walletHistory({
    from: reqString(query, 'from', 40),
    to: reqString(query, 'to', 40),
    page: optInt(query, 'page') ?? 0,
  });
  return { result: entries, nextPage };
});

/** The member's balance, info and favourites, and performer lookups of the member API (SPEC §7). */
export function memberDataRoutes(): Hono<SandboxEnv> {
  const api = new Hono<SandboxEnv>();
  api.get(
    '/bundles',
    reply(async (_c, ports) => list(await ports.member.getBundles())),
  );
  api.get(
    '/credits',
    reply(async (_c, ports) => ({ credits: await ports.member.getCredits() })),
  );
  api.get(
    '/basic-info',
    reply((_c, ports) => ports.member.getBasicInfo()),
  );
  api.get('/wallet-history', walletHistory);
  addSpendingLimitsRoutes(api);
  api.get(
    '/favourite',
    reply(async (_c, ports) => list(await ports.member.getFavourites())),
  );
  api.post(
    '/favourite',
    reply(async (c, ports) => ports.member.addFavourite(reqInt(await jsonBody(c), 'performerId'))),
  );
  api.delete(
    '/favourite',
    reply(async (c, ports) => ports.member.removeFavourite(reqInt(await jsonBody(c), 'performerId'))),
  );
  api.get(
    '/find-by-username',
    reply((c, ports) => ports.member.findByUsername(reqString(plainQuery(c.req.url), 'username', 100))),
  );
  api.get(
    '/media/albums/:performerId',
    reply(async (c, ports) => list(await ports.media.albums(intParam(c, 'performerId')))),
  );
  api.get(
    '/media/album/:performerId/:albumId',
    reply((c, ports) => ports.media.album(intParam(c, 'performerId'), intParam(c, 'albumId'))),
  );
  return api;
}
