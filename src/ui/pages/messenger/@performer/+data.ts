import type { PageContextServer } from 'vike/types';
import { messengerPageData } from '../../../features/messaging/messenger-page-data';

export const data = (pageContext: PageContextServer) =>
  messengerPageData(pageContext, { id: null, username: pageContext.routeParams.performer ?? '' });
