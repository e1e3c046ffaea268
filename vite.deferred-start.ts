import type { Plugin } from 'vite';

// vike's client entry (runtime-client-routing/entry.js) starts its router as the module is
// evaluated: the frame's libraries and modules, then the router's start (the page's context parsed,
// the route, the first render's way to the page's code) all ran in the one task that loaded the
// script, the start's longest on a slow phone. Started from a task of its own, the two halves are
// two shorter tasks (docs/decisions.md, "vike's start in a task of its own"). A top-level await
// would do the same, but Rolldown splits the chunks around it (ibid., "The page's script in two
// tasks: tried, not kept"); this changes one call and leaves the module graph as it is.
const ENTRY = /[\\/]vike[\\/]dist[\\/]client[\\/]runtime-client-routing[\\/]entry\.js$/;
const START = '\ninitClientRouter();\n';
// navigate() calls initClientRouter() itself, which starts once, so a navigation asked for before
// the task (the site's own link handler, installed as the frame is evaluated) starts it there.
const DEFERRED_START = '\nsetTimeout(initClientRouter);\n';

/** vike's client entry with its start moved into the task after the one that evaluates it. */
export function deferStart(code: string): string {
  const at = code.indexOf(START);
  // A vike that starts otherwise must be looked at again, not built silently with the start as is.
  if (at < 0 || code.indexOf(START, at + 1) >= 0)
    throw new Error('vike client entry: expected one `initClientRouter();` statement');
  return code.slice(0, at) + DEFERRED_START + code.slice(at + START.length);
}

export function deferredStart(): Plugin {
  return {
    name: 'camsite:deferred-start',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      return ENTRY.test(id) ? { code: deferStart(code), map: null } : undefined;
    },
  };
}
