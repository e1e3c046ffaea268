// The messenger lane's figures as tables (messenger-lane.mjs measures them): one build's with the
// budgets, and this build's main figures beside a reference commit's.
import { formatTable } from './table.mjs';

const BUDGET = { openScriptMs: 100, messageNodes: 100 };

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const mark = (ok) => (ok ? 'pass' : 'FAIL');

export function messengerLaneTable(result) {
  if (!result) return 'Messenger lane: not measured';
  const ms = (value) => value.toFixed(0);
  const { cpuSlowdown: cpu, pagesUp: pages, openMessages, upMaxMessages } = result;
  const slowdowns = result.calibratedOpens.map((open) => open.cpuSlowdown.toFixed(1)).join(' ');
  const scripting = (value) => [ms(value), BUDGET.openScriptMs, mark(value < BUDGET.openScriptMs)];
  const nodes = (value, shown = value) => [shown, BUDGET.messageNodes, mark(value <= BUDGET.messageNodes)];
  const rows = [
    [`open 5,000-message conversation: scripting (ms, ${cpu}x CPU)`, ...scripting(result.openScriptMs)],
    [
      `  Chromium's ScriptDuration, without promise callbacks (ms, ${cpu}x CPU)`,
      ms(result.openScriptDurationMs),
    ],
    [`  the same, until settled (ms, ${cpu}x CPU)`, ms(result.openSettledMs)],
    [
      `  the same, CPU calibrated to the host (ms, ${slowdowns}x)`,
      ...scripting(result.calibratedOpenScriptMs),
    ],
    [`  reference: a conversation of a few messages (ms, ${cpu}x CPU)`, ms(result.shortOpenScriptMs)],
    [`  all main-thread tasks until shown (ms, ${cpu}x CPU)`, ms(result.openTaskMs)],
    [
      `open it from the messenger's list, the site started: scripting (ms, ${cpu}x CPU)`,
      ...scripting(result.listOpenScriptMs),
    ],
    ['message nodes after opening', ...nodes(openMessages)],
    [
      `message nodes after ${pages} pages up (most on the way)`,
      ...nodes(upMaxMessages, `${result.upMessages} (${upMaxMessages})`),
    ],
    ['  <li> / all elements in the lane then', `${result.laneItems} / ${result.laneNodes}`],
    [
      'scripting per page up (ms, median / max)',
      `${ms(result.upScriptMsMedian)} / ${ms(result.upScriptMsMax)}`,
    ],
  ];
  const list = (key) => result.opens.map((open) => (key === 'wallMs' ? open[key] : ms(open[key]))).join(', ');
  return [
    `Messenger lane: the reader's 5,000-message conversation (with ${result.partner}), fresh pages, ` +
      `${cpu}x CPU slowdown (CDP); scripting from a trace of the main thread, promise callbacks included ` +
      `(main-thread-script.mjs), and Chromium's ScriptDuration and TaskDuration (Performance.getMetrics)`,
    formatTable(
      [
        { title: 'Figure' },
        { title: 'Value', align: 'right' },
        { title: 'Budget', align: 'right' },
        { title: '' },
      ],
      rows,
    ),
    `Opening, median of ${result.opens.length} fresh pages: scripting until shown ${list('traced')} ms ` +
      `(ScriptDuration ${list('script')}, until settled ${list('settled')}); navigation to lane shown ` +
      `${list('wallMs')} ms; calibrated to the host, scripting until shown ` +
      `${result.calibratedOpens.map((open) => ms(open.traced)).join(', ')} ms. ` +
      `${pages} pages up reached ${result.oldestLoaded}; scrolls to the top tried again: ${result.upRetries}. ` +
      `From the list: scripting ${result.listOpens.map((open) => ms(open.traced)).join(', ')} ms, all ` +
      `tasks ${result.listOpens.map((open) => ms(open.task)).join(', ')} ms, click to lane live ` +
      `${result.listOpens.map((open) => open.wallMs).join(', ')} ms.`,
  ].join('\n');
}

/** The lane's main figures for this build and the reference, side by side. */
export function laneComparisonTable(result, reference, sha) {
  const ms = (value) => value.toFixed(0);
  // A build's median of one figure over its pages, and each page's figure in brackets.
  const cell = (pages, key) =>
    `${ms(median(pages.map((page) => page[key])))} (${pages.map((page) => ms(page[key])).join(', ')})`;
  const row = (title, key, opens) => [title, cell(result[opens], key), cell(reference[opens], key)];
  const cpu = result.cpuSlowdown;
  return [
    `Messenger lane against ${sha.slice(0, 12)}, measured in the same run, page by page in turns (medians, each page in brackets)`,
    formatTable(
      [
        { title: 'Figure' },
        { title: 'This build', align: 'right' },
        { title: sha.slice(0, 12), align: 'right' },
      ],
      [
        row(`fresh page: scripting until live (ms, ${cpu}x CPU)`, 'traced', 'opens'),
        row(`  all main-thread tasks until shown (ms, ${cpu}x CPU)`, 'task', 'opens'),
        row(`  CPU calibrated to the host: scripting (ms)`, 'traced', 'calibratedOpens'),
        row(`from the list: scripting until live (ms, ${cpu}x CPU)`, 'traced', 'listOpens'),
        row(`  all main-thread tasks (ms, ${cpu}x CPU)`, 'task', 'listOpens'),
        row('  click to lane live (ms)', 'wallMs', 'listOpens'),
      ],
    ),
  ].join('\n');
}
