import type { Config } from 'vike/types';

export default { layout: 'messenger', routeName: 'messenger' } satisfies Config;
