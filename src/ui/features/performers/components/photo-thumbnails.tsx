import { useTranslation } from 'react-i18next';
import type { PhotoGroup } from '../view-models/performer-page.view-model';

interface PhotoThumbnailsProps {
  groups: PhotoGroup[];
  /** The title of each picture, by gallery page, as the gallery shows it. */
  titleOf: (page: number) => string;
  /** Opens the gallery at a 1-based page. */
  onOpen: (page: number) => void;
}

/** The profile photos and album pictures as buttons that open the gallery at that picture. */
export function PhotoThumbnails({ groups, titleOf, onOpen }: PhotoThumbnailsProps) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  return (
    <section className="profile-photos" aria-labelledby="profile-photos-heading">
      <h2 id="profile-photos-heading" className="profile-facts__heading">
        {t('profile.photos.heading')}
      </h2>
      {groups.map((group) => (
        <div key={group.id} className="profile-photos__group">
          {group.title !== null && <h3 className="profile-photos__album">{group.title}</h3>}
          <ul className="profile-photos__list">
            {group.photos.map((photo) => (
              <li key={photo.page}>
                <button
                  type="button"
                  className="profile-photos__thumb"
                  aria-label={t('gallery.open', { title: titleOf(photo.page) })}
                  onClick={() => onOpen(photo.page)}
                >
                  <img src={photo.source} alt="" width={160} height={120} loading="lazy" decoding="async" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
