import type { PageContextServer } from 'vike/types';
import { DEFAULT_LOCALE } from '../../../core/common/locale.model';
import { capName } from '../../../core/common/names';
import { safePerformer } from '../../../core/performers/safe-view';
import { profileSections } from '../../../core/performers/profile-facts';
import type { LoadPerformerProfileError } from '../../../core/performers/load-performer-profile.use-case';
import { factTexts } from './components/format';
import { serverI18n } from '../../i18n/server-i18n';
import { requestDeadline } from '../../renderer/request-deadline';
import type { PerformerPageState } from './view-models/performer-page.view-model';

/** The performer page's data: its state for the view model, and the document title. */
export interface ProfilePageData extends PerformerPageState {
  meta: { title: string; description: string };
}

/** The page, or the status of the error page to render instead. */
export type ProfileDataResult =
  { ok: true; data: ProfilePageData } | { ok: false; status: ProfileErrorStatus };

type ProfileErrorStatus = 404 | 500 | 503;

/**
 * The error page of each failure: no name or no such performer (whatever 4xx the backend gave for
 * the name) the 404; the backend refusing the site its 500; only a backend that could not answer
 * (failed, or too slow) the 503, temporary, with a retry.
 */
export function profileErrorStatus(error: LoadPerformerProfileError): ProfileErrorStatus {
  if (error.kind === 'unavailable') return 503;
  return error.kind === 'refused' ? 500 : 404;
}

/**
 * Server: the performer's profile and albums through the request's App, within the render
 * deadline, or the status of its error page (profileErrorStatus); albums that could not load
 * leave the page without them (LoadPerformerProfile).
 */
export async function profileData(pageContext: PageContextServer): Promise<ProfileDataResult> {
  const { app } = pageContext;
  if (!app) throw new Error('The server must pass a request App to renderPage()');
  const { loadPerformerProfile } = await app.features.performers();
  const result = await loadPerformerProfile.execute({
    username: pageContext.routeParams.model,
    deadline: requestDeadline(app),
  });
  if (!result.ok) return { ok: false, status: profileErrorStatus(result.error) };
  const { whiteLabel } = app.config;
  const locale = pageContext.locale ?? DEFAULT_LOCALE;
  const name = capName(result.value.performer.username);
  const safe = whiteLabel.features.safe;
  // A safe site's page never carries the nude pictures or the explicit facts (safe-view.ts).
  const performer = safe ? safePerformer(result.value.performer) : result.value.performer;
  const renderedAt = app.clock.now();
  const data: ProfilePageData = {
    ...result.value,
    performer,
    safe,
    renderedAt,
    factTexts: factTexts(profileSections(performer, renderedAt, safe), locale),
    meta: {
      title: serverI18n(locale).t('profile.meta.title', { name, site: whiteLabel.name }),
      // The performer's own words; the renderer escapes them into the meta tag.
      description: result.value.performer.motto || result.value.performer.description.slice(0, 160),
    },
  };
  return { ok: true, data };
}
