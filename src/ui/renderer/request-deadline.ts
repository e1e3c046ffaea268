import type { App } from '../../composition/app';
import { Deadline } from '../../core/common/deadline';

// Apps are made per request, so this holds one deadline per request and lets the request go.
const deadlines = new WeakMap<App, Deadline>();

/**
 * The render deadline of a server request (docs/decisions.md, 19): counted from the first time a hook
 * asks, which +onCreatePageContext does as the request arrives. No deadline when the App's
 * configuration sets none (the browser, tests).
 */
export function requestDeadline(app: App): Deadline {
  let deadline = deadlines.get(app);
  if (!deadline) {
    const ms = app.config.renderDeadlineMs;
    deadline = ms === undefined ? Deadline.none() : Deadline.after(app.clock, ms);
    deadlines.set(app, deadline);
  }
  return deadline;
}
