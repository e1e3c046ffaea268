// The page's scripting as a trace of its main thread shows it, promise callbacks included.
// Chromium's ScriptDuration (CDP Performance.getMetrics) leaves out what runs in a microtask
// checkpoint: a 100 ms loop in a promise callback adds 0 ms to it, the same loop in a timeout or a
// MessageChannel message 100 ms. Code that hydrates in a promise chain (vike's start) then counts
// for nothing and the same code in a task's callback for all of it (docs/bench.md, "Messenger
// lane").

/** Trace events in which the renderer runs script; nested ones are merged into their parent. */
const SCRIPT_EVENTS = new Set([
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'v8.callFunction',
  'TimerFire',
  'EventDispatch',
  'FireIdleCallback',
  'FireAnimationFrame',
  'RunMicrotasks',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
  'v8.compileModule',
  'v8.compile',
]);

// The lightest set that still has every event above: the page runs slower while it is traced.
const CATEGORIES = ['devtools.timeline', 'toplevel', 'v8.execute'];

/** The renderer's main thread of the page: the CrRendererMain thread with the most events. */
function mainThread(events) {
  const counts = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  mains.sort((a, b) => counts.get(`${b.pid}:${b.tid}`) - counts.get(`${a.pid}:${a.tid}`));
  return mains[0];
}

/** Milliseconds covered by the script events of the page's main thread (their union). */
export function scriptMsOf(events) {
  const main = mainThread(events);
  if (!main) return 0;
  const spans = events
    .filter(
      (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur && SCRIPT_EVENTS.has(e.name),
    )
    .map((e) => [e.ts, e.ts + e.dur])
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [start, stop] of spans) {
    if (stop <= end) continue;
    total += stop - Math.max(start, end);
    end = stop;
  }
  return total / 1000;
}

/** Starts tracing `page`; the function it returns stops and gives the scripting so far (ms). */
export async function traceScripting(browser, page) {
  await browser.startTracing(page, { categories: CATEGORIES });
  return async () => scriptMsOf(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
}
