/* global fetch, URLSearchParams */
// The scale-out proof's checks, all made through the load balancer.
import { clearTimeout } from 'node:timers';
import { io } from 'socket.io-client';

const ENGINE = { 'x-api-key': 'sandbox-engine-key' };
const EVENT_TIMEOUT_MS = 10_000;

/**
 * GETs the home page `calls` times, each at an address of its own so that nginx's cache passes it
 * on; every answer must be 200, and every upstream must have answered.
 */
export async function checkHomeFromEveryUpstream(balancerUrl, upstreams, calls = 10) {
  const answeredBy = new Map();
  for (let call = 0; call < calls; call += 1) {
    const response = await fetch(`${balancerUrl}/?upstream-check=${call}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET / through nginx answered ${response.status}`);
    const upstream = response.headers.get('x-upstream') ?? '(none)';
    answeredBy.set(upstream, (answeredBy.get(upstream) ?? 0) + 1);
  }
  const silent = upstreams.filter((address) => !answeredBy.has(address));
  if (silent.length > 0)
    throw new Error(`No answer from ${silent.join(', ')}: ${JSON.stringify([...answeredBy])}`);
  return answeredBy;
}

async function onePerformer(balancerUrl) {
  const response = await fetch(`${balancerUrl}/sandbox/engine/user/find?page=1&limit=1`, { headers: ENGINE });
  const { items } = await response.json();
  return items[0];
}

function setStatus(balancerUrl, username, status) {
  return fetch(`${balancerUrl}/sandbox/studio/status`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, status }),
  });
}

function connected(socket, label) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label}: no connection`)), EVENT_TIMEOUT_MS);
    socket.once('connect', () => (clearTimeout(timer), resolve()));
    socket.once(
      'connect_error',
      (error) => (clearTimeout(timer), reject(new Error(`${label}: ${error.message}`))),
    );
  });
}

function heardStatus(socket, label, performerId) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label}: no performerStatus`)), EVENT_TIMEOUT_MS);
    socket.on('performerStatus', (event) => {
      if (event.performerId !== performerId) return;
      clearTimeout(timer);
      resolve(event);
    });
  });
}

/**
 * Opens the member socket through nginx twice, as the browser does (/api/socket.io, the BFF) and as
 * a sandbox tool would (/sandbox/socket.io), changes a performer's status in the studio (through
 * nginx, so maybe through the other site process) and waits for both sockets to hear it.
 */
export async function checkSocketsHearStudio(balancerUrl) {
  const performer = await onePerformer(balancerUrl);
  const options = { transports: ['websocket'], reconnection: false };
  const sockets = {
    '/api/socket.io': io(`${balancerUrl}/member`, { ...options, path: '/api/socket.io', auth: {} }),
    '/sandbox/socket.io': io(`${balancerUrl}/member`, {
      ...options,
      path: '/sandbox/socket.io',
      auth: { key: 'sandbox-member-key' },
    }),
  };
  try {
    await Promise.all(Object.entries(sockets).map(([label, socket]) => connected(socket, label)));
    const heard = Object.entries(sockets).map(([label, socket]) => heardStatus(socket, label, performer.id));
    const changed = await setStatus(balancerUrl, performer.username, '9');
    if (changed.status !== 200) throw new Error(`The studio answered ${changed.status}`);
    await Promise.all(heard);
    return { performer: performer.username, paths: Object.keys(sockets) };
  } finally {
    for (const socket of Object.values(sockets)) socket.close();
    await setStatus(balancerUrl, performer.username, 'clear');
  }
}

/** The status class a profile's HTML shows (what a crawler or a slow phone gets first), and nginx's X-Cache. */
async function profileAsSent(balancerUrl, path) {
  const response = await fetch(`${balancerUrl}${path}`);
  const html = await response.text();
  const status = /performer-page__status performer-mode performer-mode--([a-z]+)/.exec(html)?.[1];
  return { status, cache: response.headers.get('x-cache') };
}

/**
 * A guest's profile, once nginx keeps it, shows a studio status change on the next request: the
 * site processes hear the change on the backend's channel and purge nginx's cache. Says whether
 * the first request after the studio's answer saw it, and if not, after how long one did.
 */
export async function checkStatusChangePurges(balancerUrl) {
  const performer = await onePerformer(balancerUrl);
  const path = `/en/profile/${performer.username}`;
  try {
    const online = await setStatus(balancerUrl, performer.username, '1');
    if (online.status !== 200) throw new Error(`The studio answered ${online.status}`);
    await delay(500);
    await profileAsSent(balancerUrl, path);
    const before = await profileAsSent(balancerUrl, path);
    if (before.cache !== 'HIT') throw new Error(`nginx did not keep ${path}: X-Cache ${before.cache}`);
    const changed = await setStatus(balancerUrl, performer.username, '0');
    if (changed.status !== 200) throw new Error(`The studio answered ${changed.status}`);
    const started = Date.now();
    const next = await profileAsSent(balancerUrl, path);
    let seenBy = 'seen by the next request';
    if (next.status !== 'offline') seenBy = await seenLater(balancerUrl, path, started, next.status);
    return { path, before: `${before.cache}, ${before.status}`, status: 'offline', seenBy };
  } finally {
    await setStatus(balancerUrl, performer.username, 'clear');
  }
}

/** Asks again every 20 ms, for up to 2 s, until the profile shows the change. */
async function seenLater(balancerUrl, path, started, shown) {
  for (let tries = 0; tries < 100; tries += 1) {
    await delay(20);
    if ((await profileAsSent(balancerUrl, path)).status === 'offline')
      return `seen ${Date.now() - started} ms later, not by the next request`;
  }
  throw new Error(`${path} still showed ${shown} 2 s after the change`);
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
