import { Component, Suspense, type ReactElement } from 'react';

// Preact hydrates a page in one go, inside one task (its startTransition runs at once): on a slow
// phone, hundreds of milliseconds in which a tap does nothing. A part of the page wrapped in
// HydrateLater suspends during that first pass; Preact keeps its server HTML on screen as it is
// and hydrates it when its turn comes, each part in a task of its own, in page order.

let firstHydration = false;
const turns: (() => void)[] = [];
let afterTurns: (() => void)[] = [];
let pumping = false;

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

/** Runs the next waiting part in a task of its own, until none is left. */
function pump(): void {
  const next = turns.shift();
  if (next) {
    next();
    inNextTask(pump);
    return;
  }
  pumping = false;
  const callbacks = afterTurns;
  afterTurns = [];
  for (const callback of callbacks) callback();
}

function startPumping(): void {
  if (pumping) return;
  pumping = true;
  inNextTask(pump);
}

/** A promise kept in the task of a part's turn, after the parts that asked before it. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => turns.push(resolve));
}

/**
 * Hydrates the page by `hydrate` (which must render synchronously, as Preact's hydrateRoot does),
 * the parts in HydrateLater then one task each.
 */
export function hydrateInTurns(hydrate: () => void): void {
  firstHydration = true;
  try {
    hydrate();
  } finally {
    firstHydration = false;
  }
  startPumping();
}

/** Calls `callback` once every part waiting for its turn has hydrated (at once when none waits). */
export function whenHydrated(callback: () => void): void {
  if (!pumping && turns.length === 0) callback();
  else afterTurns.push(callback);
}

/** Suspends in the first hydration until its turn, then renders its child. */
class Turn extends Component<{ children: ReactElement }> {
  // Preact keeps the suspended instance (not its hooks): the turn is held here.
  private ready = !firstHydration;
  private turn: Promise<void> | undefined;

  override render() {
    if (this.ready) return this.props.children;
    this.turn ??= nextTurn().then(() => {
      this.ready = true;
    });
    throw this.turn;
  }
}

/**
 * A part of the page hydrated after the first pass, in a task of its own. Its child must render
 * one element: Preact keeps the first node of the server's HTML while a part waits. The server
 * and every later render show the child at once.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
