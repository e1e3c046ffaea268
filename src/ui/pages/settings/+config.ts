import type { Config } from 'vike/types';

export default { routeName: 'settings', texts: ['settings'] } satisfies Config;
