import { Hono } from 'hono';
import { performerQueryFromWire } from './performer-query-input';
import { list, reply, type SandboxEnv } from './sandbox-context';
import { intParam, reqString, strParam } from './sandbox-input';
import { bracketedQuery, plainQuery } from './sandbox-query';

/** The public performer catalogue of the chat engine (SPEC §7, all GET). */
export function enginePerformerRoutes(): Hono<SandboxEnv> {
  const api = new Hono<SandboxEnv>();
  api.get(
    '/featured/categories',
    reply(async (_c, ports) => list(await ports.performers.featuredCategories())),
  );
  api.get(
    '/profile/username/:username',
    reply((c, ports) => ports.performers.profileByUsername(strParam(c, 'username'))),
  );
  api.get(
    '/profile/:id',
    reply((c, ports) => ports.performers.profile(intParam(c, 'id'))),
  );
  api.get(
    '/user/autocomplete',
    reply(async (c, ports) =>
      list(await ports.performers.autocomplete(reqString(plainQuery(c.req.url), 'username', 100))),
    ),
  );
  api.get(
    '/user/count',
    reply(async (c, ports) => ({
      count: await ports.performers.count(performerQueryFromWire(bracketedQuery(c.req.url))),
    })),
  );
  api.get(
    '/user/find',
    reply((c, ports) => ports.performers.find(performerQueryFromWire(bracketedQuery(c.req.url)))),
  );
  return api;
}
