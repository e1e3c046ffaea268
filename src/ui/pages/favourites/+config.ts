import type { Config } from 'vike/types';

export default { routeName: 'favourites', texts: ['grids', 'filters', 'search'] } satisfies Config;
