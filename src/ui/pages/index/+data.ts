import type { PageContextServer } from 'vike/types';
import { gridData } from '../../grid/grid-data';

/** Home: every performer, free chat first (SPEC §7). */
export const data = (pageContext: PageContextServer) => gridData(pageContext, 'home');
