import { observer } from 'mobx-react-lite';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../core/common/constants.model';
import type { RoomActions } from '../view-models/room-actions';

/** The line being written: at most 250 characters with a live count; Enter sends. */
export const RoomComposer = observer(function RoomComposer({
  actions,
  label,
}: {
  actions: RoomActions;
  label: string;
}) {
  const { t } = useTranslation();
  const counter = useId();
  const error = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    void actions.send();
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void actions.send();
  }
  return (
    <form className="room-composer" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={`${counter}-input`}>
        {label}
      </label>
      <textarea
        id={`${counter}-input`}
        className="room-composer__input"
        rows={1}
        maxLength={LIMITS.chatMessageMax}
        value={actions.draft}
        placeholder={label}
        onChange={(event) => actions.setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${counter} ${actions.draftError ? error : ''}`.trim()}
        aria-invalid={actions.draftError ? true : undefined}
      />
      <span id={counter} className="room-composer__count" aria-live="polite">
        {t('chat.charactersLeft', { count: actions.charactersLeft })}
      </span>
      <button type="submit" className="button">
        {t('chat.send')}
      </button>
      {actions.draftError && (
        <p id={error} className="form-error" role="alert">
          {t(`chat.errors.${actions.draftError.key}`, actions.draftError.values ?? {})}
        </p>
      )}
    </form>
  );
});
