import { useTranslation } from 'react-i18next';
import type { ChatLine } from '../../../../core/live-chat/chat-room.model';
import { ChatText } from './chat-text';

/** One line of a tab: someone's words, or a notice in the visitor's language. */
export function ChatLineView({ line, onRetry }: { line: ChatLine; onRetry: (id: string) => void }) {
  const { t } = useTranslation();
  if (line.notice) {
    return (
      <li className="chat-line chat-line--notice">
        {t(`chat.notice.${line.notice.key}`, line.notice.values)}
      </li>
    );
  }
  return (
    <li className={`chat-line chat-line--${line.type}${line.own ? ' chat-line--own' : ''}`}>
      <span className="chat-line__name">{line.own ? t('chat.you') : line.nickname}</span>{' '}
      <span className="chat-line__text">
        <ChatText text={line.text} />
      </span>
      {line.status === 'sending' && <span className="chat-line__status"> {t('chat.sending')}</span>}
      {line.status === 'notSent' && (
        <span className="chat-line__status chat-line__status--failed">
          {' '}
          {t('chat.notSent')}{' '}
          <button type="button" className="link-button" onClick={() => onRetry(line.id)}>
            {t('chat.retry')}
          </button>
        </span>
      )}
    </li>
  );
}
