/**
 * Calls `callback` in a new task, after what is already queued. A message, where there is a
 * channel: a chain of timeouts would be held back 4 ms each after the fifth.
 */
export function inNextTask(callback: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(callback, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/**
 * Resolves in a new task: work after it no longer adds to the task that awaits it. A slow phone
 * counts every task over 50 ms as blocking a tap; start-up work cut into steps stays under that.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNextTask(resolve));
}
