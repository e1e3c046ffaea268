import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type CambackState = 'off' | 'asking' | 'on' | 'denied' | 'blocked' | 'failed';

/** Whether this document may use the camera at all (Permissions-Policy is fixed at its first load). */
function cameraAllowed(): boolean {
  const policy = (document as Document & { featurePolicy?: { allowsFeature(feature: string): boolean } })
    .featurePolicy;
  return policy ? policy.allowsFeature('camera') : true;
}

/** The camera's life: asked on `start` only, stopped on `turnOff` and on unmount. */
function useCamera(onStart: () => Promise<boolean>, onStop: () => Promise<void>) {
  const [state, setState] = useState<CambackState>('off');
  const stream = useRef<MediaStream | null>(null);
  const preview = useRef<HTMLVideoElement>(null);
  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);
  useEffect(() => {
    if (state === 'on' && preview.current) preview.current.srcObject = stream.current;
  }, [state]);
  async function start() {
    if (!cameraAllowed()) return setState('blocked');
    setState('asking');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
    } catch (error) {
      return setState(
        error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'failed',
      );
    }
    if (await onStart()) return setState('on');
    stop();
    setState('failed');
  }
  function stop() {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }
  async function turnOff() {
    stop();
    setState('off');
    await onStop();
  }
  return { state, preview, start, turnOff };
}

/**
 * The member's own camera to the performer (camback): the browser asks for the camera only on the
 * click; a refusal or a page that may not use the camera says so, with the way on.
 */
export function CambackControl({
  onStart,
  onStop,
}: {
  onStart: () => Promise<boolean>;
  onStop: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { state, preview, start, turnOff } = useCamera(onStart, onStop);
  return (
    <div className="camback">
      {state === 'on' ? (
        <>
          <video
            ref={preview}
            className="camback__preview"
            autoPlay
            muted
            playsInline
            aria-label={t('chat.camback.preview')}
          />
          <button type="button" className="button" onClick={() => void turnOff()}>
            {t('chat.camback.stop')}
          </button>
        </>
      ) : (
        <button type="button" className="button" disabled={state === 'asking'} onClick={() => void start()}>
          {t('chat.camback.start')}
        </button>
      )}
      {(state === 'denied' || state === 'failed') && (
        <p className="form-error" role="alert">
          {t(`chat.camback.${state}`)}
        </p>
      )}
      {state === 'blocked' && (
        <p className="form-error" role="alert">
          {t('chat.camback.blocked')} <a href={window.location.href}>{t('chat.camback.reload')}</a>
        </p>
      )}
    </div>
  );
}
