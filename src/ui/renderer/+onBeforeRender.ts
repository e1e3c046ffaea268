import type { Container } from 'inversify';
import type { PageContextServer } from 'vike/types';
import { DEFAULT_LOCALE } from '../../core/model/locale';
import type { AppConfig } from '../../composition/app-config';
import { TOKENS } from '../../composition/tokens';
import { resourcesFor } from '../i18n/locale-resources.server';
import { serverI18n } from '../i18n/server-i18n';
import { restoreMember } from './restore-member';

function requestContainer(pageContext: PageContextServer): Container {
  if (!pageContext.container) throw new Error('The server must pass a request container to renderPage()');
  return pageContext.container;
}

/**
 * Runs on the server for every page, first load and client navigation alike: the request's
 * language resources, the member (from the stored token), and the layout's white-label facts.
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const container = requestContainer(pageContext);
  const locale = pageContext.locale ?? DEFAULT_LOCALE;
  const i18nResources = resourcesFor(locale);
  const i18n = serverI18n(locale);
  const { whiteLabel } = container.get<AppConfig>(TOKENS.AppConfig);
  const member = await restoreMember(container);
  return {
    pageContext: {
      i18n,
      i18nResources,
      member,
      title: i18n.t('meta.title', { site: whiteLabel.name }),
      description: i18n.t('meta.description'),
      site: { name: whiteLabel.name, footerLinks: whiteLabel.footerLinks, year: new Date().getFullYear() },
    },
  };
}
