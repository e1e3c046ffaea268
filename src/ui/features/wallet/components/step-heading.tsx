import { useEffect, useRef, type ReactNode } from 'react';

/** A step's heading that takes focus when the step appears, so keyboard and screen-reader users follow. */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 ref={ref} className="credits-step__heading" tabIndex={-1}>
      {children}
    </h3>
  );
}
