import { lazyPart, LoadedPart } from '../../../components/common/lazy-part';
import { observer } from 'mobx-react-lite';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { useLive } from '../hooks/use-live';
import type { ConversationViewModel } from '../view-models/conversation.view-model';

// The cropper library and the camera load only when their dialog opens.
const CropDialog = lazyPart(() => import('./crop-dialog'));
const CameraDialog = lazyPart(() => import('./camera-dialog'));

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

type OpenDialog = { kind: 'crop'; source: string } | { kind: 'camera' } | null;

/** The crop or camera dialog that is open, each loaded when first needed. */
function PictureDialog(props: { dialog: OpenDialog; onDone: (jpeg: string | null) => void }) {
  return (
    <LoadedPart name="picture dialog">
      {props.dialog?.kind === 'crop' && <CropDialog source={props.dialog.source} onDone={props.onDone} />}
      {props.dialog?.kind === 'camera' && <CameraDialog onDone={props.onDone} />}
    </LoadedPart>
  );
}

const PicturePreview = observer(function PicturePreview({ vm }: { vm: ConversationViewModel }) {
  const { t } = useTranslation();
  if (!vm.attachment) return null;
  return (
    <figure className="picture-controls__preview">
      <img src={vm.attachment} alt={t('messenger.picture.preview')} />
      <button type="button" className="link-button" onClick={() => vm.attach(null)}>
        {t('messenger.picture.remove')}
      </button>
    </figure>
  );
});

/**
 * SPEC §2, §5 pictures in a private message: choose a jpg/jpeg under 5 MB (cropped and turned on
 * desktop, as is on a phone) or take one with the camera; the chosen picture shows with a way to
 * remove it, and a refused file says why.
 */
export const PictureControls = observer(function PictureControls({ vm }: { vm: ConversationViewModel }) {
  const { t } = useTranslation();
  const shell = useShell();
  const id = useId();
  const live = useLive();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const done = (jpeg: string | null) => {
    setDialog(null);
    if (jpeg) vm.attach(jpeg);
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !vm.checkPicture(file)) return;
    const source = await readAsDataUrl(file);
    if (shell.viewport.isMobile) vm.attach(source);
    else setDialog({ kind: 'crop', source });
  };
  return (
    <div className="picture-controls">
      <input
        id={`${id}-file`}
        className="visually-hidden"
        type="file"
        disabled={!live}
        accept=".jpg,.jpeg,image/jpeg"
        aria-describedby={vm.pictureError ? `${id}-error` : undefined}
        onChange={(event) => void choose(event)}
      />
      <label htmlFor={`${id}-file`} className="button button--ghost">
        {t('messenger.picture.choose')}
      </label>
      <button type="button" className="button button--ghost" onClick={() => setDialog({ kind: 'camera' })}>
        {t('messenger.picture.camera')}
      </button>
      {vm.pictureError && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {t(`messenger.picture.${vm.pictureError}`)}
        </p>
      )}
      <PicturePreview vm={vm} />
      <PictureDialog dialog={dialog} onDone={done} />
    </div>
  );
});
