import { expect, test } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import {
  bytesWritten,
  callOnce,
  childrenOf,
  startCluster,
  workerPids,
  type RunningCluster,
} from './cluster-support';

// `npm start` as a cluster of its own (the suite's servers are clusters too, but their processes are
// Playwright's): two site workers on one port and the sandbox in a process of its own. One cluster for
// the whole file, so its tests run in order; the last one stops it.
test.describe.configure({ mode: 'serial' });

let cluster: RunningCluster;
const sockets: Socket[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startCluster({ WEB_CONCURRENCY: '2' });
});

test.afterAll(async () => {
  for (const socket of sockets) socket.close();
  await cluster?.stop();
});

const JSON_ACCEPT = { accept: 'application/json' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function onePerformer(): Promise<{ id: number; username: string }> {
  const answer = await callOnce(`${cluster.url}/sandbox/engine/user/find?page=1&limit=1`, {
    headers: { 'x-api-key': 'sandbox-engine-key' },
  });
  return (JSON.parse(answer.body) as { items: { id: number; username: string }[] }).items[0]!;
}

function setStatus(username: string, status: string) {
  return callOnce(`${cluster.url}/sandbox/studio/status`, {
    method: 'POST',
    headers: { ...JSON_ACCEPT, ...FORM },
    body: new URLSearchParams({ username, status }).toString(),
  });
}

test('prints one ready line once both workers listen, and both workers serve pages', async () => {
  expect(cluster.lines.filter((line) => line.startsWith('Site listening on'))).toEqual([
    `Site listening on ${cluster.url}`,
  ]);
  // The sandbox's line comes on stderr, the ready line on stdout: either may be read first.
  await expect
    .poll(() =>
      cluster.lines.some((line) => line.startsWith(`Sandbox backend mounted under ${cluster.url}/sandbox`)),
    )
    .toBe(true);
  const workers = workerPids(cluster);
  expect(workers).toHaveLength(2);
  const before = workers.map(bytesWritten);
  let pageBytes = 0;
  for (let call = 0; call < 10; call += 1) {
    const home = await callOnce(`${cluster.url}/`);
    expect(home.status).toBe(200);
    pageBytes = home.body.length;
  }
  // Each new connection goes to the next worker: each wrote several home pages.
  const written = workers.map((pid, index) => bytesWritten(pid) - before[index]!);
  for (const bytes of written) expect(bytes).toBeGreaterThan(2 * pageBytes);
});

test("the sandbox's world is one: what one connection changes, every other connection reads", async () => {
  const username = `clu_${Date.now().toString(36).slice(-6)}`;
  const email = `${username}@example.test`;
  const registered = await callOnce(`${cluster.url}/sandbox/member/member`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'sandbox-member-key', 'x-lang': 'nl' },
    body: JSON.stringify({ username, email, password: 'secret12', meta: {} }),
  });
  expect(registered.status).toBe(200);
  const performer = await onePerformer();
  expect((await setStatus(performer.username, '5')).status).toBe(200);
  // Four more connections: both workers answer, from the same outbox and the same studio.
  for (let call = 0; call < 4; call += 1) {
    expect((await callOnce(`${cluster.url}/sandbox/mail`)).body).toContain(email);
    const studio = await callOnce(`${cluster.url}/sandbox/studio?username=${performer.username}`);
    expect(studio.body).toContain('<strong>VIP</strong>');
  }
  await setStatus(performer.username, 'clear');
});

test("a socket on the site's /api/socket.io hears performerStatus after a studio change", async () => {
  const performer = await onePerformer();
  const socket = io(`${cluster.url}/member`, { path: '/api/socket.io', transports: ['websocket'], auth: {} });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(undefined));
    socket.once('connect_error', reject);
  });
  const heard = new Promise((resolve) =>
    socket.on('performerStatus', (event: { performerId: number }) => {
      if (event.performerId === performer.id) resolve(event);
    }),
  );
  // Two studio changes on two new connections: whichever worker each reaches, the socket hears it.
  await setStatus(performer.username, '9');
  expect(await heard).toEqual({ performerId: performer.id, onlineStatus: 9 });
  await setStatus(performer.username, 'clear');
  socket.close();
});

test('a worker that dies is replaced, and the site answers meanwhile', async () => {
  test.setTimeout(120_000);
  const [victim, survivor] = workerPids(cluster);
  process.kill(victim!, 'SIGKILL');
  // Until the primary hears of the death, node:cluster may still hand the dead worker a new
  // connection, which is then lost (docs/deploy.md, "Workers"); the calls wait for that instant.
  await expect
    .poll(() => cluster.lines, { timeout: 30_000 })
    .toContain(`Site worker ${victim} ended (signal SIGKILL); starting another`);
  for (let call = 0; call < 4; call += 1) expect((await callOnce(`${cluster.url}/`)).status).toBe(200);
  const replacedLine = () => cluster.lines.find((line) => line.endsWith(` listening in place of ${victim}`));
  await expect.poll(replacedLine, { timeout: 60_000 }).toBeDefined();
  const replacement = Number(/^Site worker (\d+) /.exec(replacedLine()!)?.[1]);
  expect(workerPids(cluster).sort()).toEqual([survivor, replacement].sort());
  const before = bytesWritten(replacement);
  for (let call = 0; call < 6; call += 1) expect((await callOnce(`${cluster.url}/`)).status).toBe(200);
  expect(bytesWritten(replacement) - before).toBeGreaterThan(10_000);
});

test('SIGTERM closes every worker and the sandbox, then the primary exits with 0', async () => {
  const children = childrenOf(cluster.primary.pid!).map((child) => child.pid);
  expect(children).toHaveLength(3);
  expect(await cluster.stop()).toBe(0);
  const running = children.filter((pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  });
  expect(running).toEqual([]);
});
