/**
 * One channel for the tab's tasks: each message is a task of its own, after what is already
 * queued, and runs the oldest waiting callback. A channel per call cost more than the callbacks it
 * ran: Chromium makes each channel's pair of ports anew.
 */
let channel: MessageChannel | undefined;
const waiting: Array<() => void> = [];

function taskChannel(): MessageChannel {
  if (channel) return channel;
  channel = new MessageChannel();
  channel.port1.onmessage = () => waiting.shift()?.();
  // In Node (tests, the server's renders), an open port would keep the process alive.
  (channel.port1 as MessagePort & { unref?: () => void }).unref?.();
  return channel;
}

/**
 * Calls `callback` in a new task, after what is already queued. A message, where there is a
 * channel: a chain of timeouts would be held back 4 ms each after the fifth.
 */
export function inNextTask(callback: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(callback, 0);
    return;
  }
  waiting.push(callback);
  taskChannel().port2.postMessage(null);
}

/**
 * Resolves in a new task: work after it no longer adds to the task that awaits it. A slow phone
 * counts every task over 50 ms as blocking a tap; start-up work cut into steps stays under that.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNextTask(resolve));
}
