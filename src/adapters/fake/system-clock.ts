/**
 * Real time for the fake backend. The implementation is shared with the rest of the app
 * (src/adapters/system) so there is one SystemClock, not two that drift apart.
 */
export { SystemClock } from '../system/system-clock';
