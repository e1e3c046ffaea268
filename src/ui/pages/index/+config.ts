import type { Config } from 'vike/types';

export default { routeName: 'home', texts: ['grids', 'filters', 'search'] } satisfies Config;
