/** The sidebar's width on a wide screen, and the drawer's on a narrow one. */
export const SIDEBAR_WIDTH_PX = 250;
