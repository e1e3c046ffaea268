import type { PageContextServer } from 'vike/types';
import { messengerData } from '../../features/messaging/messenger-data';

export const data = (pageContext: PageContextServer) => messengerData(pageContext, null);
