// The build-time variables the console reads (Vite replaces import.meta.env.VITE_* when it
// builds). Declared here so they are strings, not Vite's catch-all `any`.
interface ImportMetaEnv {
  /** 'white-label' builds a console without Marquee branding; anything else is the default brand. */
  readonly VITE_BRAND_VARIANT?: string;
  /** Where the console's documentation links point; the project README when unset. */
  readonly VITE_DOCUMENTATION_URL?: string;
}
