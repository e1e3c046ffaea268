import { useRef, useState } from 'react';
import { usePresence } from '../../app/use-presence';

/**
 * A text that fades in when it comes and out when it goes (SPEC §9, `--fade-ms` in motion.css): for
 * news the member did not ask to see and that is in nobody's way, such as a confirmation that
 * goes by itself. The last text stays while it fades out. Put it in a live region that is always
 * in the page, so screen readers hear it arrive.
 */
export function FadingText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [last, setLast] = useState(text);
  if (text !== '' && text !== last) setLast(text);
  const phase = usePresence(text !== '', ref);
  if (phase === 'gone') return null;
  return (
    // A new text is a new span: it fades in again.
    <span key={last} ref={ref} className={phase === 'leaving' ? 'fade-out' : 'fade-in'}>
      {last}
    </span>
  );
}
