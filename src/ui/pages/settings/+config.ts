import type { Config } from 'vike/types';

export default { routeName: 'settings' } satisfies Config;
