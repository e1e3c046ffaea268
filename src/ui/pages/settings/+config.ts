import type { Config } from 'vike/types';

export default {
  routeName: 'settings',
  texts: ['settings', 'auth', 'password', 'changeUsername', 'change_username'],
} satisfies Config;
