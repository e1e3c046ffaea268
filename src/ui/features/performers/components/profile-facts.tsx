import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../core/common/locale.model';
import type { FactValue, ProfileSection } from '../../../../core/performers/profile-facts';
import { formatDate, formatNumber, type FactTexts } from './format';
import { HydrationBoundary } from '../../../components/common/hydration-boundary';

function Tags({ items }: { items: string[] }) {
  return (
    <ul className="profile-tags">
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

interface FactValueProps {
  field: string;
  value: FactValue;
  locale: Locale;
  /** The server's formatting of the numbers and dates; what it lacks is formatted here. */
  texts: FactTexts;
}

/** One value: backend text as plain text (React escapes it), keys translated, numbers and dates formatted. */
function FactValueView({ field, value, locale, texts }: FactValueProps) {
  const { t } = useTranslation();
  switch (value.kind) {
    case 'text':
      return <>{value.text}</>;
    case 'texts':
      return <Tags items={value.texts} />;
    case 'term':
      return <>{t(`profile.${value.key}`)}</>;
    case 'terms':
      return <Tags items={value.keys.map((key) => t(`profile.${key}`))} />;
    case 'amount': {
      const formatted = Object.fromEntries(
        Object.entries(value.values).map(([name, number]) => [
          name,
          texts[`${field}.${name}`] ?? formatNumber(number, locale),
        ]),
      );
      return <>{t(`profile.${value.key}`, formatted)}</>;
    }
    case 'date':
      return (
        <time dateTime={value.iso}>{texts[field] ?? formatDate(value.iso, locale, value.withTime)}</time>
      );
  }
}

interface FactSectionProps {
  section: ProfileSection;
  locale: Locale;
  texts: FactTexts;
}

/** One group of facts: a section with a heading and a description list. */
function FactSection({ section, locale, texts }: FactSectionProps) {
  const { t } = useTranslation();
  return (
    <section className="profile-facts" aria-labelledby={`profile-facts-${section.id}`}>
      <h2 id={`profile-facts-${section.id}`} className="profile-facts__heading">
        {t(`profile.${section.heading}`)}
      </h2>
      <dl className="profile-facts__list">
        {section.facts.map((fact) => (
          <div key={fact.field} className={`profile-fact profile-fact--${fact.field}`}>
            <dt>{t(`profile.${fact.label}`)}</dt>
            <dd>
              <FactValueView field={fact.field} value={fact.value} locale={locale} texts={texts} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The profile tab's facts, a section per group. Each section is a boundary React hydrates on its
 * own, its texts translated then too (a component of its own, so its render waits with it).
 */
export function ProfileFacts({
  sections,
  ...shared
}: {
  sections: ProfileSection[];
  locale: Locale;
  texts: FactTexts;
}) {
  return (
    <>
      {sections.map((section) => (
        <HydrationBoundary key={section.id}>
          <FactSection section={section} {...shared} />
        </HydrationBoundary>
      ))}
    </>
  );
}
