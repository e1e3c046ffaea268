import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { LOCALES } from '../../../../core/common/locale.model';
import { isOwnPath } from '../../../../core/common/own-path';
import { useRoute } from '../../../renderer/use-route';

/** SPEC §2 locale switch: the server remembers the language and answers where to go. */
async function switchLocale(locale: string, path: string): Promise<void> {
  const response = await fetch('/locale', {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: new URLSearchParams({ locale, path }),
  });
  const { redirect } = (await response.json()) as { redirect?: string };
  // Only own-site paths are followed; the server never answers anything else.
  if (response.ok && isOwnPath(redirect)) await navigate(redirect);
}

/**
 * The language buttons: a form posting to /locale, so it works before the script has loaded;
 * once hydrated it switches without reloading the page.
 */
export function LocaleSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const route = useRoute();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!submitter?.value) return;
    event.preventDefault();
    const form = event.currentTarget;
    const locale = submitter.value;
    switchLocale(locale, route.current).catch(() => {
      // The fetch failed: post the form the plain way (submit() sends no submitter, so add it).
      const field = Object.assign(document.createElement('input'), {
        type: 'hidden',
        name: 'locale',
        value: locale,
      });
      form.append(field);
      form.submit();
    });
  }

  return (
    <form
      method="post"
      action="/locale"
      className={`locale-switcher${className ? ` ${className}` : ''}`}
      aria-label={t('header.language')}
      onSubmit={handleSubmit}
    >
      <input type="hidden" name="path" value={route.current} />
      <ul>
        {LOCALES.map((code) => (
          <li key={code}>
            <button
              type="submit"
              name="locale"
              value={code}
              lang={code === 'be' ? 'nl-BE' : code}
              aria-pressed={code === route.locale}
            >
              {t(`language.${code}`)}
            </button>
          </li>
        ))}
      </ul>
    </form>
  );
}
