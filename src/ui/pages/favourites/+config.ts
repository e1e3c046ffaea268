import type { Config } from 'vike/types';

export default { routeName: 'favourites', texts: ['filters', 'search'] } satisfies Config;
