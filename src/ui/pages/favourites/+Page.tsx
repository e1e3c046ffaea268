export { FavouritesPage as default } from '../../features/performers/components/favourites-page';
