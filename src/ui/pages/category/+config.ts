import type { Config } from 'vike/types';

export default { routeName: 'category', texts: ['grids', 'filters', 'search'] } satisfies Config;
