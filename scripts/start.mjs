// `npm start`: builds when dist/ is missing or stale, then runs the production server in the
// foreground: src/server/main.ts, the primary of WEB_CONCURRENCY site workers (and of the sandbox's
// process when the sandbox is the backend). PORT picks the port (default 3000); docs/deploy.md.
import { buildIsStale } from './lib/build-freshness.mjs';
import { bin, run } from './lib/processes.mjs';
import { spawn } from 'node:child_process';

if (buildIsStale()) {
  console.log('dist/ is missing or older than the sources: building');
  const code = await run(bin('vite'), ['build']);
  if (code !== 0) process.exit(code);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url),
});
// Forward stop signals so the server can close its connections before the process ends.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
