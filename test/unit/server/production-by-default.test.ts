import { execFileSync } from 'node:child_process';

/** The MobX build a fresh Node process loads by importing the site's server module with `env`. */
function mobxBuildAfterImportingTheServer(env: NodeJS.ProcessEnv): string {
  const script = [
    "await import('./src/server/site-server.ts');",
    "const { createRequire } = await import('node:module');",
    "const cache = createRequire(process.cwd() + '/').cache;",
    "console.log(Object.keys(cache).filter((path) => /mobx\\.cjs\\./.test(path)).join(','));",
  ].join(' ');
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env,
    encoding: 'utf8',
  }).trim();
}

describe('the server without NODE_ENV', () => {
  const { NODE_ENV: _testRunners, ...withoutNodeEnv } = process.env;

  test("loads MobX's production build, since NODE_ENV is defaulted before MobX is imported", () => {
    expect(mobxBuildAfterImportingTheServer(withoutNodeEnv)).toMatch(/mobx\.cjs\.production\.min\.js$/);
  }, 30_000);

  test('keeps the NODE_ENV its caller set', () => {
    expect(mobxBuildAfterImportingTheServer({ ...withoutNodeEnv, NODE_ENV: 'development' })).toMatch(
      /mobx\.cjs\.development\.js$/,
    );
  }, 30_000);
});
