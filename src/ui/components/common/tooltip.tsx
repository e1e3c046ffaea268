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
  // The anchor is there with or without the hint, so the server's HTML (which cannot know the
  // screen) is what the browser renders: the control hydrates in place instead of being replaced
  // by a wrapped copy, which lost a click pressed on it while the page hydrated.
  return (
    <span className="tooltip-anchor">
      {props.enabled ? cloneElement(props.children, { 'aria-describedby': props.id }) : props.children}
      {props.enabled && (
        <span id={props.id} role="tooltip" className="tooltip">
          {props.text}
        </span>
      )}
    </span>
  );
}
