import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deferStart, deferredStart } from '../../../vite.deferred-start';

// The installed file itself (vike's package exports do not name it): what the build transforms.
const ENTRY_PATH = join(__dirname, '../../../node_modules/vike/dist/client/runtime-client-routing/entry.js');

type Transform = (code: string, id: string) => { code: string } | undefined;
const transform = deferredStart().transform as Transform;

describe("the plugin that starts vike's router in a task of its own", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("rewrites the installed vike's client entry: the router starts from a timer, not as the module is evaluated", () => {
    const code = transform(readFileSync(ENTRY_PATH, 'utf8'), ENTRY_PATH)?.code ?? '';
    expect(code).toContain('setTimeout(initClientRouter);');
    expect(code).not.toMatch(/^initClientRouter\(\);$/m);
    // The rest of the entry stays: its imports and its checks.
    expect(code).toContain("import { initClientRouter } from './initClientRouter.js';");
    expect(code).toContain('assertSingleInstance_onClientEntryClientRouting(import.meta.env.PROD);');
  });

  it('starts nothing while the script is evaluated, and the router once in the next task', () => {
    const started: string[] = [];
    const evaluate = new Function(
      'initClientRouter',
      'started',
      deferStart("started('module evaluated');\ninitClientRouter();\nstarted('after');"),
    ) as (start: () => void, record: (what: string) => void) => void;
    evaluate(
      () => started.push('router'),
      (what) => started.push(what),
    );
    expect(started).toEqual(['module evaluated', 'after']);
    jest.runAllTimers();
    expect(started).toEqual(['module evaluated', 'after', 'router']);
  });

  it('leaves every other module alone, vike server-routing entry included', () => {
    const code = 'initClientRouter();\n';
    expect(transform(code, '/x/src/ui/renderer/+onRenderClient.ts')).toBeUndefined();
    expect(
      transform(code, '/x/node_modules/vike/dist/client/runtime-server-routing/entry.js'),
    ).toBeUndefined();
  });

  it('stops the build when the entry no longer starts the router in one statement', () => {
    expect(() => deferStart('import x from "y";\nstart();\n')).toThrow(/initClientRouter/);
    expect(() => deferStart('\ninitClientRouter();\n\ninitClientRouter();\n')).toThrow(/initClientRouter/);
  });
});
