import { cloneElement, useId, type ReactElement } from 'react';

/**
 * A hint shown on hover and focus, only on screens wider than 768 px (SPEC §9): on a phone there
 * is no hover, and a hint would cover what it explains. The control keeps its own accessible name.
 * `enabled` comes from the viewport (`shell.viewport.tooltips`), read once by the caller, so a grid
 * of 60 cards does not make 60 observers.
 */
export function Tooltip(props: {
  text: string;
  enabled: boolean;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}) {
  const id = useId();
  if (!props.enabled) return props.children;
  return (
    <span className="tooltip-anchor">
      {cloneElement(props.children, { 'aria-describedby': id })}
      <span id={id} role="tooltip" className="tooltip">
        {props.text}
      </span>
    </span>
  );
}
