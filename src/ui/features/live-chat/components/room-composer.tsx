import { observer } from 'mobx-react-lite';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../core/common/constants.model';
import type { RoomWriting } from '../view-models/room-writing';

/** The line being written: at most 250 characters with a live count; Enter sends. */
export const RoomComposer = observer(function RoomComposer({
  writing,
  label,
}: {
  writing: RoomWriting;
  label: string;
}) {
  const { t } = useTranslation();
  const counter = useId();
  const error = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    void writing.send();
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void writing.send();
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
        value={writing.draft}
        placeholder={label}
        onChange={(event) => writing.setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${counter} ${writing.draftError ? error : ''}`.trim()}
        aria-invalid={writing.draftError ? true : undefined}
      />
      <span id={counter} className="room-composer__count" aria-live="polite">
        {t('chat.charactersLeft', { count: writing.charactersLeft })}
      </span>
      <button type="submit" className="button">
        {t('chat.send')}
      </button>
      {writing.draftError && (
        <p id={error} className="form-error" role="alert">
          {t(`chat.errors.${writing.draftError.key}`, writing.draftError.values ?? {})}
        </p>
      )}
    </form>
  );
});
