import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, REPORT_TEXT_MAX } from '../../../../core/messaging/conversation.model';
import { Dialog } from '../../../components/common/dialog';
import type { ReportFormViewModel } from '../view-models/report-form.view-model';

/** What a report sent: the confirmation (a report cannot be taken back, so it says what went). */
const ReportSent = observer(function ReportSent(props: { vm: ReportFormViewModel; onClose: () => void }) {
  const { t } = useTranslation();
  const sent = props.vm.sent!;
  return (
    <>
      <p role="status">
        {t('messenger.report.sent', { reason: t(`messenger.report.reasons.${sent.reason}`) })}
      </p>
      {sent.text && <p className="report__text">{t('messenger.report.sentText', { text: sent.text })}</p>}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={props.onClose}>
          {t('messenger.report.close')}
        </button>
      </div>
    </>
  );
});

/** The report's reasons, one to choose. */
const ReasonChoice = observer(function ReasonChoice({ vm, id }: { vm: ReportFormViewModel; id: string }) {
  const { t } = useTranslation();
  const error = vm.error;
  return (
    <fieldset aria-describedby={error?.kind === 'noReason' ? `${id}-error` : undefined}>
      <legend>{t('messenger.report.reason')}</legend>
      {REPORT_REASONS.map((reason) => (
        <label key={reason} className="report__reason">
          <input
            type="radio"
            name={`${id}-reason`}
            value={reason}
            checked={vm.reason === reason}
            onChange={() => vm.choose(reason)}
          />{' '}
          {t(`messenger.report.reasons.${reason}`)}
        </label>
      ))}
    </fieldset>
  );
});

const ReportForm = observer(function ReportForm(props: { vm: ReportFormViewModel; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { vm } = props;
  const error = vm.error;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void vm.send();
      }}
    >
      <ReasonChoice vm={vm} id={id} />
      <label htmlFor={`${id}-text`}>{t('messenger.report.text', { max: REPORT_TEXT_MAX })}</label>
      <textarea
        id={`${id}-text`}
        value={vm.text}
        rows={3}
        aria-invalid={error?.kind === 'textTooLong' || undefined}
        aria-describedby={error?.kind === 'textTooLong' ? `${id}-error` : undefined}
        onChange={(event) => vm.write(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} role="alert">
          {t(`messenger.report.errors.${error.kind}`, { max: REPORT_TEXT_MAX })}
        </p>
      )}
      <div className="dialog__actions">
        <button type="submit" className="button">
          {t(error?.kind === 'unavailable' ? 'messenger.actions.retry' : 'messenger.report.send')}
        </button>
        <button type="button" className="button button--ghost" onClick={props.onClose}>
          {t('messenger.report.cancel')}
        </button>
      </div>
    </form>
  );
});

/** Reporting a performer (on the site's one dialog): a reason, optional words, then what was sent. */
export const ReportDialog = observer(function ReportDialog(props: {
  /** Made for each report (ConversationActionsViewModel.reportForm). */
  vm: ReportFormViewModel;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { vm } = props;
  return (
    <Dialog title={t('messenger.report.title', { name: props.name })} onClose={props.onClose}>
      {vm.sent ? (
        <ReportSent vm={vm} onClose={props.onClose} />
      ) : (
        <ReportForm vm={vm} onClose={props.onClose} />
      )}
    </Dialog>
  );
});
