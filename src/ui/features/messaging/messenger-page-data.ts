import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { messengerData, type MessengerData } from './messenger-data';

/** A messenger page's +data: its data, or the temporary redirect of a session that ended. */
export async function messengerPageData(
  pageContext: PageContextServer,
  performer: MessengerData['performer'],
): Promise<MessengerData> {
  const result = await messengerData(pageContext, performer);
  // Temporary: the same address is the member's page again after they log in.
  if (!result.ok) throw redirect(result.redirect, 302);
  return result.data;
}
