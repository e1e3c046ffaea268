import { createElement, type ReactElement } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { ShellSent } from '../components/common/hydration-boundary';
import { ErrorFallback } from '../components/common/page-error-boundary';

export interface PageToRender {
  isErrorPage: boolean;
  home: string;
  /** The response's CSP nonce: React's own inline scripts (a boundary streamed later) carry it. */
  nonce: string;
  /**
   * Waits for the whole page before the first byte: a crawler reads the HTML without scripts, and a
   * page kept for other guests is best sent to them whole (nothing then waits for React's reveal).
   */
  whole: boolean;
}

/** A promise the parts rendered after the shell wait for, and the call that lets them go. */
function shellGate(): { sent: Promise<void>; open: () => void } {
  let open = () => {};
  const sent = new Promise<void>((resolve) => (open = resolve));
  return { sent, open };
}

/**
 * The log of the parts that failed to render on the server (each is rendered in the browser
 * instead). React reports the shell's own failure too, before rejecting with it: that one is the
 * page's failure, logged by whoever handles it, so reports wait until the shell is settled.
 */
function partFailures(): { report: (error: unknown) => void; shellSettled: (shellError?: unknown) => void } {
  const beforeShell: unknown[] = [];
  let settled = false;
  const log = (error: unknown) => console.error('A part of the page failed to render on the server', error);
  return {
    report: (error) => (settled ? log(error) : beforeShell.push(error)),
    shellSettled: (shellError) => {
      settled = true;
      for (const error of beforeShell.splice(0)) if (error !== shellError) log(error);
    },
  };
}

/**
 * Streams a page: the shell once it is rendered, then the parts marked to follow it (a grid's
 * rest, a live room, a conversation), each as it completes.
 * When the page that fails is the error page itself, the English fallback of SPEC §2 is rendered
 * instead (with the real status, which vike has already chosen). Any other page's failure goes on
 * to vike, which then renders the error page.
 */
export async function renderPageHtml(
  page: PageToRender,
  element: ReactElement,
): Promise<ReadableStream | string> {
  // A page rendered whole before it is sent has nothing to gain from waiting.
  const gate = page.whole ? null : shellGate();
  const gated = createElement(ShellSent, { value: gate?.sent ?? null }, element);
  const failures = partFailures();
  try {
    const stream = await renderToReadableStream(gated, {
      nonce: page.nonce || undefined,
      // A boundary that is complete when the shell is sent goes with it, in place. By default React
      // moves the complete boundaries past its first 12.8 KB to the end of the stream and reveals
      // them by script, batched up to 300 ms later: the rest of a grid, rendered in the same
      // moment as its first row, would show that much later. Boundaries still waiting when the
      // shell goes out stream after it as usual.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // A boundary that fails on the server is rendered in the browser instead; it is logged here.
      onError: failures.report,
    });
    failures.shellSettled();
    if (page.whole) await stream.allReady;
    // Let the rest render once the shell's bytes are written: the reads that carry them to the
    // socket run as promise callbacks, all of them before a timer's turn.
    if (gate) setTimeout(gate.open, 0);
    return stream;
  } catch (error) {
    failures.shellSettled(error);
    gate?.open();
    if (!page.isErrorPage) throw error;
    console.error('The error page failed to render', error);
    const details = error instanceof Error ? error.message : String(error);
    return renderToString(createElement(ErrorFallback, { home: page.home, details }));
  }
}
