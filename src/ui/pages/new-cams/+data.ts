import type { PageContextServer } from 'vike/types';
import { gridData } from '../../grid/grid-data';

export const data = (pageContext: PageContextServer) => gridData(pageContext, 'newCams');
