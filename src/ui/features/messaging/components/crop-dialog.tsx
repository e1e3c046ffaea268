import Cropper from 'cropperjs';
import 'cropperjs/dist/cropper.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/common/dialog';

/** The largest side of a picture sent: enough for the lane and the gallery, small on the wire. */
const MAX_SIDE = 1280;
const JPEG_QUALITY = 0.9;

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
 * SPEC §2 image upload and crop dialog (desktop): the picture in a cropper (cropperjs), turned by
 * 90° at a time, made into a JPEG. Default export: it loads, with the library, when the dialog opens.
 */
export default function CropDialog(props: { source: string; onDone: (jpeg: string | null) => void }) {
  const { t } = useTranslation();
  const image = useRef<HTMLImageElement>(null);
  const cropper = useRef<Cropper | null>(null);
  const [source, setSource] = useState(props.source);
  useEffect(() => {
    if (!image.current) return;
    cropper.current = new Cropper(image.current, { viewMode: 1, autoCropArea: 1, background: false });
    return () => {
      cropper.current?.destroy();
      cropper.current = null;
    };
  }, [source]);
  const rotate = () => void turned(source).then(setSource, () => undefined);
  const use = () => {
    const canvas = cropper.current?.getCroppedCanvas({
      maxWidth: MAX_SIDE,
      maxHeight: MAX_SIDE,
      fillColor: '#fff',
    });
    props.onDone(canvas ? canvas.toDataURL('image/jpeg', JPEG_QUALITY) : null);
  };
  return (
    <Dialog
      title={t('messenger.picture.cropTitle')}
      onClose={() => props.onDone(null)}
      className="crop-dialog"
    >
      <div className="crop-dialog__stage">
        <img ref={image} src={source} alt={t('messenger.picture.cropImage')} />
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={rotate}>
          {t('messenger.picture.rotate')}
        </button>
        <button type="button" className="button" onClick={use}>
          {t('messenger.picture.use')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => props.onDone(null)}>
          {t('messenger.picture.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
