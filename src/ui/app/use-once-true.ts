import { useState } from 'react';

/** True from the first time `flag` is: a lazy part stays mounted from then on, to play its way out. */
export function useOnceTrue(flag: boolean): boolean {
  const [once, setOnce] = useState(flag);
  if (flag && !once) setOnce(true);
  return once || flag;
}
