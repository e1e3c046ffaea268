import type { Config } from 'vike/types';

export default {
  layout: 'messenger',
  routeName: 'messenger',
  texts: ['messenger', 'date', 'gallery'],
} satisfies Config;
