import Cropper from 'cropperjs';
import 'cropperjs/dist/cropper.css';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/common/dialog';
import { debounce } from '../../../app/debounce';

/** The largest side of a picture sent: enough for the lane and the gallery, small on the wire. */
const MAX_SIDE = 1280;
const JPEG_QUALITY = 0.9;
/** SPEC §9: the preview is redrawn 257 ms after the member's last crop move, not at every move. */
const PREVIEW_DEBOUNCE_MS = 257;
/** The preview's largest side in pixels: a thumbnail (shown at 6 rem, sharp on a 2x screen), cheap to redraw. */
const PREVIEW_SIDE = 192;

/** The crop as it will be sent (the same frame and white fill), at `maxSide`; null before the cropper is ready. */
function cropped(cropper: Cropper | null, maxSide: number): string | null {
  const canvas = cropper?.getCroppedCanvas({ maxWidth: maxSide, maxHeight: maxSide, fillColor: '#fff' });
  return canvas ? canvas.toDataURL('image/jpeg', JPEG_QUALITY) : null;
}

/**
 * The picture turned a quarter clockwise, as a new image: the cropper then frames the whole of the
 * turned picture (cropperjs' own rotation keeps the old frame, cutting the turned picture off).
 */
function turned(source: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalHeight;
      canvas.height = image.naturalWidth;
      const context = canvas.getContext('2d');
      if (!context) return reject(new Error('no canvas'));
      context.translate(canvas.width, 0);
      context.rotate(Math.PI / 2);
      context.drawImage(image, 0, 0);
      resolve(canvas.toDataURL('image/jpeg', JPEG_QUALITY));
    };
    image.onerror = () => reject(new Error('unreadable picture'));
    image.src = source;
  });
}

/**
 * A cropper (cropperjs) on the image for `source`, made again for each new source, and the
 * preview of its crop, redrawn once the member's crop moves pause.
 */
function useCropper(image: RefObject<HTMLImageElement | null>, source: string) {
  const cropper = useRef<Cropper | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!image.current) return;
    const redraw = debounce(() => setPreview(cropped(cropper.current, PREVIEW_SIDE)), PREVIEW_DEBOUNCE_MS);
    // cropperjs reports every move of the frame (and the first frame, once ready) as a crop event.
    cropper.current = new Cropper(image.current, {
      viewMode: 1,
      autoCropArea: 1,
      background: false,
      crop: () => redraw(),
    });
    return () => {
      redraw.cancel();
      cropper.current?.destroy();
      cropper.current = null;
    };
  }, [image, source]);
  return { cropper, preview };
}

/**
 * SPEC §2 image upload and crop dialog (desktop): the picture in a cropper (cropperjs), turned by
 * 90° at a time, with a small preview of the picture as it will be sent, made into a JPEG. Default
 * export: it loads, with the library, when the dialog opens.
 */
export default function CropDialog(props: { source: string; onDone: (jpeg: string | null) => void }) {
  const { t } = useTranslation();
  const image = useRef<HTMLImageElement>(null);
  const [source, setSource] = useState(props.source);
  const { cropper, preview } = useCropper(image, source);
  const rotate = () => void turned(source).then(setSource, () => undefined);
  const use = () => props.onDone(cropped(cropper.current, MAX_SIDE));
  return (
    <Dialog
      title={t('messenger.picture.cropTitle')}
      onClose={() => props.onDone(null)}
      className="crop-dialog"
    >
      <div className="crop-dialog__stage">
        <img ref={image} src={source} alt={t('messenger.picture.cropImage')} />
      </div>
      <div className="crop-dialog__footer">
        <figure className="crop-dialog__preview">
          {preview && <img src={preview} alt={t('messenger.picture.cropPreview')} />}
          <figcaption aria-hidden="true">{t('messenger.picture.cropPreview')}</figcaption>
        </figure>
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={rotate}>
            {t('messenger.picture.rotate')}
          </button>
          <button type="button" className="button" onClick={use}>
            {t('messenger.picture.use')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => props.onDone(null)}>
            {t('messenger.picture.cancel')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
