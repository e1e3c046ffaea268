import { useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../../app/when-idle';
import { LoadedPart } from './lazy-part';

/**
 * A lazy part never server-rendered: it comes in once the page is idle (its code, styles and texts
 * in their own chunk), and a failure to load renders nothing (LoadedPart).
 */
export function IdlePart(props: { name: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => setShown(true)), []);
  if (!shown) return null;
  return <LoadedPart name={props.name}>{props.children}</LoadedPart>;
}
