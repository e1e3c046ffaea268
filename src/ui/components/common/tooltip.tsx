import { observer } from 'mobx-react-lite';
import { useId, type ReactElement, cloneElement } from 'react';
import { useShell } from '../../app/shell-context';

/**
 * A hint shown on hover and focus, only on screens wider than 768 px (SPEC §9): on a phone there
 * is no hover, and a hint would cover what it explains. The control keeps its own accessible name.
 */
export const Tooltip = observer(function Tooltip(props: {
  text: string;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}) {
  const { viewport } = useShell();
  const id = useId();
  if (!viewport.tooltips) return props.children;
  return (
    <span className="tooltip-anchor">
      {cloneElement(props.children, { 'aria-describedby': id })}
      <span id={id} role="tooltip" className="tooltip">
        {props.text}
      </span>
    </span>
  );
});
