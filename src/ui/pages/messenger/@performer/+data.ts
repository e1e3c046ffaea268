import type { PageContextServer } from 'vike/types';
import { messengerData } from '../../../components/messenger/messenger-data';

export const data = (pageContext: PageContextServer) =>
  messengerData(pageContext, { id: null, username: pageContext.routeParams.performer ?? '' });
