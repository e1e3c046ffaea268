import { Component, createContext, Suspense, type ReactElement } from 'react';
import { inNextTask } from '../../app/next-task';

// Preact hydrates a page in one go, inside one task (its startTransition runs at once): on a slow
// phone, hundreds of milliseconds in which a tap does nothing. A part of the page wrapped in
// HydrateLater suspends during that first pass; Preact keeps its server HTML on screen as it is
// and hydrates it when its turn comes, each part in a task of its own, in page order.
//
// Preact does not patch attributes while it hydrates (only handlers and texts): a part must render
// in its turn what the server rendered. State that changes after the first pass (the screen once
// measured, live updates) waits for whenHydrated, or the part keeps the server's attributes.

let firstHydration = false;
// Set when the visitor pressed on the page: every part, nested ones too, hydrates now.
let allNow = false;
const turns: (() => void)[] = [];
let afterTurns: (() => void)[] = [];
let pumping = false;

/**
 * What a visitor does before every part has had its turn: a waiting part has no handlers yet, and
 * its button would ignore the tap. Such an event hydrates all waiting parts at once: their renders
 * run in the microtasks after this listener, so the handlers are there when the event (or the
 * click that follows a pointerdown or a key) reaches its target.
 */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'click'] as const;

function hydrateAllNow(): void {
  allNow = true;
  for (const turn of turns.splice(0)) turn();
}

function listenForInput(listen: boolean): void {
  if (typeof document === 'undefined') return;
  for (const type of INPUT_EVENTS) {
    if (listen) document.addEventListener(type, hydrateAllNow, { capture: true });
    else document.removeEventListener(type, hydrateAllNow, { capture: true });
  }
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
  allNow = false;
  listenForInput(false);
  const callbacks = afterTurns;
  afterTurns = [];
  for (const callback of callbacks) callback();
}

function startPumping(): void {
  if (pumping) return;
  pumping = true;
  listenForInput(true);
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

/** A part, as the parts inside it see it: whether it is hydrating in its turn right now. */
interface OuterPart {
  hydrating: boolean;
}

const Outer = createContext<OuterPart | null>(null);

/**
 * Suspends in the first hydration until its turn, then renders its child. A part inside another
 * (a grid's card inside the grid) suspends too when the outer one hydrates in its turn, and takes
 * a turn of its own after it; one the outer part adds later (the grid's next page) shows at once.
 */
class Turn extends Component<{ children: ReactElement }> {
  static override contextType = Outer;
  // Preact keeps the suspended instance (not its hooks): the turn is held here.
  private ready: boolean | undefined;
  private turn: Promise<void> | undefined;
  // The same object for every render: the parts inside never re-render for it.
  private readonly part: OuterPart = { hydrating: false };

  override render() {
    const outer = this.context as OuterPart | null;
    this.ready ??= allNow || !(firstHydration || outer?.hydrating === true);
    if (this.ready) return <Outer.Provider value={this.part}>{this.props.children}</Outer.Provider>;
    this.turn ??= nextTurn().then(() => {
      this.ready = true;
      this.part.hydrating = true;
    });
    throw this.turn;
  }

  // The turn's render is committed: what the part adds from now on is new, not hydrated.
  override componentDidMount() {
    this.part.hydrating = false;
  }

  override componentDidUpdate() {
    this.part.hydrating = false;
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
