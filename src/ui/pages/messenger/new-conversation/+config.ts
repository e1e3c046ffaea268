import type { Config } from 'vike/types';

export default { routeName: 'newConversation' } satisfies Config;
