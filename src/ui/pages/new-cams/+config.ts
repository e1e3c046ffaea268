import type { Config } from 'vike/types';

export default { routeName: 'newCams', texts: ['filters', 'search'] } satisfies Config;
