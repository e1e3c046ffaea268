// Preact's testing library brings its own copy of the DOM testing library: configured through it.
import { act, cleanup, configure } from '@testing-library/preact/pure';

// The site renders with Preact (docs/decisions.md), which renders a state change a task later
// and runs effects after the next paint, both at once inside act(). As React's testing library
// does, every event a test fires runs inside act(), so the next line sees the page it caused.
configure({
  eventWrapper: (dispatch) => {
    let result: unknown;
    act(() => {
      result = dispatch();
    });
    return result;
  },
});

// Each test's tree is unmounted inside act() too, so what a test checks after it (the scroll lock
// released, no timer left) is settled.
afterEach(() => {
  act(() => cleanup());
});
