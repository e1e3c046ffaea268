export { GridPage as default } from '../../grid/grid-page';
