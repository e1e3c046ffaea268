import type { Config } from 'vike/types';

export default { routeName: 'legal', texts: ['legal'] } satisfies Config;
