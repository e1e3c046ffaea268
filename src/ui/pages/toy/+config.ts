import type { Config } from 'vike/types';

export default { routeName: 'toy', texts: ['grids', 'filters', 'search'] } satisfies Config;
