import { sentAsJson } from '../../../renderer/page-data';
import type { PageContextServer } from 'vike/types';
import { messengerData } from '../../../features/messaging/messenger-data';

export const data = (pageContext: PageContextServer) =>
  sentAsJson(messengerData(pageContext, { id: null, username: pageContext.routeParams.performer ?? '' }));
