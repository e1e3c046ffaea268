import type { Config } from 'vike/types';

export default { routeName: 'free', texts: ['grids', 'filters', 'search'] } satisfies Config;
