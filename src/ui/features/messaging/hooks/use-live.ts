import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and until this part of the page runs in the browser: the messenger's
 * controls wait for it, since what is typed or picked before could not be kept.
 */
export function useLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live;
}
