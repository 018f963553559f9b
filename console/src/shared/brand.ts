// Brand variant of this build. Links to Marquee's documentation show only in the default brand:
// a white-label build carries no reference to Marquee.
export type BrandVariant = 'default' | 'white-label';

export const BRAND: { variant: BrandVariant; productName: string; documentationUrl: string } = {
  variant: import.meta.env.VITE_BRAND_VARIANT === 'white-label' ? 'white-label' : 'default',
  productName: 'Marquee',
  documentationUrl:
    import.meta.env.VITE_DOCUMENTATION_URL ?? 'https://github.com/marquee-signage/marquee#readme',
};
