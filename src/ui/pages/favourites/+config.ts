import type { Config } from 'vike/types';

export default { routeName: 'favourites' } satisfies Config;
