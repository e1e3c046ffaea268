import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatLine } from '../../../../core/live-chat/chat-room.model';
import { ChatLineView } from './chat-line';

/** How close to the bottom (px) still counts as reading the newest lines. */
const NEAR_BOTTOM_PX = 48;

/** Follows the newest line while the reader is at the bottom; counts what they missed when not. */
function useStickToBottom(newest: string | undefined) {
  const list = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  const [missed, setMissed] = useState(false);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || !newest) return;
    if (following) element.scrollTop = element.scrollHeight;
    else setMissed(true);
  }, [newest, following]);
  function onScroll() {
    const element = list.current;
    if (!element) return;
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    setFollowing(atBottom);
    if (atBottom) setMissed(false);
  }
  function toNewest() {
    setFollowing(true);
    setMissed(false);
  }
  return { list, missed, onScroll, toNewest };
}

/**
 * A tab's lines as a polite live log. It follows the newest line while the visitor reads at the
 * bottom; once they scrolled up it stays put and offers a "new messages" button instead.
 */
export const ChatLog = observer(function ChatLog(props: {
  lines: readonly ChatLine[];
  label: string;
  onRetry: (id: string) => void;
}) {
  const { t } = useTranslation();
  const newest = props.lines.at(-1)?.id;
  const { list, missed, onScroll, toNewest } = useStickToBottom(newest);
  return (
    <div className="chat-log">
      <div
        ref={list}
        className="chat-log__lines"
        role="log"
        aria-live="polite"
        aria-label={props.label}
        onScroll={onScroll}
        tabIndex={0}
      >
        <ol className="chat-log__list">
          {props.lines.map((line) => (
            <ChatLineView key={line.id} line={line} onRetry={props.onRetry} />
          ))}
        </ol>
      </div>
      {missed && (
        <button type="button" className="chat-log__newest button" onClick={toNewest}>
          {t('chat.newMessages')}
        </button>
      )}
    </div>
  );
});
