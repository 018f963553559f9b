/** The one Toaster of the app shell; pages dispatch success notices to it. */
export const APP_TOASTER_ID = 'app-toaster';
