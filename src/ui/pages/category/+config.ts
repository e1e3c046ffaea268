import type { Config } from 'vike/types';

export default { routeName: 'category', texts: ['filters', 'search'] } satisfies Config;
