/** The messenger's public surface for the rest of the site: the members' pop-up container. */
export { PopupDockSlot } from './popups/popup-dock-slot';
