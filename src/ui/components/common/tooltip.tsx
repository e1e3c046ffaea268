import { cloneElement, type ReactElement } from 'react';

/**
 * A hint shown on hover and focus, only on screens wider than 768 px (SPEC §9): on a phone there
 * is no hover, and a hint would cover what it explains. The control keeps its own accessible name.
 * `enabled` comes from the viewport (`shell.viewport.tooltips`), read once by the caller, so a grid
 * of 60 cards does not make 60 observers; `id` names the hint for aria-describedby and must be
 * unique on the page (a grid uses the performer's id).
 */
export function Tooltip(props: {
  id: string;
  text: string;
  enabled: boolean;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}) {
  if (!props.enabled) return props.children;
  return (
    <span className="tooltip-anchor">
      {cloneElement(props.children, { 'aria-describedby': props.id })}
      <span id={props.id} role="tooltip" className="tooltip">
        {props.text}
      </span>
    </span>
  );
}
