import type { Config } from 'vike/types';

export default { routeName: 'home', texts: ['filters', 'search'] } satisfies Config;
