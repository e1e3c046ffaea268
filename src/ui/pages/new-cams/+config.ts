import type { Config } from 'vike/types';

export default { routeName: 'newCams', texts: ['grids', 'filters', 'search'] } satisfies Config;
