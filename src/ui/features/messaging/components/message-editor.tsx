import { observer } from 'mobx-react-lite';
import { useId, type KeyboardEvent } from 'react';
import { useLive } from '../hooks/use-live';
import { useTranslation } from 'react-i18next';
import { LIMITS, PRICES } from '../../../../core/common/constants.model';
import type { ConversationViewModel } from '../view-models/conversation.view-model';
import { PictureControls } from './picture-controls';
import { spendingReason } from '../../../i18n/spending-reason';

/** Enter sends, Shift+Enter (or Enter while composing a character) goes into the text. */
function enterSends(event: KeyboardEvent<HTMLTextAreaElement>, vm: ConversationViewModel): void {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  void vm.send();
}

/** Why the member's own limit refused the last message; the text stays in the editor. */
const SpendingRefusalNote = observer(function SpendingRefusalNote({ vm }: { vm: ConversationViewModel }) {
  const { t, i18n } = useTranslation();
  if (!vm.spendingRefusal) return null;
  return (
    <p className="field-error" role="alert">
      {spendingReason(t, 'messenger.editor', vm.spendingRefusal, i18n.language)}
    </p>
  );
});

/**
 * The private-message editor (SPEC §5): at most 255 characters with a counter, Enter sends and
 * Shift+Enter starts a new line; read-only while sending (focus stays) and until the page's script
 * runs; the price on the button.
 */
export const MessageEditor = observer(function MessageEditor({ vm }: { vm: ConversationViewModel }) {
  const { t } = useTranslation();
  const id = useId();
  // Read-only in the server's HTML until the script runs: what is typed before could not be kept.
  const live = useLive();
  const over = vm.remaining < 0;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => enterSends(event, vm);
  return (
    <form
      className="message-editor"
      onSubmit={(event) => {
        event.preventDefault();
        void vm.send();
      }}
    >
      <label htmlFor={`${id}-text`}>{t('messenger.editor.label', { name: vm.partner.username })}</label>
      <textarea
        id={`${id}-text`}
        value={vm.draft}
        rows={2}
        readOnly={!live || vm.sending}
        aria-invalid={over || vm.tooLong ? true : undefined}
        aria-describedby={`${id}-left ${id}-hint`}
        onChange={(event) => vm.setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-left`} className={over ? 'message-editor__left field-error' : 'message-editor__left'}>
        {over || vm.tooLong
          ? t('messenger.editor.tooLong', { max: LIMITS.privateMessageMax })
          : t('messenger.editor.left', { count: vm.remaining })}
      </p>
      <SpendingRefusalNote vm={vm} />
      <p id={`${id}-hint`} className="visually-hidden">
        {t('messenger.editor.hint')}
      </p>
      <PictureControls vm={vm} />
      <button
        type="submit"
        className="button"
        disabled={!live || vm.sending || over || vm.pictureError !== null}
      >
        {vm.sending
          ? t('messenger.editor.sending')
          : t('messenger.editor.send', { credits: PRICES.privateMessageCredits })}
      </button>
    </form>
  );
});
