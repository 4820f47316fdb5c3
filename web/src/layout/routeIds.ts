/** Id of the layout route, whose loader holds AppLayoutQuery (the viewer) for the guard. */
export const APP_LAYOUT_ROUTE_ID = 'app';
