import type { PageContextServer } from 'vike/types';
import { parseQuery, queryValue } from '../../../../core/common/query';
import { messengerData } from '../../../features/messaging/messenger-data';

/** /messenger/new-conversation?modelId={id}&model={username}: start writing to a performer. */
export const data = (pageContext: PageContextServer) => {
  const query = parseQuery(pageContext.urlParsed.searchOriginal ?? '');
  const username = queryValue(query, 'model')?.trim() ?? '';
  const id = Number(queryValue(query, 'modelId'));
  return messengerData(
    pageContext,
    username ? { id: Number.isInteger(id) && id > 0 ? id : null, username } : null,
  );
};
