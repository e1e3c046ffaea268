import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { snapshotSize } from '../../../../core/messaging/picture-file';
import { Dialog } from '../../../components/common/dialog';

/** The camera's stream in the video element while mounted; true when it could not start. */
function useCamera(video: RefObject<HTMLVideoElement | null>): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let current = true;
    navigator.mediaDevices
      ?.getUserMedia({ video: true, audio: false })
      .then((media) => {
        stream = media;
        if (!current) return media.getTracks().forEach((track) => track.stop());
        if (video.current) video.current.srcObject = media;
      })
      .catch(() => current && setFailed(true));
    if (!navigator.mediaDevices) setFailed(true);
    return () => {
      current = false;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  return failed;
}

/**
 * SPEC §2 camera snapshot: the member's camera, and a JPEG of 480x360 (360x480 upright) when they
 * take the picture. The camera is switched off as the dialog closes. Default export (lazy).
 */
export default function CameraDialog(props: { onDone: (jpeg: string | null) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const failed = useCamera(video);
  const snap = () => {
    const source = video.current;
    if (!source || source.videoWidth === 0) return;
    const size = snapshotSize({ width: source.videoWidth, height: source.videoHeight });
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(source, 0, 0, size.width, size.height);
    props.onDone(canvas.toDataURL('image/jpeg', 0.9));
  };
  return (
    <Dialog
      title={t('messenger.picture.cameraTitle')}
      onClose={() => props.onDone(null)}
      className="camera-dialog"
    >
      {failed ? (
        <p role="alert">{t('messenger.picture.cameraFailed')}</p>
      ) : (
        <video ref={video} autoPlay playsInline muted aria-label={t('messenger.picture.cameraView')} />
      )}
      <div className="dialog__actions">
        {!failed && (
          <button type="button" className="button" onClick={snap}>
            {t('messenger.picture.snap')}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={() => props.onDone(null)}>
          {t('messenger.picture.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
