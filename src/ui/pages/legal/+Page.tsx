import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../renderer/page-context';
import { useSite } from '../../renderer/use-site';
import type { LegalData } from './+data';
import { pageData } from '../../renderer/page-data';

/** A legal page: heading, introduction and its sections, all translated. */
export default function LegalPage() {
  const { t } = useTranslation();
  const site = useSite();
  const { page } = pageData<LegalData>(usePageContext());
  const sections = Object.values(
    t(`legal.${page}.sections`, { returnObjects: true, site: site.name }) as Record<
      string,
      { heading: string; text: string }
    >,
  );
  return (
    <article className="legal-page">
      <h1>{t(`legal.${page}.heading`)}</h1>
      <p>{t(`legal.${page}.intro`, { site: site.name })}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </article>
  );
}
