import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { profileData, type ProfilePageData } from '../../features/performers/profile-data';

export type { ProfilePageData };

/** Server: the performer page's data, or its 404 / 500 / 503 error page (profileErrorStatus). */
export async function data(pageContext: PageContextServer): Promise<ProfilePageData> {
  const result = await profileData(pageContext);
  if (!result.ok) throw render(result.status);
  return result.data;
}
