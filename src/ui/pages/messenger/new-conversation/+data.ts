import type { PageContextServer } from 'vike/types';
import { parseQuery, queryValue } from '../../../../core/common/query';
import { messengerData } from '../../../features/messaging/messenger-data';
import { originalUrl } from '../../../renderer/original-url';

/** /messenger/new-conversation?modelId={id}&model={username}: start writing to a performer. */
export const data = (pageContext: PageContextServer) => {
  // The original URL's query: the logical URL (without /en) does not keep it.
  const query = parseQuery(originalUrl(pageContext).search);
  const username = queryValue(query, 'model')?.trim() ?? '';
  const id = Number(queryValue(query, 'modelId'));
  return messengerData(
    pageContext,
    username ? { id: Number.isInteger(id) && id > 0 ? id : null, username } : null,
  );
};
