import type { Config } from 'vike/types';

export default { routeName: 'toy', texts: ['filters', 'search'] } satisfies Config;
