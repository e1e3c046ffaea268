// The bench's baseline: the least a server can do to answer the home page with React. A bare
// node:http server renders the same 60 performer cards (same markup as the site's PerformerCard)
// with renderToString into a minimal HTML page: no framework, routing, data fetching, i18n,
// container, compression or security headers, and the performers are loaded once at start.
//
//   node scripts/bench/react-baseline.mjs performers.json   → prints BASELINE_URL=http://127.0.0.1:<port>
//
// performers.json is the body of the sandbox's `GET /sandbox/engine/user/find` for the home page
// ({ items, total, ... }), which scripts/bench.mjs fetches from the running site. Run with
// NODE_ENV=production so React uses its production build, as the site does.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

const HOST = '127.0.0.1';
const EAGER_CARDS = 4;
// The Dutch texts of src/ui/i18n/locales/shell/nl.json the card uses.
const STATUS = { offline: 'Offline', online: 'Online', infree: 'Gratis chat', invip: 'In VIP-show' };

const file = process.argv[2];
if (!file) throw new Error('usage: node scripts/bench/react-baseline.mjs <performers.json>');
const { items, total } = JSON.parse(readFileSync(file, 'utf8'));

/** src/core/performers/online-status.ts: VIP wins over free chat, any other bit is online. */
function displayStyle(status) {
  if ((status & 4) === 4) return 'invip';
  if ((status & 2) === 2) return 'infree';
  return status > 0 ? 'online' : 'offline';
}

function Card({ performer, eager }) {
  const style = displayStyle(performer.onlineStatus);
  const status = STATUS[style];
  const spoken = [performer.username, `${performer.age} jaar`, performer.cybertoy ? 'Toy' : null, status];
  const hidden = { 'aria-hidden': 'true' };
  return h(
    'li',
    { className: `card card--${style}` },
    h(
      'a',
      { className: 'card__link', href: `/profile/${encodeURIComponent(performer.username)}` },
      h('img', {
        className: 'card__image',
        src: performer.snapshot,
        alt: '',
        width: 400,
        height: 300,
        loading: eager ? 'eager' : 'lazy',
        decoding: 'async',
        fetchPriority: eager ? 'high' : 'auto',
      }),
      h('span', { className: 'visually-hidden' }, spoken.filter(Boolean).join(', ')),
      h('span', { className: 'card__name', ...hidden }, performer.username),
      h('span', { className: 'card__age', ...hidden }, `${performer.age} jr`),
      h('span', { className: 'card__status', ...hidden }, status),
      performer.cybertoy && h('span', { className: 'card__toy', ...hidden }, 'Toy'),
    ),
    h(
      'button',
      { type: 'button', className: 'favourite-button card__favourite', 'aria-pressed': false },
      h('span', hidden, '♡'),
      h('span', { className: 'visually-hidden' }, `Favoriet: ${performer.username}`),
    ),
  );
}

function Grid() {
  return h(
    'main',
    { id: 'main' },
    h(
      'section',
      { className: 'grid-section', 'aria-labelledby': 'grid-heading' },
      h('h1', { id: 'grid-heading', className: 'grid-section__heading' }, 'Alle modellen'),
      h(
        'ul',
        { className: 'grid', 'aria-label': `${total} modellen` },
        items.map((performer, index) =>
          h(Card, { key: performer.id, performer, eager: index < EAGER_CARDS }),
        ),
      ),
    ),
  );
}

const head =
  '<!doctype html><html lang="nl"><head><meta charset="utf-8" />' +
  '<meta name="viewport" content="width=device-width, initial-scale=1" />' +
  '<title>LiveCams: live webcams en privéchat</title></head><body><div id="root">';
const tail = '</div></body></html>';

const server = createServer((request, response) => {
  if (request.url !== '/') {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const html = head + renderToString(h(Grid)) + tail;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
});

server.listen(0, HOST, () => console.log(`BASELINE_URL=http://${HOST}:${server.address().port}`));

function shutDown() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
// The bench holds our stdin open; when it dies without signalling us, stdin ends.
process.stdin.on('end', shutDown);
process.stdin.resume();
